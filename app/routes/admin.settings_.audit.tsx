import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { Link, useLoaderData } from "react-router";

import { requireAdmin } from "~/auth.server";
import { LogPager } from "~/components/admin/log-pager";
import { SettingsSubpage } from "~/components/admin/settings-subpage";
import { stackedTable, TableHead } from "~/components/admin/table-head";
import { business } from "~/content/business";
import { env } from "~/env.server";
import { auditActionLabel } from "~/lib/audit/actions";
import { parseRowId } from "~/lib/forms/row-id";
import { formatIstDateTime } from "~/lib/time/ist";
import { countAuditLog, listAuditLog } from "~/models/audit.server";
import { lastRetentionRun, LOG_RETENTION_DAYS } from "~/models/privacy.server";

const PATH = "/admin/settings/audit";
const PAGE_SIZE = 25;

export const meta: MetaFunction = () => [{ title: `Audit log - Admin - ${business.name}` }, { name: "robots", content: "noindex,nofollow" }];

// Read only: the site has no way to change or delete an entry (the table refuses it too).
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, "audit.read");
  const page = parseRowId(new URL(request.url).searchParams.get("page")) ?? 1;
  const [entries, total, retention] = await Promise.all([
    listAuditLog({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
    countAuditLog(),
    lastRetentionRun(),
  ]);
  return {
    entries,
    page,
    pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    retention,
    retentionMonths: env().RETENTION_MONTHS,
    logDays: LOG_RETENTION_DAYS,
  };
}

const COLUMNS = ["When", "Who", "What", "Details", "From where"];
const CELL = stackedTable.cell;

export default function AuditLog() {
  const { entries, page, pageCount, retention, retentionMonths, logDays } = useLoaderData<typeof loader>();
  return (
    <SettingsSubpage
      id="audit"
      title="Audit log"
      intro="What staff did, newest first: sign-ins, status changes, views of a booking by office and technician accounts, notes, settings, exports and more. Entries are never changed or removed; their address and device are cleared after the logs' retention."
    >
      <section aria-labelledby="retention-heading" className="rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
        <h3 id="retention-heading" className="font-semibold">
          Retention
        </h3>
        <p className="mt-1 text-slate-700">
          Daily: bookings completed or cancelled more than {retentionMonths} months ago are anonymised; spent rate-limit rows are deleted; audit addresses and
          alert logs older than {logDays} days are cleared.
        </p>
        <p className="mt-1 font-medium text-slate-900" data-retention-run="">
          {retention
            ? `Last run ${formatIstDateTime(retention.ranAt)}: ${retention.bookingsAnonymised} bookings anonymised, ${retention.rateLimitsDeleted} rate-limit rows deleted, ${retention.auditAddressesCleared} audit addresses cleared, ${retention.alertLogsDeleted} alert logs deleted.`
            : "Not run yet: it runs as the server starts, then daily."}
        </p>
      </section>
      <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
        {entries.length === 0 ? (
          <p className="px-4 py-4 text-sm text-slate-600">Nothing recorded yet.</p>
        ) : (
          <table className={stackedTable.table}>
            <caption className="sr-only">Staff actions, newest first</caption>
            <TableHead columns={COLUMNS} cellClassName="px-3 py-2" className={stackedTable.head} />
            <tbody className={stackedTable.body}>
              {entries.map((entry) => (
                <tr key={entry.id} className={stackedTable.row}>
                  {/* A line each on a phone: at 320 px the time and the e-mail do not fit side by side. */}
                  <td data-label="When" className={`${CELL} max-sm:col-span-2 sm:whitespace-nowrap`}>
                    {formatIstDateTime(entry.created_at)}
                  </td>
                  <td data-label="Who" className={`${CELL} break-all max-sm:col-span-2`}>
                    {entry.actor_email}
                  </td>
                  <td data-label="What" className={`${CELL} font-medium`}>
                    {auditActionLabel(entry.action)}
                  </td>
                  <td data-label="Details" className={`${CELL} break-words max-sm:col-span-2`}>
                    {entry.detail || "—"}
                    {entry.note ? <span className="block text-slate-700">&ldquo;{entry.note}&rdquo;</span> : null}
                    {entry.booking_id ? (
                      <Link to={`/admin/bookings/${entry.booking_id}`} className="ml-2 text-brand-700 underline">
                        Booking {entry.booking_id}
                      </Link>
                    ) : null}
                  </td>
                  <td data-label="From where" className={`${CELL} break-words max-sm:col-span-2`}>
                    {entry.client_address ?? "Address unknown"}
                    {entry.device ? <span className="block text-xs text-slate-500">{entry.device}</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <LogPager label="Audit log pages" path={PATH} page={page} pageCount={pageCount} />
      </div>
    </SettingsSubpage>
  );
}
