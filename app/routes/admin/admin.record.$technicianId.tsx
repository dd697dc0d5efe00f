// A technician's record over a range of visit days: his customers' ratings (average, count, the
// stars given), his visits, those completed first time, callbacks, not at home, arrival within the
// promised slot, money taken and plans sold; each figure links to the visits behind it
// (?figure=). The owner reads any technician's; a technician his own (a link on his day). The
// rules: app/lib/team/record.ts.
import { data, Link, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";

import { requireAdmin } from "~/auth.server";
import { RangeForm } from "~/components/admin/range-form";
import type { MessageId } from "~/content/messages/en";
import { can } from "~/lib/auth/capabilities";
import { rupees } from "~/lib/billing/bill";
import { metaTranslator, useT } from "~/lib/i18n/i18n";
import { LANGUAGES } from "~/lib/i18n/locales";
import { messagesFor, serverTranslator } from "~/lib/i18n/messages.server";
import { averageText, type Figure, isFigure, technicianRecord } from "~/lib/team/record";
import * as clock from "~/lib/time/clock.server";
import { formatVisitDay } from "~/lib/time/ist";
import { askedRange } from "~/models/analytics.server";
import { technicianName } from "~/models/settings.server";
import { technicianRecords, visitsBehind } from "~/models/technician-record.server";

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => [
  { title: page ? metaTranslator(matches)("record.heading", { technician: page.technician }) : "" },
  { name: "robots", content: "noindex,nofollow" },
];

/** A share as a whole percentage ("–" of nothing). */
const percent = (part: number, whole: number) => (whole === 0 ? "–" : `${Math.round((part / whole) * 100)}%`);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, "record.read");
  const id = Number(params.technicianId);
  // Another technician's record is not there for a technician (as if it did not exist).
  const mine = admin.technicianId !== null && admin.technicianId === id;
  if (!Number.isSafeInteger(id) || id <= 0 || !(mine || can(admin.role, "record.any"))) throw data("Not found", { status: 404 });
  const technician = await technicianName(id);
  if (technician === null) throw data("Not found", { status: 404 });
  const url = new URL(request.url);
  const { range, refused } = askedRange(url, clock.now());
  const record = (await technicianRecords(range, id)).get(id) ?? technicianRecord([], []);
  const t = serverTranslator(admin.language);
  const tag = LANGUAGES[admin.language].tag;
  const asked = url.searchParams.get("figure");
  const figure: Figure | null = isFigure(asked) ? asked : null;
  const { ratings } = record;
  const rows: { figure: Figure; label: string; value: string }[] = [
    {
      figure: "ratings",
      label: t("record.ratings"),
      value: ratings.average === null ? t("record.noRatings") : t("record.average", { average: averageText(ratings.average, tag), count: ratings.count }),
    },
    { figure: "visits", label: t("record.visits"), value: String(record.visits) },
    {
      figure: "firstTime",
      label: t("record.firstTime"),
      value: t("record.share", { part: record.firstTime, whole: record.completed, percent: percent(record.firstTime, record.completed) }),
    },
    {
      figure: "callbacks",
      label: t("record.callbacks"),
      value: t("record.share", { part: record.callbacks, whole: record.completed, percent: percent(record.callbacks, record.completed) }),
    },
    {
      figure: "notHome",
      label: t("record.notHome"),
      value: t("record.share", { part: record.notHome, whole: record.visits, percent: percent(record.notHome, record.visits) }),
    },
    {
      figure: "onTime",
      label: t("record.onTime"),
      value: t("record.share", { part: record.onTime.part, whole: record.onTime.whole, percent: percent(record.onTime.part, record.onTime.whole) }),
    },
    { figure: "money", label: t("record.money"), value: rupees(record.takenPaise, tag) },
    { figure: "plans", label: t("record.plans"), value: String(record.plansSold) },
  ];
  // A technician opens a visit on his job screen; the owner on the booking's page.
  const visitPath = can(admin.role, "bookings.read") ? "/admin/bookings/" : "/admin/jobs/";
  return {
    messages: messagesFor(admin.language, "record"),
    technician,
    range,
    // A range that is no range: the last 30 days instead, and the page says so.
    refused: refused ? t("deskAnalytics.refused") : null,
    rows,
    distribution: ratings.distribution.map((count, index) => ({ stars: index + 1, count })).reverse(),
    figure: figure ? { figure, label: rows.find((row) => row.figure === figure)!.label } : null,
    behind: figure
      ? (await visitsBehind(record.behind[figure])).map((visit) => ({
          ...visit,
          href: `${visitPath}${visit.id}`,
          day: visit.visitDate ? formatVisitDay(visit.visitDate, tag) : "",
          status: t(`desk.badge.${visit.status}` as MessageId),
        }))
      : [],
  };
}

export default function TechnicianRecordPage() {
  const { technician, range, refused, rows, distribution, figure, behind } = useLoaderData<typeof loader>();
  const t = useT();
  const link = (shown: Figure) => `?from=${range.from}&to=${range.to}&figure=${shown}#behind`;
  return (
    <section aria-labelledby="record-heading" className="space-y-4">
      <h2 id="record-heading" className="text-xl font-semibold text-slate-900">
        {t("record.heading", { technician })}
      </h2>
      <RangeForm range={range} refused={refused} words={{ from: t("record.from"), to: t("record.to"), show: t("record.show") }} />
      <table className="w-full rounded-xl border border-slate-200 bg-white text-left shadow-sm">
        <thead className="text-sm text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-2">
              {t("record.figure")}
            </th>
            <th scope="col" className="px-4 py-2">
              {t("record.value")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.figure} data-figure={row.figure}>
              <th scope="row" className="px-4 py-3 font-medium text-slate-800">
                {row.label}
              </th>
              <td className="px-4 py-3 tabular-nums">
                <Link to={link(row.figure)} className="font-semibold text-brand-700 underline underline-offset-2">
                  {row.value}
                </Link>
                {row.figure === "ratings" ? (
                  <ul aria-label={t("record.ratings")} className="mt-1 text-sm text-slate-700">
                    {distribution.map((entry) => (
                      <li key={entry.stars}>
                        {t("record.stars", { stars: entry.stars })}: {entry.count}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-sm text-slate-600">{t("record.rule")}</p>
      {figure ? (
        <section id="behind" aria-labelledby="behind-heading" className="scroll-mt-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <h3 id="behind-heading" className="font-semibold">
            {t("record.behind", { figure: figure.label })}
          </h3>
          {behind.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">{t("record.noVisits")}</p>
          ) : (
            <ul className="mt-2 space-y-1">
              {behind.map((visit) => (
                <li key={visit.id}>
                  <Link to={visit.href} className="font-mono font-medium text-brand-700 underline">
                    {visit.reference}
                  </Link>{" "}
                  {visit.day}, {visit.status}
                  {visit.stars ? `, ${t("record.stars", { stars: visit.stars })}` : ""}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </section>
  );
}
