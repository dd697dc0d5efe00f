// What was done on the visit, for the job screen: the owner's checklist with its ticks, how many
// photos were taken (the photos page takes them), and whether the customer has signed, in his language.
import { LANGUAGES, type Locale } from "~/lib/i18n/locales";
import { serverTranslator } from "~/lib/i18n/messages.server";
import { formatIstTime } from "~/lib/time/ist";
import { signatureRequired } from "~/models/business-settings.server";
import { visitChecklist } from "~/models/checklist.server";
import { listVisitPhotos } from "~/models/visit-photos.server";

export async function visitRecord(locale: Locale, booking: { id: number; service: string }, open: boolean) {
  const t = serverTranslator(locale);
  const tag = LANGUAGES[locale].tag;
  const [checks, photos, asked] = await Promise.all([visitChecklist(booking, locale), listVisitPhotos(booking.id), signatureRequired()]);
  const signature = photos.find((photo) => photo.kind === "signature");
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
    takes: open
      ? (["before", "after", "label"] as const).map((kind) => ({
          kind,
          label: t(kind === "before" ? "field.photoBefore" : kind === "after" ? "field.photoAfter" : "field.photoLabel"),
          submissionId: crypto.randomUUID(),
        }))
      : [],
    words: { checklist: t("field.checklist"), save: t("field.saveChecks"), link: t("field.photosLink"), photos: t("field.photos"), add: t("field.addPhoto") },
  };
}
