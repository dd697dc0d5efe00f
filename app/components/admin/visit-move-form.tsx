import { useState } from "react";
import { Form } from "react-router";

import { buttonClass } from "~/components/ui/button";
import { useHydrated } from "~/lib/hooks/use-hydrated";

export type VisitMoveWords = { day: string; slot: string; anyTime: string; full: string; submit: string };

export type VisitMoveChoices = {
  days: readonly string[];
  /** Each slot as the reader reads it. */
  slots: readonly { value: string; label: string }[];
  /** The slots with no place left, by day. */
  full: Readonly<Record<string, readonly string[]>>;
  startedToday: readonly string[];
};

const input = "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base";

/**
 * A visit's new day and slot, posted as `intent` (the job screen's return visit, the office's
 * move). A plain form: without JavaScript every slot is listed and the server refuses a full one
 * at its field; with it, a slot full (or started) on the day chosen cannot be picked.
 */
export function VisitMoveForm({
  intent,
  words,
  choices,
  errors,
  defaultDay,
}: {
  intent: string;
  words: VisitMoveWords;
  choices: VisitMoveChoices;
  errors: { form: string[]; visitDate: string[]; timeSlot: string[] };
  defaultDay: string;
}) {
  const [day, setDay] = useState(choices.days.includes(defaultDay) ? defaultDay : (choices.days[0] ?? ""));
  const hydrated = useHydrated();
  // Before any script runs (and without JavaScript) the day chosen is unknown: nothing is disabled.
  const closed = (value: string) =>
    hydrated && (Boolean(choices.full[day]?.includes(value)) || (day === choices.days[0] && choices.startedToday.includes(value)));
  return (
    <Form method="post" className="space-y-2">
      {errors.form.length ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {errors.form.join(" ")}
        </p>
      ) : null}
      <label className="block text-sm font-medium text-slate-800">
        {words.day}
        <input
          type="date"
          name="visitDate"
          required
          min={choices.days[0]}
          max={choices.days.at(-1)}
          defaultValue={day}
          onChange={(event) => setDay(event.target.value)}
          aria-invalid={errors.visitDate.length ? true : undefined}
          aria-describedby={errors.visitDate.length ? `${intent}-day-error` : undefined}
          className={input}
        />
      </label>
      {errors.visitDate.length ? (
        <p id={`${intent}-day-error`} role="alert" className="text-sm font-medium text-red-800">
          {errors.visitDate.join(" ")}
        </p>
      ) : null}
      <label className="block text-sm font-medium text-slate-800">
        {words.slot}
        <select
          name="timeSlot"
          aria-invalid={errors.timeSlot.length ? true : undefined}
          aria-describedby={errors.timeSlot.length ? `${intent}-slot-error` : undefined}
          className={input}
        >
          <option value="" disabled={closed("")}>
            {words.anyTime}
            {closed("") ? ` (${words.full})` : ""}
          </option>
          {choices.slots.map((slot) => (
            <option key={slot.value} value={slot.value} disabled={closed(slot.value)}>
              {slot.label}
              {closed(slot.value) ? ` (${words.full})` : ""}
            </option>
          ))}
        </select>
      </label>
      {errors.timeSlot.length ? (
        <p id={`${intent}-slot-error`} role="alert" className="text-sm font-medium text-red-800">
          {errors.timeSlot.join(" ")}
        </p>
      ) : null}
      <button type="submit" name="intent" value={intent} className={buttonClass({ variant: "outline", size: "lg", className: "w-full" })}>
        {words.submit}
      </button>
    </Form>
  );
}
