// Server-rendered SVG charts: readable without JavaScript, no chart library. Each chart is an
// image with a one-line summary for screen readers, and its numbers as a table beneath.
import { type ReactNode, useId } from "react";

import { useT } from "~/lib/i18n/i18n";

type Datum = { label: string; shortLabel?: string; value: number };

/** What a chart counts: its table's column, and how a value is written (rupees for revenue). */
type Measure = { unit?: string; format?: (value: number) => string };
const asText = (format: Measure["format"], value: number) => (format ? format(value) : String(value));

function ChartFigure({
  title,
  summary,
  data,
  columnHeaders,
  format,
  children,
}: {
  title: string;
  summary: string;
  data: readonly Datum[];
  columnHeaders: [string, string];
  format?: Measure["format"];
  children: (ids: { titleId: string; summaryId: string }) => ReactNode;
}) {
  const t = useT();
  const id = useId();
  const ids = { titleId: `${id}-title`, summaryId: `${id}-summary` };
  return (
    <figure className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <figcaption>
        <h3 id={ids.titleId} className="font-semibold text-slate-900">
          {title}
        </h3>
        <p id={ids.summaryId} className="mt-1 text-sm text-slate-600">
          {summary}
        </p>
      </figcaption>
      <div className="mt-3">{children(ids)}</div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">{t("deskAnalytics.asTable")}</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{title}</caption>
          <thead className="text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="py-1 pr-4 font-semibold">
                {columnHeaders[0]}
              </th>
              <th scope="col" className="py-1 font-semibold">
                {columnHeaders[1]}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {data.map((d) => (
              <tr key={d.label}>
                <th scope="row" className="py-1 pr-4 font-normal">
                  {d.label}
                </th>
                <td className="py-1 tabular-nums">{asText(format, d.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

// The bars are SVG shapes stretched to the width (their sizes are attributes, so no inline
// styles are needed under the CSP); every text is HTML at its real size, so labels stay
// readable from a 320 px phone to a wide screen.

const LABEL_EVERY_DAYS = 7;

/** Vertical bars over time (bookings per day): today, highlighted, and every seventh day before it labelled. */
export function ColumnChart({ title, summary, data, unit, format }: { title: string; summary: string; data: readonly Datum[] } & Measure) {
  const t = useT();
  const max = Math.max(1, ...data.map((d) => d.value));
  const last = data.length - 1;
  return (
    <ChartFigure title={title} summary={summary} data={data} columnHeaders={[t("deskAnalytics.col.day"), unit ?? t("deskAnalytics.bookings")]} format={format}>
      {({ titleId, summaryId }) => (
        <div role="img" aria-labelledby={titleId} aria-describedby={summaryId} className="flex gap-2">
          <div className="flex h-40 flex-col justify-between text-right text-xs text-slate-600 tabular-nums">
            <span>{asText(format, max)}</span>
            <span>0</span>
          </div>
          <div className="min-w-0 flex-1">
            <svg viewBox={`0 0 ${Math.max(1, data.length)} 100`} preserveAspectRatio="none" className="block h-40 w-full border-b border-slate-300">
              {data.map((d, i) => {
                const h = (100 * d.value) / max;
                return (
                  <rect key={d.label} x={i + 0.15} y={100 - h} width={0.7} height={h} className={i === last ? "fill-accent-700" : "fill-brand-600"}>
                    <title>{`${d.label}: ${asText(format, d.value)}`}</title>
                  </rect>
                );
              })}
            </svg>
            <div className="flex h-5 text-xs text-slate-600">
              {data.map((d, i) => (
                <span key={d.label} className="relative flex-1">
                  {(last - i) % LABEL_EVERY_DAYS === 0 ? (
                    <span className="absolute top-1 left-1/2 -translate-x-1/2 whitespace-nowrap">{d.shortLabel ?? d.label}</span>
                  ) : null}
                </span>
              ))}
            </div>
          </div>
        </div>
      )}
    </ChartFigure>
  );
}

/** Horizontal bars for categories (bookings by service, by locality), largest first. */
export function BarChart({ title, summary, data, unit, format }: { title: string; summary: string; data: readonly Datum[] } & Measure) {
  const t = useT();
  const max = Math.max(1, ...data.map((d) => d.value));
  return (
    <ChartFigure title={title} summary={summary} data={data} columnHeaders={[t("deskAnalytics.col.name"), unit ?? t("deskAnalytics.bookings")]} format={format}>
      {({ titleId, summaryId }) =>
        data.length === 0 ? (
          <p className="text-sm text-slate-600">{t("deskAnalytics.nothingYet")}</p>
        ) : (
          <div role="img" aria-labelledby={titleId} aria-describedby={summaryId} className="space-y-2">
            {data.map((d) => (
              <div
                key={d.label}
                title={`${d.label}: ${asText(format, d.value)}`}
                className="grid grid-cols-[minmax(0,10rem)_1fr_minmax(2.5rem,auto)] items-center gap-2 text-sm"
              >
                <span className="truncate text-slate-800">{d.label}</span>
                <svg viewBox="0 0 100 10" preserveAspectRatio="none" className="h-4 w-full">
                  <rect width={Math.max((100 * d.value) / max, 0.5)} height={10} className="fill-brand-600" />
                </svg>
                <span className="text-slate-700 tabular-nums">{asText(format, d.value)}</span>
              </div>
            ))}
          </div>
        )
      }
    </ChartFigure>
  );
}
