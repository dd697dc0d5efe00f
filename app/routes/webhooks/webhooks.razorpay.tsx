import type { ActionFunctionArgs } from "react-router";

import { env } from "~/env.server";
import { gatewayConfig } from "~/integrations/payment-gateway-config.server";
import { razorpayWebhookSchema } from "~/integrations/razorpay-webhook";
import { readSignedWebhook } from "~/integrations/signed-webhook.server";
import { gatewayEventKept } from "~/jobs/gateway-wake.server";
import { BODY_LIMITS } from "~/lib/http/body-limits";
import { keepGatewayEvent } from "~/models/gateway-payments.server";
import { resourceResponse } from "~/security/headers.server";

// Razorpay's webhook (docs/decisions/0020-a-gateway-for-upi.md): each delivery read up to its
// limit, its X-Razorpay-Signature (the hex HMAC-SHA256 of the raw body with the webhook secret)
// checked before anything is parsed, its shape checked (app/integrations/): a bad one is refused and
// records nothing. A good one is kept once by its x-razorpay-event-id and answered at once (the
// gateway delivers again when not answered within 5 seconds); the payment-gateway job records what
// it says (app/jobs/payment-gateway.server.ts), once by the payment's id, woken now.

const plain = (text: string, status = 200) => resourceResponse(text, { type: "text/plain", status });

export function loader() {
  return plain("Not found", 404);
}

export async function action({ request }: ActionFunctionArgs) {
  const configured = gatewayConfig(env());
  if (!configured.on) return plain("Not found", 404);
  const read = await readSignedWebhook(request, {
    secret: configured.config.webhookSecret,
    signatureHeader: "X-Razorpay-Signature",
    signaturePrefix: "",
    limit: BODY_LIMITS.paymentWebhook,
    schema: razorpayWebhookSchema,
  });
  if (!read.ok) {
    console.warn(`Refused a Razorpay webhook: ${read.reason}`);
    return plain(read.reason, read.status);
  }
  const payment = read.body.payload.payment?.entity;
  // Razorpay names each event; a delivery without the header is known by its event and payment.
  const eventId = request.headers.get("x-razorpay-event-id")?.trim().slice(0, 100) || `${read.body.event}:${payment?.id ?? read.body.created_at ?? ""}`;
  // Kept as its documented fields only (the payer's e-mail and phone are not kept).
  if (await keepGatewayEvent(eventId, read.body.event, JSON.stringify(read.body))) gatewayEventKept();
  return plain("OK");
}
