import { type ActionFunctionArgs, Form, Link, type LoaderFunctionArgs, type MetaFunction, useActionData, useLoaderData } from "react-router";

import { requireAdmin, requireBookingFor } from "~/auth.server";
import { PhotoInput, Said } from "~/components/admin/field-form";
import { SignaturePad } from "~/components/admin/signature-pad";
import { buttonClass } from "~/components/ui/button";
import { business } from "~/content/business";
import { can } from "~/lib/auth/capabilities";
import { type Answer, offlineAware } from "~/lib/forms/answer";
import { redirectWithToast } from "~/lib/forms/toast.server";
import type { RouteHandle } from "~/lib/hooks/route-handle";
import { LANGUAGES } from "~/lib/i18n/locales";
import { serverTranslator } from "~/lib/i18n/messages.server";
import { PHOTO_WORDS } from "~/lib/photos/words";
import { deletePhotoSchema } from "~/lib/schemas/booking-triage";
import { formatIstTime } from "~/lib/time/ist";
import { signatureRequired } from "~/models/business-settings.server";
import { deleteVisitPhoto, listVisitPhotos, PHOTO_KINDS } from "~/models/visit-photos.server";
import { intent, refusal, staffAction } from "~/staff/action.server";
import { isPhotoPost, photoUpload } from "~/staff/photo-upload.server";

// A visit's photos (before, after, the machine's label) and the customer's signature, taken on the
// technician's phone: a plain file input that opens the camera (no JavaScript needed), posted as a
// multipart form of at most BODY_LIMITS.photo (the server refuses a larger body before reading it).
// The image is kept upright, at most 1600 px, without its metadata (app/lib/photos/image.server.ts).
// The signature is drawn with a finger (JavaScript), or, without it, the customer's typed name and a tick.
// The owner deletes one photo (one that shows a person) when the customer asks, saying how they asked.

export const handle: RouteHandle = { publicChrome: false };

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `${page.words.title} - ${business.name}` : `Booking not found - ${business.name}` },
  { name: "robots", content: "noindex,nofollow" },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, "visit.record");
  const booking = await requireBookingFor(admin, params.bookingId);
  const t = serverTranslator(admin.language);
  const tag = LANGUAGES[admin.language].tag;
  const photos = await listVisitPhotos(booking.id);
  const open = booking.erased_at === null && (booking.status === "pending" || booking.status === "confirmed");
  return {
    locale: admin.language,
    job: { id: booking.id, reference: booking.reference },
    open: booking.erased_at === null,
    signing: open && (await signatureRequired()) && !photos.some((photo) => photo.kind === "signature"),
    kinds: PHOTO_KINDS.map((kind) => ({ kind, label: t(PHOTO_WORDS[kind]), submissionId: crypto.randomUUID() })),
    signatureSubmissionId: crypto.randomUUID(),
    mayDelete: can(admin.role, "photo.delete"),
    photos: photos.map((photo) => ({
      id: photo.id,
      kind: photo.kind,
      width: photo.width,
      height: photo.height,
      alt: t("field.photoOf", { kind: t(PHOTO_WORDS[photo.kind]), time: formatIstTime(photo.at, tag) }),
      signed: photo.kind === "signature" ? t("field.signedBy", { name: photo.signerName, time: formatIstTime(photo.at, tag) }) : null,
    })),
    words: {
      title: `${t("field.photosLink")} · ${booking.reference}`,
      heading: t("field.photosLink"),
      back: t("field.backToJob"),
      take: t("field.takePhoto"),
      add: t("field.addPhoto"),
      none: t("field.noPhotos"),
      signature: t("field.signature"),
      signHere: t("field.signHere"),
      clear: t("field.clearSignature"),
      signerName: t("field.signerName"),
      agrees: t("field.signerAgrees"),
      keep: t("field.keepSignature"),
      tooLarge: t("field.photoTooLarge"),
      delete: t("field.deletePhoto"),
      deleteText: t("field.deletePhotoText"),
      deleteHow: t("deskErase.eraseHow"),
      deleteButton: t("field.deletePhotoButton"),
    },
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (isPhotoPost(request)) return photoUpload(request, params.bookingId, { back: "photos" });
  return staffAction(request, {
    scope: (admin) => requireBookingFor(admin, params.bookingId),
    intents: (booking, admin) => ({
      "delete-photo": intent({
        capability: "photo.delete",
        schema: deletePhotoSchema,
        handler: async ({ value }) => {
          const outcome = await deleteVisitPhoto(booking.id, value.photo, value.reason, admin.actor);
          // Not one of this visit's photos, or gone already (the page was old): said at its form, nothing changed.
          if (outcome.status === "refused" || outcome.value === "gone") throw refusal("expired", { status: 409 });
          return redirectWithToast(`/admin/jobs/${booking.id}/photos`, { title: serverTranslator(admin.language)("field.photoDeleted") });
        },
      }),
    }),
  });
}

