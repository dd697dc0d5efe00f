// The payment-gateway job (docs/decisions/0020-a-gateway-for-upi.md): records what the gateway's
// webhook deliveries say (kept by the webhook, which answers at once), then keeps one QR code at the
// gateway for each amount due: a bill or plan whose amount changed gets its old QR code closed and
// a new one made, a bill paid or cancelled its QR code closed. Without a gateway it does nothing.
import { env } from "~/env.server";
import { gatewayConfig } from "~/integrations/payment-gateway-config.server";
import { gatewayPayment, type PaymentGateway, razorpay } from "~/integrations/razorpay.server";
import { razorpayWebhookSchema } from "~/integrations/razorpay-webhook";
import { gatewayEventDone, gatewayEventFailed, pendingGatewayEvents, recordGatewayPayment } from "~/models/gateway-payments.server";
import { amountsWanted, keepQr, openQrs, qrClosed, qrStillWanted } from "~/models/gateway-qrs.server";

/** How long a QR code is good for at the gateway (at least 15 minutes, its rule): a day's visit, then it is made again. */
const QR_LIFE_MS = 12 * 60 * 60 * 1000;

/** The gateway the environment turns on, or null. */
export function configuredGateway(): PaymentGateway | null {
  const setting = gatewayConfig(env());
  return setting.on ? razorpay(setting.config) : null;
}

/**
 * "Now" as the gateway reads it: it keeps real time (a QR code's close_by must be 15 minutes ahead
 * of it), while a test server's clock may run behind it from CLOCK_START; in production the two agree.
 */
export function gatewayNow(now: Date): Date {
  return new Date(Math.max(now.getTime(), Date.now()));
}

type Counts = { recorded: number; made: number; closed: number; failed: number };

export async function runPaymentGateway(now: Date): Promise<Counts> {
  const gateway = configuredGateway();
  const counts: Counts = { recorded: 0, made: 0, closed: 0, failed: 0 };
  if (!gateway) return counts;
  for (const event of await pendingGatewayEvents()) {
    try {
      const parsed = razorpayWebhookSchema.safeParse(JSON.parse(event.body));
      const payment = parsed.success ? parsed.data.payload.payment?.entity : undefined;
      const qr = parsed.success ? parsed.data.payload.qr_code?.entity : undefined;
      // Only a QR code's captured payment is money in; other events of the account are passed over.
      if (event.event === "qr_code.credited" && payment?.status === "captured" && qr) {
        const recorded = await recordGatewayPayment(gatewayPayment(payment), qr.id, "webhook", now);
        if (recorded !== "known") counts.recorded += 1;
      }
      await gatewayEventDone(event.id, now);
    } catch (error) {
      counts.failed += 1;
      await gatewayEventFailed(event.id);
      console.error(`The payment gateway's event ${event.id} was not recorded:`, error instanceof Error ? error.message : error);
    }
  }
  const wanted = await amountsWanted(now);
  const open = await openQrs();
  for (const qr of open) {
    if (qrStillWanted(qr, wanted, now)) continue;
    try {
      if (qr.close_by > now.toISOString()) await gateway.closeQr(qr.qr_id);
      await qrClosed(qr.id, now);
      counts.closed += 1;
    } catch (error) {
      counts.failed += 1;
      console.error(`The payment gateway's QR code ${qr.id} was not closed:`, error instanceof Error ? error.message : error);
    }
  }
  const stillOpen = open.filter((qr) => qrStillWanted(qr, wanted, now));
  for (const want of wanted) {
    if (stillOpen.some((qr) => qr.booking_id === want.bookingId && qr.customer_plan_id === want.customerPlanId)) continue;
    try {
      const closeBy = new Date(gatewayNow(now).getTime() + QR_LIFE_MS);
      const notes: Record<string, string> = want.bookingId !== null ? { booking: want.description } : { plan: want.description };
      const qr = await gateway.createQr({ amountPaise: want.amountPaise, description: want.description, closeBy, notes });
      await keepQr(want, qr, closeBy, now);
      counts.made += 1;
    } catch (error) {
      counts.failed += 1;
      console.error("The payment gateway's QR code was not made:", error instanceof Error ? error.message : error);
    }
  }
  // A failed call is counted and tried again at the next turn (5 seconds), not thrown: a failing
  // job is retried later and later, and the webhook's payments would wait for it.
  return counts;
}
