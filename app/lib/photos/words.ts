// A visit's photos as staff read them: each kind's word, and a photo kept on his phone with no
// signal as a tap is named (waiting, sent, not done) wherever his taps are said (his day, the job).
import type { Translate } from "~/lib/i18n/i18n";

export const PHOTO_WORDS = { before: "field.photoBefore", after: "field.photoAfter", label: "field.photoLabel", signature: "field.signature" } as const;

/** A photo's tap by its kind (the tap's step): "Before photo". */
export function photoTapNames(t: Translate): Record<"before" | "after" | "label", string> {
  const name = (kind: "before" | "after" | "label") => t("field.photoTap", { kind: t(PHOTO_WORDS[kind]) });
  return { before: name("before"), after: name("after"), label: name("label") };
}
