// The one answer every action gives a form, and the browser's answer when the connection drops.
import type { SubmissionResult } from "@conform-to/react";
import type { ClientActionFunctionArgs } from "react-router";

import { SAVE_OFFLINE_MESSAGE } from "~/content/admin";
import type { Toast } from "~/lib/forms/toast";

/** conform's reply (`submission.reply()`): the messages by field name, "" holding the form's own, and what was sent. */
export type FormResult = SubmissionResult<string[]>;

/**
 * What an action answers a form in place (a success with JavaScript, or a refusal, with its
 * status): `intent` names the form on a page with several (the `intent` it sent), `result` is
 * conform's reply, `toast` a notification to show with it, and `done` what was made (the booking
 * stored). A success without JavaScript is a redirect with a toast (redirectWithToast) instead.
 * useForm shows it: the messages at the fields and in the summary, the toast in the toaster.
 */
export type Answer<Done = never> = { intent?: string; result: FormResult; toast?: Toast; done?: Done };

/** A refusal of the whole form, with no field to point at (a form of buttons, a request that came too late). */
export function formError(message: string): FormResult {
  return { status: "error", error: { "": [message] } };
}

/**
 * A route's clientAction: the server's answer or, with the connection dropped, an answer saying
 * so to the form that was sent, which keeps what was typed, instead of the error page.
 */
export function offlineAware<Done = never>({ message = SAVE_OFFLINE_MESSAGE, toast }: { message?: string; toast?: Toast } = {}) {
  return async ({ request, serverAction }: ClientActionFunctionArgs): Promise<Answer<Done>> => {
    const intent = (await request.clone().formData()).get("intent");
    return orWhenOffline(
      () => serverAction<Answer<Done>>(),
      () => notSent<Done>(intent, message, toast),
    );
  };
}

/** The answer to a form that never reached the server: said at the form that sent it (its `intent`). */
export function notSent<Done = never>(intent: FormDataEntryValue | null, message = SAVE_OFFLINE_MESSAGE, toast?: Toast): Answer<Done> {
  return { ...(typeof intent === "string" ? { intent } : {}), result: formError(message), toast };
}

/**
 * Runs a route's server call from the browser (serverAction / serverLoader of a clientAction or
 * clientLoader) and answers with `fallback` when the network dropped: the fetch never reached the
 * server, or its answer never came back (fetch rejects with a TypeError). Anything else (a
 * redirect, a thrown response) goes on as Remix would handle it.
 *
 * The fallback goes back as a 503, as the server's own failure does: after a failed post Remix
 * does not reload the page's data (which, offline, would fail and show the error page after all).
 */
export async function orWhenOffline<T>(call: () => Promise<T>, fallback: () => T | Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    // Remix reads a returned Response's JSON as the route's data, with its status.
    return Response.json(await fallback(), { status: 503 }) as unknown as T;
  }
}
