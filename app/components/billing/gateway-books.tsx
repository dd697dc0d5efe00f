import { Form, Link } from "react-router";

import { useStaffFormat } from "~/components/admin/staff-format";
import { SubmitButton } from "~/components/forms/fields";
import { useIsPending } from "~/components/forms/pending";
import { useT } from "~/lib/i18n/i18n";
import type { gatewayBooks } from "~/models/gateway-reconciliation.server";

type GatewayBooks = Awaited<ReturnType<typeof gatewayBooks>>;

/**
 * Books' part for the payment gateway, when one is configured: the month's payments through it and
 * the fees it reported; what the office checks (a payment of another amount, after the bill was
 * paid, to an unknown QR code, one the gateway did not list, a UPI payment typed by staff with its
 * reason); and, for the desk, the reconciliation now (the job, app/jobs/gateway-reconciliation.server.ts).
 */
export function GatewayBooksSection({ gateway, mayReconcile, mayOpenBookings }: { gateway: GatewayBooks; mayReconcile: boolean; mayOpenBookings: boolean }) {
  const t = useT();
  const { money } = useStaffFormat();
  const reconciling = useIsPending({ intent: "reconcile" });
  const booking = (id: number | null, reference: string | null) =>
    mayOpenBookings && id !== null ? (
      <Link to={`/admin/bookings/${id}/bill`} className="font-mono font-medium text-brand-700 underline">
        {reference}
      </Link>
    ) : (
      <span className="font-mono font-medium">{reference}</span>
    );
  const { totals } = gateway;
  return (
    <div id="gateway" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="font-semibold">{t("books.gatewayHeading")}</h3>
      <p className="text-sm text-slate-700">
        {t("books.gatewayTotals", { count: totals.count, amount: money(totals.amountPaise), fee: money(totals.feePaise), tax: money(totals.taxPaise) })}
      </p>
      <h4 className="text-sm font-semibold">{t("books.gatewayCheck")}</h4>
      {gateway.flagged.length === 0 && gateway.typed.length === 0 ? (
        <p className="text-sm text-slate-700">{t("books.gatewayNothing")}</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {gateway.flagged.map((payment) => (
            <li key={`g${payment.id}`} className="py-2">
              {payment.reference ? <>{booking(payment.bookingId, payment.reference)}: </> : null}
              {t(`books.gateway.${payment.outcome}`, { amount: money(payment.amountPaise) })}
              {payment.missing ? `; ${t("books.gatewayMissing")}` : ""} <span className="font-mono text-slate-600">{payment.rrn || payment.paymentId}</span>
            </li>
          ))}
          {gateway.typed.map((payment) => (
            <li key={`t${payment.id}`} className="py-2">
              {booking(payment.bookingId, payment.bookingReference)}:{" "}
              {t("books.gatewayTyped", { amount: money(payment.amount_paise), utr: payment.reference, reason: payment.check_reason })}
            </li>
          ))}
        </ul>
      )}
      {mayReconcile ? (
        <Form method="post">
          <input type="hidden" name="intent" value="reconcile" />
          <SubmitButton pending={reconciling} variant="outline">
            {t("books.reconcileNow")}
          </SubmitButton>
        </Form>
      ) : null}
    </div>
  );
}
