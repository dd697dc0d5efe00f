// A real HTTP server in the test run that speaks Razorpay's documented QR Codes and Payments APIs
// (POST /v1/payments/qr_codes, GET /v1/payments/qr_codes/:id, POST /v1/payments/qr_codes/:id/close,
// GET /v1/payments/qr_codes/:id/payments, GET /v1/payments) with Basic authentication, checking what
// it is sent as Razorpay checks it, and makes the `qr_code.credited` webhook deliveries a payment
// causes, as Razorpay sends them: JSON with its slashes escaped (\/), signed in X-Razorpay-Signature
// (hex HMAC-SHA256 of exactly those bytes with the webhook secret), named by x-razorpay-event-id.
import { createHmac } from "node:crypto";
import http from "node:http";

import { freePort } from "./app-server";

export const RAZORPAY_KEY_ID = "rzp_test_WashFix0001";
export const RAZORPAY_KEY_SECRET = "test-key-secret";
export const RAZORPAY_WEBHOOK_SECRET = "test-webhook-secret";

export type QrCode = {
  id: string;
  entity: "qr_code";
  created_at: number;
  name: string;
  usage: string;
  type: string;
  image_url: string;
  image_content: string;
  payment_amount: number;
  status: "active" | "closed";
  description: string;
  fixed_amount: boolean;
  payments_amount_received: number;
  payments_count_received: number;
  notes: Record<string, string>;
  close_by: number;
  closed_at: number | null;
  close_reason: string | null;
};

type Payment = Record<string, unknown> & { id: string; amount: number; fee: number; created_at: number };

/** A delivery as Razorpay makes it: the raw body and its headers. */
export type Delivery = { raw: string; headers: Record<string, string> };

let sequence = 0;
const newId = (prefix: string) => `${prefix}_${Date.now().toString(36)}${(sequence += 1).toString(36).padStart(4, "0")}`;

