// Razorpay's QR Codes and Payments APIs, as its documentation gives them: a UPI QR code made for
// exactly one amount and one payment (POST /v1/payments/qr_codes: type "upi_qr", usage
// "single_use", fixed_amount, payment_amount in paise, close_by, notes), closed when the amount
// changes (POST /v1/payments/qr_codes/:id/close), fetched (GET /v1/payments/qr_codes/:id), the
// payments made to one (GET /v1/payments/qr_codes/:id/payments) and those of a span of time
// (GET /v1/payments, for reconciliation). Basic authentication with the key id and secret. Every
// answer's shape is checked; anything else is an error the caller (a job) records and retries.
// A second gateway is another implementation of PaymentGateway (docs/decisions/0020-a-gateway-for-upi.md).
import * as z from "zod/mini";

import type { GatewayConfig } from "~/integrations/payment-gateway-config.server";
import { type RazorpayPayment, razorpayPaymentSchema } from "~/integrations/razorpay-webhook";

/** A QR code at the gateway: its id, amount, the UPI link it encodes (when reported) and its image's address. */
export type GatewayQr = { id: string; amountPaise: number; intent: string; imageUrl: string; status: string };

/** A payment at the gateway, reduced to what the books keep. */
export type GatewayPayment = {
  id: string;
  amountPaise: number;
  captured: boolean;
  method: string;
  vpa: string;
  /** The bank's reference (RRN): the UTR the customer's app shows. */
  rrn: string;
  feePaise: number | null;
  taxPaise: number | null;
  /** Unix seconds. */
  createdAt: number;
};

export type PaymentGateway = {
  name: string;
  createQr(input: { amountPaise: number; description: string; closeBy: Date; notes: Record<string, string> }): Promise<GatewayQr>;
  closeQr(id: string): Promise<void>;
  qrPayments(id: string): Promise<GatewayPayment[]>;
  payments(from: Date, to: Date): Promise<GatewayPayment[]>;
};

const qrSchema = z.object({
  id: z.string(),
  payment_amount: z.optional(z.nullable(z.number())),
  image_url: z.optional(z.nullable(z.string())),
  image_content: z.optional(z.nullable(z.string())),
  status: z.string(),
});

const collectionSchema = z.object({ count: z.number(), items: z.array(razorpayPaymentSchema) });

/** A payment entity as the books keep it. */
export function gatewayPayment(payment: RazorpayPayment): GatewayPayment {
  return {
    id: payment.id,
    amountPaise: payment.amount,
    captured: payment.status === "captured",
    method: payment.method ?? "",
    vpa: payment.vpa ?? "",
    rrn: payment.acquirer_data?.rrn ?? "",
    feePaise: payment.fee ?? null,
    taxPaise: payment.tax ?? null,
    createdAt: payment.created_at ?? 0,
  };
}

const PAGE = 100;
const TIMEOUT_MS = 10_000;

export function razorpay(config: GatewayConfig): PaymentGateway {
  const authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString("base64")}`;

  async function call<T>(method: "GET" | "POST", path: string, schema: z.ZodMiniType<T>, body?: unknown): Promise<T> {
    const response = await fetch(`${config.apiUrl}/v1${path}`, {
      method,
      headers: { Authorization: authorization, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`Razorpay ${method} ${path.replace(/\/[a-z]+_\w+/g, "/…")} answered ${response.status}`);
    const parsed = schema.safeParse(JSON.parse(text));
    if (!parsed.success) throw new Error(`Razorpay ${method} ${path.replace(/\/[a-z]+_\w+/g, "/…")} answered an unexpected shape`);
    return parsed.data;
  }

  const qr = (entity: z.infer<typeof qrSchema>): GatewayQr => ({
    id: entity.id,
    amountPaise: entity.payment_amount ?? 0,
    intent: entity.image_content ?? "",
    imageUrl: entity.image_url ?? "",
    status: entity.status,
  });

  async function collection(path: string, query: Record<string, string>): Promise<GatewayPayment[]> {
    const all: GatewayPayment[] = [];
    for (let skip = 0; ; skip += PAGE) {
      const page = await call("GET", `${path}?${new URLSearchParams({ ...query, count: String(PAGE), skip: String(skip) })}`, collectionSchema);
      all.push(...page.items.map(gatewayPayment));
      if (page.items.length < PAGE) return all;
    }
  }

  return {
    name: "Razorpay",
    async createQr({ amountPaise, description, closeBy, notes }) {
      const created = await call("POST", "/payments/qr_codes", qrSchema, {
        type: "upi_qr",
        name: "WashFix",
        usage: "single_use",
        fixed_amount: true,
        payment_amount: amountPaise,
        description,
        close_by: Math.floor(closeBy.getTime() / 1000),
        notes,
      });
      return qr(created);
    },
    async closeQr(id) {
      await call("POST", `/payments/qr_codes/${encodeURIComponent(id)}/close`, qrSchema);
    },
    qrPayments: (id) => collection(`/payments/qr_codes/${encodeURIComponent(id)}/payments`, {}),
    payments: (from, to) => collection("/payments", { from: String(Math.floor(from.getTime() / 1000)), to: String(Math.floor(to.getTime() / 1000)) }),
  };
}
