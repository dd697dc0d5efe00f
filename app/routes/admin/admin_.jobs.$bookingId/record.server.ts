// What was done on the visit, for the job screen: the owner's checklist with its ticks, how many
// photos were taken (the photos page takes them), and whether the customer has signed, in his language.
import { LANGUAGES, type Locale } from "~/lib/i18n/locales";
import { serverTranslator } from "~/lib/i18n/messages.server";
import { PHOTO_WORDS, photoTapNames } from "~/lib/photos/words";
import { formatIstTime } from "~/lib/time/ist";
import { signatureRequired } from "~/models/business-settings.server";
import { visitChecklist } from "~/models/checklist.server";
import { listVisitPhotos, PHOTO_KINDS } from "~/models/visit-photos.server";

export async function visitRecord(locale: Locale, booking: { id: number; service: string }, open: boolean) {
  const t = serverTranslator(locale);
  const tag = LANGUAGES[locale].tag;
  const [checks, photos, asked] = await Promise.all([visitChecklist(booking, locale), listVisitPhotos(booking.id), signatureRequired()]);
  const signature = photos.find((photo) => photo.kind === "signature");
  // A photo kept on his phone with no signal, as he reads it: its name (sent), waiting, refused when it arrived.
  const names = photoTapNames(t);
  const taps = (say: (name: string) => string) => Object.fromEntries(PHOTO_KINDS.map((kind) => [kind, say(names[kind])]));
  return {
    open,
    checks: checks.map((check) => ({
      id: check.id,
      label: check.required ? `${check.label} (${t("field.required")})` : check.label,
      ticked: check.tickedAt ? t("field.tickedBy", { time: formatIstTime(check.tickedAt, tag) }) : null,
    })),
    photos: t("field.photosCount", { count: photos.filter((photo) => photo.kind !== "signature").length }),
    signature: signature
      ? t("field.signedBy", { name: signature.signerName, time: formatIstTime(signature.at, tag) })
      : asked && open
        ? t("field.signatureNeeded")
        : null,
    // A form a kind, with its own id (sent twice, one photo); the camera opens from each, JavaScript or not.
    takes: open ? PHOTO_KINDS.map((kind) => ({ kind, label: t(PHOTO_WORDS[kind]), submissionId: crypto.randomUUID() })) : [],
    tapNames: taps((name) => name),
    tapsWaiting: taps((name) => t("field.waiting", { step: name })),
    tapsRefused: taps((name) => t("field.photoTapRefused", { photo: name })),
    words: {
      checklist: t("field.checklist"),
      save: t("field.saveChecks"),
      link: t("field.photosLink"),
      photos: t("field.photos"),
      add: t("field.addPhoto"),
      ok: t("field.ok"),
      tooLarge: t("field.photoTooLarge"),
    },
  };
}
