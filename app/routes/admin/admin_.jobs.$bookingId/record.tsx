// The job screen's record of the visit: the owner's checklist (ticked here, a form post), a form a
// photo (before, after, the machine's label; one taken with no signal waits on the phone with his
// other taps, lib/field/tap-queue.ts), and the way to the photos page and the customer's signature.
import type { ReactNode } from "react";
import { Form, Link, useActionData } from "react-router";

import { PhotoInput, Said } from "~/components/admin/field-form";
import { buttonClass } from "~/components/ui/button";
import type { QueuedTap } from "~/lib/field/tap-queue";
import type { Answer } from "~/lib/forms/answer";
import { useTapSubmissionId } from "~/lib/hooks/use-waiting-taps";

import { KeptHere } from "./kept";

type RecordData = {
  open: boolean;
  checks: { id: number; label: string; ticked: string | null }[];
  photos: string;
  signature: string | null;
  takes: Take[];
  tapNames: Record<string, string>;
  tapsWaiting: Record<string, string>;
  tapsRefused: Record<string, string>;
  words: { checklist: string; save: string; link: string; photos: string; add: string; ok: string; tooLarge: string };
};
type Take = { kind: string; label: string; submissionId: string };
type Taps = { waiting: readonly QueuedTap[]; refused: readonly QueuedTap[] };

export function VisitRecord({
  jobId,
  record,
  inHisWords,
  taps,
}: {
  jobId: number;
  record: RecordData;
  inHisWords: Readonly<Record<string, string>>;
  taps: Taps;
}) {
  // A refusal is said at the form that sent it, in his language (the server's words, or "not sent" with no signal).
  const answer = useActionData<Answer>();
  const refusedAt = (intent: string) => (
    <Said messages={answer?.intent === intent ? (answer.result.error?.[""] ?? []).map((message) => inHisWords[message] ?? message) : []} />
  );
  const photoOf = (tap: QueuedTap) => tap.bookingId === String(jobId) && tap.step in record.tapNames;
  return (
    <section id="record" aria-label={record.words.checklist} className="scroll-mt-4 space-y-3 border-t border-slate-200 pt-4">
      {record.checks.length ? (
        <Form method="post" className="space-y-2">
          <h2 className="text-lg font-semibold text-slate-900">{record.words.checklist}</h2>
          {refusedAt("checks")}
          {record.checks.map((check) => (
            <label key={check.id} className="flex min-h-11 items-start gap-3 text-slate-900">
              <input
                type="checkbox"
                name="item"
                value={check.id}
                defaultChecked={check.ticked !== null}
                disabled={!record.open || check.ticked !== null}
                className="mt-1 size-5"
              />
              <span>
                {check.label}
                {check.ticked ? <span className="block text-sm text-slate-600">✓ {check.ticked}</span> : null}
              </span>
            </label>
          ))}
          {record.open && record.checks.some((check) => check.ticked === null) ? (
            <button type="submit" name="intent" value="checks" className={buttonClass({ variant: "outline", size: "lg", className: "w-full" })}>
              {record.words.save}
            </button>
          ) : null}
        </Form>
      ) : null}
      {record.takes.length ? <h2 className="text-lg font-semibold text-slate-900">{record.words.photos}</h2> : null}
      {record.takes.map((take) => (
        <PhotoForm key={take.kind} take={take} add={record.words.add} tooLarge={record.words.tooLarge} waiting={taps.waiting}>
          {refusedAt(take.kind)}
        </PhotoForm>
      ))}
      <KeptHere
        waiting={taps.waiting.filter(photoOf).map((tap) => ({ key: tap.key, text: record.tapsWaiting[tap.step] ?? tap.step }))}
        refused={taps.refused.filter(photoOf).map((tap) => ({ key: tap.key, text: record.tapsRefused[tap.step] ?? tap.step }))}
        ok={record.words.ok}
      />
      <p className="flex flex-wrap items-center justify-between gap-2">
        <Link to={`/admin/jobs/${jobId}/photos`} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
          {record.words.link}
        </Link>
        <span className="text-sm text-slate-600">{record.photos}</span>
      </p>
      {record.signature ? <p className="rounded-lg bg-slate-50 p-3 text-sm font-medium text-slate-800">{record.signature}</p> : null}
    </section>
  );
}

/**
 * A photo's form: its own submission id (sent twice, one photo), a fresh one once a photo taken with
 * no signal took it (the next is a photo of its own), and the form drawn anew then: its file goes.
 */
function PhotoForm({
  take,
  add,
  tooLarge,
  waiting,
  children,
}: {
  take: Take;
  add: string;
  tooLarge: string;
  waiting: readonly QueuedTap[];
  children: ReactNode;
}) {
  const submissionId = useTapSubmissionId(take.submissionId, waiting);
  return (
    <Form key={submissionId} method="post" encType="multipart/form-data" className="space-y-2">
      <input type="hidden" name="intent" value={take.kind} />
      <input type="hidden" name="kind" value={take.kind} />
      <input type="hidden" name="submissionId" value={submissionId} />
      <label className="block font-medium text-slate-900">
        {take.label}
        <PhotoInput tooLarge={tooLarge} />
      </label>
      {children}
      <button type="submit" className={buttonClass({ variant: "outline", size: "lg", className: "w-full" })}>
        {add}: {take.label}
      </button>
    </Form>
  );
}