// With no signal the form says so in place (a photo waits on the phone only from the job screen, with his other taps).
export const clientAction = offlineAware();

export default function JobPhotos() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<Answer>();
  const { words } = page;
  const refusedAt = (kind: string) => <Said messages={answer?.intent === kind ? (answer.result.error?.[""] ?? []) : []} />;
  // The photo whose deletion was refused: its form opens again, saying why. A deletion that never
  // reached the server (no signal) names no photo: said above them.
  const deleting = answer?.intent === "delete-photo" ? answer.result.initialValue?.photo : undefined;
  const notSent = answer?.intent === "delete-photo" && deleting === undefined ? (answer.result.error?.[""] ?? []) : [];
  return (
    <main id="main" lang={LANGUAGES[page.locale].tag} className="mx-auto min-h-dvh max-w-md space-y-5 bg-white px-4 py-4">
      <Link to={`/admin/jobs/${page.job.id}`} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">
        ← {words.back}
      </Link>
      <h1 className="text-xl font-bold text-slate-900">
        {words.heading} <span className="font-mono text-base text-slate-600">{page.job.reference}</span>
      </h1>
      {page.photos.length === 0 ? <p className="text-slate-600">{words.none}</p> : null}
      <Said messages={notSent} />
      <ul className="grid grid-cols-2 gap-3">
        {page.photos.map((photo) => (
          <li key={photo.id} className="space-y-1">
            <a href={`/admin/photos/${photo.id}`}>
              <img
                src={`/admin/photos/${photo.id}`}
                alt={photo.alt}
                width={photo.width}
                height={photo.height}
                loading="lazy"
                className="h-auto w-full rounded-lg border border-slate-200"
              />
            </a>
            <p className="text-sm text-slate-700">{photo.signed ?? photo.alt}</p>
            {page.mayDelete && !photo.signed ? (
              <details open={deleting === String(photo.id)}>
                <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold text-red-800">{words.delete}</summary>
                <Form method="post" className="space-y-2">
                  <input type="hidden" name="intent" value="delete-photo" />
                  <input type="hidden" name="photo" value={photo.id} />
                  <p className="text-sm text-slate-700">{words.deleteText}</p>
                  {deleting === String(photo.id) ? <Said messages={Object.values(answer?.result.error ?? {}).flatMap((messages) => messages ?? [])} /> : null}
                  <label className="block text-sm font-medium text-slate-800">
                    {words.deleteHow}
                    <input name="reason" required maxLength={200} className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base" />
                  </label>
                  <button type="submit" className={buttonClass({ variant: "destructive", className: "w-full" })}>
                    {words.deleteButton}
                  </button>
                </Form>
              </details>
            ) : null}
          </li>
        ))}
      </ul>
      {page.open
        ? page.kinds.map(({ kind, label, submissionId }) => (
            <Form key={kind} method="post" encType="multipart/form-data" className="space-y-2 rounded-xl border border-slate-200 p-3">
              <input type="hidden" name="intent" value={kind} />
              <input type="hidden" name="kind" value={kind} />
              <input type="hidden" name="submissionId" value={submissionId} />
              <label className="block font-semibold text-slate-900">
                {label}
                <PhotoInput tooLarge={words.tooLarge} />
              </label>
              {refusedAt(kind)}
              <button type="submit" className={buttonClass({ size: "lg", className: "w-full" })}>
                {words.add}: {label}
              </button>
            </Form>
          ))
        : null}
      {page.signing ? (
        <Form method="post" encType="multipart/form-data" id="signature" className="space-y-3 rounded-xl border border-slate-200 p-3">
          <h2 className="font-semibold text-slate-900">{words.signature}</h2>
          <input type="hidden" name="intent" value="signature" />
          <input type="hidden" name="kind" value="signature" />
          <input type="hidden" name="submissionId" value={page.signatureSubmissionId} />
          <SignaturePad label={words.signHere} clear={words.clear} />
          <label className="block text-sm font-medium text-slate-800">
            {words.signerName}
            <input
              name="signerName"
              required
              maxLength={80}
              autoComplete="off"
              className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base"
            />
          </label>
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input type="checkbox" name="agrees" className="mt-0.5 size-5" />
            {words.agrees}
          </label>
          {refusedAt("signature")}
          <button type="submit" className={buttonClass({ size: "lg", className: "w-full" })}>
            {words.keep}
          </button>
        </Form>
      ) : null}
    </main>
  );
}
