// The payment gateway's reconciliation, hourly and on demand from Books: asks the gateway for the
// payments of each QR code of the last two days that the books hold no payment for, and records any
// captured one the webhook missed; then asks for the day's payments and notes their fees (when the
// API reports them) and which payments the books hold that the gateway did not list.
import { configuredGateway, gatewayNow } from "~/jobs/payment-gateway.server";
import { recordGatewayPayment } from "~/models/gateway-payments.server";
import { gatewayPaymentsSince, noteGatewayFees, qrsWithoutPayment } from "~/models/gateway-reconciliation.server";

const DAY_MS = 24 * 60 * 60 * 1000;

export async function reconcileGateway(now: Date): Promise<{ found: number; missing: number }> {
  const gateway = configuredGateway();
  if (!gateway) return { found: 0, missing: 0 };
  const since = new Date(now.getTime() - 2 * DAY_MS);
  let found = 0;
  for (const qr of await qrsWithoutPayment(since)) {
    for (const payment of await gateway.qrPayments(qr.qr_id)) {
      if (!payment.captured) continue;
      if ((await recordGatewayPayment(payment, qr.qr_id, "reconciliation", now)) !== "known") found += 1;
    }
  }
  const until = gatewayNow(now);
  const day = new Date(until.getTime() - DAY_MS);
  const listed = await gateway.payments(day, until);
  const books = await gatewayPaymentsSince(day, until);
  const missing = await noteGatewayFees(
    listed,
    books.map((row) => row.payment_id),
  );
  return { found, missing };
}
