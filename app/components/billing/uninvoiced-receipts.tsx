// Books: the month's money received without an invoice (app/models/uninvoiced.server.ts): a
// booking's payments beyond its invoices in force, a plan paid on its own without its invoice.
// Empty on a normal month, and it says so.
import { Link } from "react-router";

import { useStaffFormat } from "~/components/admin/staff-format";
import { useT } from "~/lib/i18n/i18n";
import type { UninvoicedReceipt } from "~/models/uninvoiced.server";

export function UninvoicedReceipts({ rows, mayOpenBookings }: { rows: readonly UninvoicedReceipt[]; mayOpenBookings: boolean }) {
  const t = useT();
  const { money, when } = useStaffFormat();
  return (
    <div id="uninvoiced" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="font-semibold">{t("books.uninvoicedTitle")}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-700">{t("books.uninvoicedNone")}</p>
      ) : (
        <>
          <p className="text-sm text-slate-700">{t("books.uninvoicedText")}</p>
          <ul className="divide-y divide-slate-100 text-sm">
            {rows.map((row) => (
              <li key={`${row.kind}-${row.bookingId}-${row.at}`} className="py-2">
                {mayOpenBookings ? (
                  <Link to={`/admin/bookings/${row.bookingId}${row.kind === "booking" ? "/bill" : ""}`} className="font-medium text-brand-700 underline">
                    {line(row)}
                  </Link>
                ) : (
                  line(row)
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );

  function line(row: UninvoicedReceipt): string {
    return row.kind === "booking"
      ? t("books.uninvoicedBooking", { reference: row.reference, amount: money(row.amount) })
      : t("books.uninvoicedPlan", { reference: row.reference, name: row.name, amount: money(row.amount), when: when(row.at) });
  }
}
