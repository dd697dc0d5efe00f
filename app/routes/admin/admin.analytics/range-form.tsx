// The analytics page's range (route.tsx): a preset, or two days by a GET form, so the range is in the URL.
import { Form, Link } from "react-router";

import { inputClass } from "~/components/forms/fields";
import { Button, buttonClass } from "~/components/ui/button";
import { useT } from "~/lib/i18n/i18n";
import type { DayRange } from "~/models/analytics.server";

/** The presets, the From and To days, and a word when the range asked for was no range. */
export function RangeForm({ range, presets, refused }: { range: DayRange; presets: { label: string; range: DayRange }[]; refused: boolean }) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <nav aria-label={t("deskAnalytics.ranges")} className="flex flex-wrap gap-2">
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
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <label className="text-sm font-medium text-slate-800">
          {t("deskAnalytics.from")}
          <input type="date" name="from" defaultValue={range.from} required className={`${inputClass} mt-1`} />
        </label>
        <label className="text-sm font-medium text-slate-800">
          {t("deskAnalytics.to")}
          <input type="date" name="to" defaultValue={range.to} required className={`${inputClass} mt-1`} />
        </label>
        <Button type="submit" variant="outline">
          {t("deskAnalytics.show")}
        </Button>
      </Form>
      {refused ? (
        <p role="alert" className="w-full text-sm font-medium text-red-700">
          {t("deskAnalytics.refused")}
        </p>
      ) : null}
    </div>
  );
}
