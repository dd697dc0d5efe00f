// A page's range of days (analytics, a technician's record): its presets, if any, or two days by a
// GET form, so the range is in the URL; and what was wrong with the range asked for.
import { Form, Link } from "react-router";

import { inputClass } from "~/components/forms/fields";
import { Button, buttonClass } from "~/components/ui/button";
import type { DayRange } from "~/models/analytics.server";

/** `ranges` names the presets (none: no presets). */
type RangeWords = { ranges?: string; from: string; to: string; show: string };

/** The presets, the From and To days, and the words said when the range asked for was no range (`refused`), in the page's words. */
export function RangeForm({
  range,
  presets = [],
  refused,
  words,
}: {
  range: DayRange;
  presets?: { label: string; range: DayRange }[];
  refused: string | null;
  words: RangeWords;
}) {
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      {presets.length ? (
        <nav aria-label={words.ranges} className="flex flex-wrap gap-2">
          {presets.map((preset) => (
            <Link
              key={preset.label}
              to={`?from=${preset.range.from}&to=${preset.range.to}`}
              aria-current={preset.range.from === range.from && preset.range.to === range.to ? "true" : undefined}
              className={buttonClass({ variant: "outline", size: "sm", className: "aria-[current]:bg-brand-700 aria-[current]:text-white" })}
            >
              {preset.label}
            </Link>
          ))}
        </nav>
      ) : null}
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <label className="text-sm font-medium text-slate-800">
          {words.from}
          <input type="date" name="from" defaultValue={range.from} required className={`${inputClass} mt-1`} />
        </label>
        <label className="text-sm font-medium text-slate-800">
          {words.to}
          <input type="date" name="to" defaultValue={range.to} required className={`${inputClass} mt-1`} />
        </label>
        <Button type="submit" variant="outline">
          {words.show}
        </Button>
      </Form>
      {refused ? (
        <p role="alert" className="w-full text-sm font-medium text-red-700">
          {refused}
        </p>
      ) : null}
    </div>
  );
}