export async function startRazorpay() {
  const qrs: QrCode[] = [];
  const payments: (Payment & { qrId: string })[] = [];
  /** Every request refused, with why (the test expects none). */
  const refused: string[] = [];
  const authorization = `Basic ${Buffer.from(`${RAZORPAY_KEY_ID}:${RAZORPAY_KEY_SECRET}`).toString("base64")}`;
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const answer = (status: number, json: unknown) => res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(json));
      const error = (status: number, description: string) => {
        refused.push(`${req.method} ${req.url}: ${description}`);
        answer(status, {
          error: { code: "BAD_REQUEST_ERROR", description, source: "business", step: "payment_initiation", reason: "input_validation_failed" },
        });
      };
      if (req.headers.authorization !== authorization) return error(401, "The api key provided is invalid");
      const url = new URL(req.url ?? "/", "http://localhost");
      const path = url.pathname;
      const collection = (items: Payment[]) => {
        const skip = Number(url.searchParams.get("skip") ?? 0);
        const count = Number(url.searchParams.get("count") ?? 10);
        const page = items.slice(skip, skip + count).map(({ qrId: _, ...payment }) => payment);
        answer(200, { entity: "collection", count: page.length, items: page });
      };
      if (req.method === "POST" && path === "/v1/payments/qr_codes") {
        const sent = JSON.parse(body || "{}") as Partial<QrCode> & { payment_amount?: number };
        if (sent.type !== "upi_qr") return error(400, "type must be upi_qr");
        if (sent.usage !== "single_use" && sent.usage !== "multiple_use") return error(400, "usage is invalid");
        if (typeof sent.fixed_amount !== "boolean") return error(400, "fixed_amount must be a boolean");
        if (sent.fixed_amount && (!Number.isInteger(sent.payment_amount) || sent.payment_amount! < 100))
          return error(400, "payment_amount must be at least 100 paise");
        if (!Number.isInteger(sent.close_by) || sent.close_by! < Date.now() / 1000 + 15 * 60)
          return error(400, "close_by should be at least 15 minutes after current time");
        const id = newId("qr");
        const qr: QrCode = {
          id,
          entity: "qr_code",
          created_at: Math.floor(Date.now() / 1000),
          name: sent.name ?? "",
          usage: sent.usage,
          type: "upi_qr",
          image_url: `https://rzp.io/i/${id.slice(3, 11)}`,
          image_content: `upi://pay?pa=rzr.qrwashfix${id.slice(3)}@icici&pn=WashFix&tr=RZP${id.slice(3)}qrv2&tn=PaymenttoWashFix&cu=INR&mc=7629&am=${(sent.payment_amount! / 100).toFixed(2)}`,
          payment_amount: sent.payment_amount!,
          status: "active",
          description: sent.description ?? "",
          fixed_amount: sent.fixed_amount,
          payments_amount_received: 0,
          payments_count_received: 0,
          notes: (sent.notes as Record<string, string>) ?? {},
          close_by: sent.close_by!,
          closed_at: null,
          close_reason: null,
        };
        qrs.push(qr);
        return answer(200, qr);
      }
      const qrPath = /^\/v1\/payments\/qr_codes\/([\w]+)(\/close|\/payments)?$/.exec(path);
      if (qrPath) {
        const qr = qrs.find((one) => one.id === qrPath[1]);
        if (!qr) return error(400, "The id provided does not exist");
        if (req.method === "GET" && !qrPath[2]) return answer(200, qr);
        if (req.method === "GET" && qrPath[2] === "/payments") return collection(payments.filter((payment) => payment.qrId === qr.id));
        if (req.method === "POST" && qrPath[2] === "/close") {
          if (qr.status === "closed") return error(400, "QR code is already closed");
          Object.assign(qr, { status: "closed", closed_at: Math.floor(Date.now() / 1000), close_reason: "on_demand" });
          return answer(200, qr);
        }
      }
      if (req.method === "GET" && path === "/v1/payments") return collection(payments);
      return error(404, "The requested URL was not found on the server.");
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));

  /**
   * A customer pays a QR code (of its amount, or another): the gateway keeps the payment and answers
   * the `qr_code.credited` delivery it would make. A single-use QR code closes once paid.
   */
  function pay(qr: QrCode, { amount = qr.payment_amount, rrn = String(400_000_000_000 + Math.floor(Math.random() * 99_999_999_999)) } = {}) {
    const payment: Payment = {
      id: newId("pay"),
      entity: "payment",
      amount,
      currency: "INR",
      status: "captured",
      order_id: null,
      invoice_id: null,
      international: false,
      method: "upi",
      amount_refunded: 0,
      refund_status: null,
      captured: true,
      description: "QRv2 Payment",
      card_id: null,
      bank: null,
      wallet: null,
      vpa: "gaurav.kumar@exampleupi",
      email: "gaurav.kumar@example.com",
      contact: "+919876543210",
      customer_id: null,
      notes: [],
      fee: Math.round(amount * 0.02),
      tax: Math.round(amount * 0.02 * 0.18),
      error_code: null,
      error_description: null,
      acquirer_data: { rrn },
      created_at: Math.floor(Date.now() / 1000),
    };
    payments.push({ ...payment, qrId: qr.id });
    Object.assign(qr, { payments_amount_received: qr.payments_amount_received + amount, payments_count_received: qr.payments_count_received + 1 });
    if (qr.usage === "single_use") Object.assign(qr, { status: "closed", closed_at: payment.created_at, close_reason: "paid" });
    return { payment, delivery: credited(qr, payment) };
  }

  /** The `qr_code.credited` event of a payment, as Razorpay delivers it. */
  function credited(qr: QrCode, payment: Payment, eventId = `evt_${payment.id.slice(4)}`): Delivery {
    const event = {
      entity: "event",
      account_id: "acc_WashFix0000001",
      event: "qr_code.credited",
      contains: ["payment", "qr_code"],
      payload: { payment: { entity: payment }, qr_code: { entity: qr } },
      created_at: payment.created_at,
    };
    return sign(event, eventId);
  }

  return {
    url: `http://127.0.0.1:${port}`,
    qrs,
    payments,
    refused,
    pay,
    credited,
    /** A payment made at the gateway whose webhook never came (the reconciliation finds it). */
    payQuietly: (qr: QrCode, options?: { amount?: number }) => pay(qr, options).payment,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An event's body as Razorpay writes it (slashes escaped) and signs it. */
export function sign(event: unknown, eventId: string, secret = RAZORPAY_WEBHOOK_SECRET): Delivery {
  const raw = JSON.stringify(event).replace(/\//g, "\\/");
  return {
    raw,
    headers: {
      "Content-Type": "application/json",
      "X-Razorpay-Signature": createHmac("sha256", secret).update(raw).digest("hex"),
      "x-razorpay-event-id": eventId,
    },
  };
}
