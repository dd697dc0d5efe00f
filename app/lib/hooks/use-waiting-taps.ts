// The taps a technician made with no signal (lib/field/tap-queue.ts), as his day and the job
// screen show them, sent when the signal is back.
import { useCallback, useEffect, useState } from "react";
import { type ClientActionFunctionArgs, useRevalidator } from "react-router";

import { keepTap, onTapsChanged, onTapsSent, type QueuedTap, refusedTaps, sendTaps, type SentTap, waitingTaps } from "~/lib/field/tap-queue";
import { type Answer, notSent, offlineAware, orWhenOffline } from "~/lib/forms/answer";

/** How often taps kept on the phone are tried again while they wait. */
const RETRY_EVERY_MS = 5_000;

/**
 * A clientAction for forms whose posts are kept with no signal (a basement): kept on the phone and
 * answered 503 (no reload of the page's data, which would fail offline), then sent once the signal
 * returns. `kept` picks the posts to keep (the others are offlineAware's: said in place, kept nowhere;
 * so is one the phone had no room to keep).
 */
export function keptWhenOffline(kept: (form: FormData) => boolean, bookingId?: (request: Request) => string) {
  return async (args: ClientActionFunctionArgs): Promise<Answer> => {
    const { request, serverAction } = args;
    const form = await request.clone().formData();
    const keep = async (): Promise<Answer> =>
      (await keepTap(new URL(request.url).pathname, form, bookingId?.(request))) ? { result: { status: "success" } } : notSent(form.get("intent"));
    if (!kept(form)) return offlineAware()(args);
    if (!navigator.onLine) return Response.json(await keep(), { status: 503 }) as unknown as Answer;
    return orWhenOffline(() => serverAction<Answer>(), keep);
  };
}

/**
 * The taps kept on the phone (waiting, and refused when they arrived), kept in step with the
 * queue, and sent when the signal is back: when the browser says it is online, and every few
 * seconds while any wait (a phone may call itself online with no signal, or miss the moment it
 * returns). The page's data reloads once any was sent, and `sent` says what the last sendings did
 * (recorded, or not), until he dismisses it.
 */
export function useWaitingTaps(): { waiting: QueuedTap[]; refused: QueuedTap[]; sent: SentTap[]; dismissSent: () => void } {
  const [taps, setTaps] = useState<{ waiting: QueuedTap[]; refused: QueuedTap[] }>({ waiting: [], refused: [] });
  const [sent, setSent] = useState<SentTap[]>([]);
  const { revalidate } = useRevalidator();
  useEffect(() => onTapsSent((more) => setSent((said) => [...said, ...more])), []);
  const dismissSent = useCallback(() => setSent([]), []);
  useEffect(() => {
    const update = () => setTaps({ waiting: waitingTaps(), refused: refusedTaps() });
    const send = () =>
      void sendTaps().then(async (sent) => {
        if (sent) await revalidate();
      });
    update();
    send();
    window.addEventListener("online", send);
    const stop = onTapsChanged(update);
    const retry = window.setInterval(() => waitingTaps().length > 0 && send(), RETRY_EVERY_MS);
    return () => {
      window.removeEventListener("online", send);
      window.clearInterval(retry);
      stop();
    };
  }, [revalidate]);
  return { ...taps, sent, dismissSent };
}

/**
 * A form's submission id as the page sends it: the loader's, until a tap kept offline took it (the
 * page cannot reload its data with no signal): then a fresh one, so the next tap of the form is a
 * tap of its own, not the same one kept twice.
 */
export function useTapSubmissionId(fromLoader: string, waiting: readonly QueuedTap[]): string {
  const [id, setId] = useState(fromLoader);
  useEffect(() => setId(fromLoader), [fromLoader]);
  const taken = waiting.some((tap) => tap.fields.some(([name, value]) => name === "submissionId" && value === id));
  useEffect(() => {
    if (taken) setId(crypto.randomUUID());
  }, [taken]);
  return id;
}
