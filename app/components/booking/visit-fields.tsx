import { useState } from "react";

import { controlProps, Field, inputClass } from "~/components/forms/fields";
import type { FieldMeta } from "~/components/forms/use-form";
import { BOOKING_DAYS_AHEAD } from "~/lib/booking/visit";
import { useHydrated } from "~/lib/hooks/use-hydrated";
import { useT } from "~/lib/i18n/i18n";
import type { TimeSlot } from "~/models/booking-options.server";

type VisitFieldsProps = {
  visitDate: FieldMeta;
  timeSlot: FieldMeta;
  /** The bookable days, today first (the /book loader's). */
  days: readonly string[];
  timeSlots: readonly TimeSlot[];
  /** The slots with no place left, by day. */
  fullSlots: Readonly<Record<string, readonly string[]>>;
  /** Today's slots that had started when the page was made. */
  startedToday: readonly string[];
};

/**
 * The day and time slot of a visit: a native date input from today to 14 days ahead, and the
 * admin's slots. With JavaScript, today's slots that have started cannot be picked while today is
 * the day chosen (as the page was made, then by the browser's clock), nor a slot that is full on
 * the chosen day. Without JavaScript the form cannot know the day chosen, so it disables nothing:
 * today's started slots only say they are not for today, and tomorrow's Morning stays bookable
 * all day. The server checks both in any case and says so at the slot.
 */
export function VisitFields({ visitDate, timeSlot, days, timeSlots, fullSlots, startedToday }: VisitFieldsProps) {
  const hydrated = useHydrated();
  const [day, setDay] = useState(visitDate.defaultValue || days[0]!);
  const control = controlProps(visitDate);
  const t = useT();
  return (
    <>
      <Field label={t("form.preferredDate")} field={visitDate} hint={t("form.preferredDateHint", { days: BOOKING_DAYS_AHEAD })}>
        <input
          {...control}
          type="date"
          required
          min={days[0]}
          max={days[days.length - 1]}
          defaultValue={control.defaultValue || days[0]}
          onChange={(event) => setDay(event.target.value)}
          className={inputClass}
        />
      </Field>
      <Field label={t("form.preferredSlot")} field={timeSlot}>
        <select {...controlProps(timeSlot)} className={inputClass}>
          {/* "Any time" has a capacity too: full, it is offered no more that day. */}
          <option value="" disabled={hydrated && Boolean(fullSlots[day]?.includes(""))}>
            {t("form.anyTime")}
            {hydrated && fullSlots[day]?.includes("") ? ` ${t("form.slotFull")}` : ""}
          </option>
          {timeSlots.map((slot) => {
            const full = hydrated && Boolean(fullSlots[day]?.includes(slot.value));
            // Started by the server's clock when the options were read (the device's may be wrong).
            const started = hydrated && day === days[0] && startedToday.includes(slot.value);
            // Before any script runs (and without JavaScript), whatever the day chosen.
            const notToday = !hydrated && startedToday.includes(slot.value);
            return (
              <option key={slot.value} value={slot.value} disabled={full || started}>
                {t.text(slot.label)}
                {full ? ` ${t("form.slotFull")}` : started ? ` ${t("form.slotStarted")}` : notToday ? ` ${t("form.slotNotToday")}` : ""}
              </option>
            );
          })}
        </select>
      </Field>
    </>
  );
}
