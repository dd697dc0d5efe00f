import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { Link, useLoaderData } from "react-router";

import { requireAdmin } from "~/auth.server";
import { LogPager } from "~/components/admin/log-pager";
import { SettingsSubpage } from "~/components/admin/settings-subpage";
import { useStaffFormat } from "~/components/admin/staff-format";
import { stackedTable, TableHead } from "~/components/admin/table-head";
import { business } from "~/content/business";
import { env } from "~/env.server";
import { auditActionMessage, auditActorMessage } from "~/lib/audit/actions";
import { parseRowId } from "~/lib/forms/row-id";
import { metaTranslator, useT } from "~/lib/i18n/i18n";
import { messagesFor } from "~/lib/i18n/messages.server";
import { countAuditLog, listAuditLog } from "~/models/audit.server";
import { lastRetentionRun, LOG_RETENTION_DAYS } from "~/models/privacy.server";

const PATH = "/admin/settings/audit";
const PAGE_SIZE = 25;

export const meta: MetaFunction = ({ matches }) => [
  { title: metaTranslator(matches)("audit.metaTitle", { name: business.name }) },
  { name: "robots", content: "noindex,nofollow" },
];

// Read only: the site has no way to change or delete an entry (the table refuses it too).
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, "audit.read");
  const page = parseRowId(new URL(request.url).searchParams.get("page")) ?? 1;
  const [entries, total, retention] = await Promise.all([
    listAuditLog({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
    countAuditLog(),
    lastRetentionRun(),
  ]);
  return {
    // The page's words in the reader's language; each entry's action by its message. What an entry
    // says it did (its detail, note and device) is the record as written when it happened.
    messages: messagesFor(admin.language, "logs", "audit"),
    entries: entries.map((entry) => ({ ...entry, actionMessage: auditActionMessage(entry.action), actorMessage: auditActorMessage(entry.actor_email) })),
    page,
    pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    retention,
    retentionMonths: env().RETENTION_MONTHS,
    logDays: LOG_RETENTION_DAYS,
  };
}

const CELL = stackedTable.cell;

export default function AuditLog() {
  const { entries, page, pageCount, retention, retentionMonths, logDays } = useLoaderData<typeof loader>();
  const t = useT();
  const format = useStaffFormat();
  const columns = [t("audit.when"), t("audit.who"), t("audit.what"), t("audit.details"), t("audit.fromWhere")] as const;
  return (
    <SettingsSubpage id="audit" title={t("audit.title")} intro={t("audit.intro")}>
      <section aria-labelledby="retention-heading" className="rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
        <h3 id="retention-heading" className="font-semibold">
          {t("audit.retention")}
        </h3>
        <p className="mt-1 text-slate-700">{t("audit.retentionText", { months: format.count(retentionMonths), days: format.count(logDays) })}</p>
        <p className="mt-1 font-medium text-slate-900" data-retention-run="">
          {retention
            ? t("audit.lastRun", {
                when: format.when(retention.ranAt),
                bookings: format.count(retention.bookingsAnonymised),
                rateLimits: format.count(retention.rateLimitsDeleted),
                addresses: format.count(retention.auditAddressesCleared),
                alertLogs: format.count(retention.alertLogsDeleted),
              })
            : t("audit.notRun")}
        </p>
      </section>
      <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
        {entries.length === 0 ? (
          <p className="px-4 py-4 text-sm text-slate-600">{t("audit.nothing")}</p>
        ) : (
          <table className={stackedTable.table}>
            <caption className="sr-only">{t("audit.caption")}</caption>
            <TableHead columns={columns} cellClassName="px-3 py-2" className={stackedTable.head} />
            <tbody className={stackedTable.body}>
              {entries.map((entry) => (
                <tr key={entry.id} className={stackedTable.row}>
                  {/* A line each on a phone: at 320 px the time and the e-mail do not fit side by side. */}
                  <td data-label={columns[0]} className={`${CELL} max-sm:col-span-2 sm:whitespace-nowrap`}>
                    {format.when(entry.created_at)}
                  </td>
                  <td data-label={columns[1]} className={`${CELL} break-all max-sm:col-span-2`}>
                    {entry.actorMessage ? t(entry.actorMessage) : entry.actor_email}
                  </td>
                  <td data-label={columns[2]} className={`${CELL} font-medium`}>
                    {entry.actionMessage ? t(entry.actionMessage) : entry.action}
                  </td>
                  <td data-label={columns[3]} className={`${CELL} break-words max-sm:col-span-2`}>
                    {entry.detail || "—"}
                    {entry.note ? <span className="block text-slate-700">&ldquo;{entry.note}&rdquo;</span> : null}
                    {entry.booking_id ? (
                      <Link to={`/admin/bookings/${entry.booking_id}`} className="ml-2 text-brand-700 underline">
                        {t("audit.booking", { id: entry.booking_id })}
                      </Link>
                    ) : null}
                  </td>
                  <td data-label={columns[4]} className={`${CELL} break-words max-sm:col-span-2`}>
                    {entry.client_address ?? t("audit.addressUnknown")}
                    {entry.device ? <span className="block text-xs text-slate-500">{entry.device}</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <LogPager label={t("audit.pages")} path={PATH} page={page} pageCount={pageCount} />
      </div>
    </SettingsSubpage>
  );
}
