// The job screen's part for a visit that cannot finish today: its words in the technician's
// language, the day's outcome if recorded, and the days and slots the return visit may take.

import { can } from "~/lib/auth/capabilities";
import type { VisitEntry } from "~/lib/booking/visit-steps";
import { LANGUAGES, type Locale } from "~/lib/i18n/locales";
import { serverTranslator } from "~/lib/i18n/messages.server";
import { DAY_MISSING, PART_MISSING } from "~/lib/schemas/visit-schedule";
import { formatIstTime } from "~/lib/time/ist";
import { visitChoices } from "~/models/visit-schedule.server";

export async function notFinishing(
  admin: { role: string; language: Locale },
  visit: { open: boolean; today: boolean; visitDate: string | null; steps: Partial<Record<VisitEntry, string>> },
) {
  const t = serverTranslator(admin.language);
  const tag = LANGUAGES[admin.language].tag;
  const mayReturn = visit.open && can(admin.role, "visit.return");
  const choices = mayReturn ? await visitChoices() : null;
  const said = (step: "not_home" | "waiting_part", label: string) => {
    const at = visit.steps[step];
    return at ? t("field.stepAt", { step: label, time: formatIstTime(at, tag) }) : null;
  };
  return {
    words: {
      heading: t("field.notFinishing"),
      notHome: t("field.notHome"),
      waitingPart: t("field.waitingPart"),
      part: t("field.partName"),
      price: t("field.partPrice"),
      hsn: t("field.hsn"),
      returnVisit: t("field.returnVisit"),
      move: { day: t("deskMove.day"), slot: t("deskMove.slot"), anyTime: t("form.anyTime"), full: t("deskMove.full"), submit: t("field.returnVisit") },
    },
    /** The day's outcomes, on the visit's own day only. */
    mayMark: visit.open && visit.today,
    recorded: [said("not_home", t("field.notHome")), said("waiting_part", t("field.waitingPart"))].filter((text): text is string => text !== null),
    choices: choices && { ...choices, slots: choices.slots.map((slot) => ({ value: slot.value, label: t.text(slot.label) })) },
    // The return visit is another day: the first bookable one after this visit's.
    defaultDay: choices?.days.find((day) => day > (visit.visitDate ?? "")) ?? "",
    inHisWords: { [PART_MISSING]: t("field.partMissing"), [DAY_MISSING]: t("deskMove.dayMissing") },
  };
}
