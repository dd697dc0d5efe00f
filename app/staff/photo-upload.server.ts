// A photo or the customer's signature posted for a visit (multipart, at most BODY_LIMITS.photo
// declared): from the job screen's photo forms or from its photos page, the one way. Who may post is
// settled before the body is read; a refusal is answered at the form that sent it (its intent: the
// photo's kind), in the account's language; a photo kept goes back where it was taken.
import { data } from "react-router";

import { requireAdminAction, requireBookingFor } from "~/auth.server";
import { type Answer, formError } from "~/lib/forms/answer";
import { readPhotoForm } from "~/lib/forms/form-data.server";
import { redirectWithToast } from "~/lib/forms/toast.server";
import { doneText, refusalText } from "~/lib/i18n/outcome.server";
import { said } from "~/lib/outcome";
import * as clock from "~/lib/time/clock.server";
import { tappedAt } from "~/lib/time/tapped-at";
import { addVisitPhoto } from "~/models/visit-photos.server";
import type { PhotoKind } from "~db/schema";

const KINDS = new Set<PhotoKind>(["before", "after", "label", "signature"]);

/** Whether a post carries a file (a photo's form), not a form of fields. */
export function isPhotoPost(request: Request): boolean {
  return /^multipart\/form-data/i.test(request.headers.get("Content-Type") ?? "");
}

export async function photoUpload(request: Request, bookingId: string | undefined, { back }: { back: "job" | "photos" }) {
  const admin = await requireAdminAction(request, "visit.record");
  const booking = await requireBookingFor(admin, bookingId);
  const form = await readPhotoForm(request);
  const kind = String(form.get("kind") ?? "") as PhotoKind;
  const submissionId = String(form.get("submissionId") ?? "");
  const answer = (message: string, status = 400) => data<Answer>({ intent: kind, result: formError(message) }, { status });
  if (!KINDS.has(kind) || !/^[\w-]{8,64}$/.test(submissionId)) return answer(refusalText(admin.language, { code: "expired" }));
  const file = form.get("photo");
  const photo = file instanceof File && file.size > 0 ? new Uint8Array(await file.arrayBuffer()) : undefined;
  const signerName = String(form.get("signerName") ?? "")
    .trim()
    .slice(0, 80);
  // Without a drawn signature, the customer's typed name counts only with their tick.
  if (kind === "signature" && !photo && !(signerName && form.get("agrees") === "on")) return answer(refusalText(admin.language, { code: "signatureMissing" }));
  // A photo kept on his phone with no signal is sent later with the instant it was taken.
  const at = tappedAt(String(form.get("tappedAt") ?? ""), clock.now());
  const outcome = await addVisitPhoto(booking.id, { kind, photo, signerName }, admin.actor, submissionId, at);
  if (outcome.status === "refused") return answer(refusalText(admin.language, outcome), 409);
  const to =
    kind === "signature" ? `/admin/jobs/${booking.id}#finish` : back === "job" ? `/admin/jobs/${booking.id}#record` : `/admin/jobs/${booking.id}/photos`;
  return redirectWithToast(to, { title: doneText(admin.language, said(kind === "signature" ? "signed" : "photoAdded")) });
}
