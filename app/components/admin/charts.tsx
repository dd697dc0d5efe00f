// Server-rendered SVG charts: readable without JavaScript, no chart library. Each chart is an
// image with a one-line summary for screen readers, and its numbers as a table beneath.
import { useId, type ReactNode } from "react";

type Datum = { label: string; shortLabel?: string; value: number };

function ChartFigure({
  title,
  summary,
  data,
  columnHeaders,
  children,
}: {
  title: string;
  summary: string;
  data: readonly Datum[];
  columnHeaders: [string, string];
  children: (ids: { titleId: string; summaryId: string }) => ReactNode;
}) {
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
      {/* On a phone the chart keeps a readable size and scrolls sideways (by keyboard too). */}
      <div className="mt-3 overflow-x-auto" tabIndex={0} role="group" aria-labelledby={ids.titleId}>
        {children(ids)}
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">Show the numbers as a table</summary>
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
                <td className="py-1 tabular-nums">{d.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

const AXIS_TEXT = "fill-slate-600 text-[12px]";

/** Vertical bars over time (bookings per day), every fifth day labelled. */
export function ColumnChart({ title, summary, data }: { title: string; summary: string; data: readonly Datum[] }) {
  const width = 960;
  const height = 220;
  const top = 16;
  const bottom = 24;
  const left = 32;
  const max = Math.max(1, ...data.map((d) => d.value));
  const slot = (width - left) / Math.max(1, data.length);
  const barHeight = (value: number) => ((height - top - bottom) * value) / max;
  return (
    <ChartFigure title={title} summary={summary} data={data} columnHeaders={["Day", "Bookings"]}>
      {({ titleId, summaryId }) => (
        <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={titleId} aria-describedby={summaryId} className="h-auto w-full min-w-[600px]">
          <line x1={left} x2={width} y1={height - bottom} y2={height - bottom} className="stroke-slate-300" />
          <text x={left - 6} y={top + 4} textAnchor="end" className={AXIS_TEXT}>
            {max}
          </text>
          <text x={left - 6} y={height - bottom} textAnchor="end" className={AXIS_TEXT}>
            0
          </text>
          {data.map((d, i) => {
            const h = barHeight(d.value);
            const x = left + i * slot;
            return (
              <g key={d.label}>
                <rect x={x + slot * 0.15} y={height - bottom - h} width={slot * 0.7} height={h} rx={2} className="fill-brand-600">
                  <title>{`${d.label}: ${d.value}`}</title>
                </rect>
                {i % 5 === 0 || i === data.length - 1 ? (
                  <text
                    x={i === data.length - 1 ? x + slot : x + slot / 2}
                    y={height - 8}
                    textAnchor={i === data.length - 1 ? "end" : "middle"}
                    className={AXIS_TEXT}
                  >
                    {d.shortLabel ?? d.label}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      )}
    </ChartFigure>
  );
}

const MAX_LABEL_CHARS = 22;

/** Horizontal bars for categories (bookings by service, by locality), largest first. */
export function BarChart({ title, summary, data }: { title: string; summary: string; data: readonly Datum[] }) {
  const width = 480;
  const row = 28;
  const labelWidth = 170;
  const valueWidth = 48;
  const height = Math.max(1, data.length) * row;
  const max = Math.max(1, ...data.map((d) => d.value));
  return (
    <ChartFigure title={title} summary={summary} data={data} columnHeaders={["Name", "Bookings"]}>
      {({ titleId, summaryId }) =>
        data.length === 0 ? (
          <p className="text-sm text-slate-600">No bookings yet.</p>
        ) : (
          <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={titleId} aria-describedby={summaryId} className="h-auto w-full min-w-[400px]">
            {data.map((d, i) => {
              const barWidth = ((width - labelWidth - valueWidth) * d.value) / max;
              const y = i * row;
              const label = d.label.length > MAX_LABEL_CHARS ? `${d.label.slice(0, MAX_LABEL_CHARS - 1)}…` : d.label;
              return (
                <g key={d.label}>
                  <title>{`${d.label}: ${d.value}`}</title>
                  <text x={labelWidth - 8} y={y + row / 2 + 4} textAnchor="end" className="fill-slate-800 text-[12px]">
                    {label}
                  </text>
                  <rect x={labelWidth} y={y + 5} width={Math.max(barWidth, 1)} height={row - 10} rx={3} className="fill-brand-600" />
                  <text x={labelWidth + barWidth + 6} y={y + row / 2 + 4} className="fill-slate-700 text-[12px] tabular-nums">
                    {d.value}
                  </text>
                </g>
              );
            })}
          </svg>
        )
      }
    </ChartFigure>
  );
}
