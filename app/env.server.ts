// The environment, read here and nowhere else in the app: every variable it knows (docs/configuration.md's
// Configuration table) in one zod schema, checked once as the server starts. A start with bad
// values stops and lists every one of them, alert channels included: a typo in SMTP_URL is found
// by the deploy, not by the first booking alert. The rest of the code reads typed values from env().
import { z } from "zod";

import { gatewayConfig } from "~/integrations/payment-gateway-config.server";
import { whatsappConfig } from "~/messages/whatsapp-config.server";
import { type Configured, emailConfig, vapidEnv, webhookConfig } from "~/outbox/config.server";

const SESSION_SECRET_MIN_LENGTH = 32;

const text = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

/** A positive whole number: a limit the operator may set. */
const limit = (fallback: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value, context) => {
      if (!value) return fallback;
      const number = Number(value);
      if (Number.isSafeInteger(number) && number > 0) return number;
      context.addIssue({ code: "custom", message: `must be a whole number above 0 (it is "${value}")` });
      return z.NEVER;
    });

const flag = text.refine((value) => value === undefined || value === "0" || value === "1", "must be 1 or 0");

const schema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"], { message: "must be production, development or test" }).default("development"),
  PORT: text.transform((value, context) => {
    const port = Number(value ?? 3000);
    if (Number.isInteger(port) && port > 0 && port < 65536) return port;
    context.addIssue({ code: "custom", message: "must be a port number" });
    return z.NEVER;
  }),
  HOST: text,
  DATABASE_PATH: text.transform((value) => value ?? "./data/app.db"),
  SITE_URL: text
    .refine((value) => value === undefined || /^https?:\/\/[^/]+/.test(value), "must be an http:// or https:// URL, e.g. https://washfixbengaluru.in")
    .transform((value) => (value ?? "http://localhost:3000").replace(/\/+$/, "")),
  SESSION_SECRET: text,
  ADMIN_EMAIL: text,
  ADMIN_PASSWORD: text,
  CLOCK_START: text.refine((value) => value === undefined || !Number.isNaN(Date.parse(value)), "is not an ISO-8601 instant"),
  CLOCK_START_ALLOWED: flag,
  FLY_APP_NAME: text,
  TRUST_FLY_CLIENT_IP: flag,
  BOOKING_LIMIT_PER_10_MINUTES: limit(5),
  BOOKING_LIMIT_PER_DAY: limit(20),
  OPEN_BOOKINGS_PER_PHONE: limit(3),
  SMTP_URL: text,
  ALERT_EMAIL_TO: text,
  ALERT_EMAIL_FROM: text,
  ALERT_WEBHOOK_URL: text,
  ALERT_WEBHOOK_SECRET: text,
  VAPID_PUBLIC_KEY: text,
  VAPID_PRIVATE_KEY: text,
  VAPID_SUBJECT: text,
  UPI_VPA: text.refine((value) => value === undefined || /^[\w.-]{2,256}@[A-Za-z][\w.-]{1,63}$/.test(value), "must be a UPI ID, e.g. washfix@okaxis"),
  UPI_PAYEE_NAME: text.refine((value) => value === undefined || value.length <= 50, "must be at most 50 characters"),
  GOOGLE_REVIEW_URL: text.refine(
    (value) => value === undefined || /^https:\/\/[^/\s]+\/\S*$/.test(value),
    "must be an https:// URL, e.g. https://g.page/r/XXXX/review",
  ),
  GSTIN: text
    .transform((value) => value?.toUpperCase())
    .refine((value) => value === undefined || /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(value), "must be a 15-character GSTIN, e.g. 29ABCDE1234F1Z5"),
  GST_RATE_PERCENT: text.transform((value, context) => {
    const rate = Number(value ?? 9);
    if (Number.isFinite(rate) && rate > 0 && rate <= 14 && Math.round(rate * 100) === rate * 100) return rate;
    context.addIssue({ code: "custom", message: `must be the rate of each of CGST and SGST in percent, e.g. 9 (it is "${value}")` });
    return z.NEVER;
  }),
  /** 1 (the default): prices include GST, and the bill works the taxable value back from them; 0: tax is added on top. */
  PRICES_INCLUDE_GST: flag.transform((value) => value !== "0"),
  /** The invoice series' prefix: numbers read PREFIX/26-27/0001, at most 16 characters in all. */
  INVOICE_PREFIX: text
    .transform((value) => value ?? "WF")
    .refine(
      (value) => /^[A-Za-z0-9-]{1,4}$/.test(value),
      "must be 1 to 4 letters, digits or -, e.g. WF (invoice numbers read WF/26-27/0001, at most 16 characters)",
    ),
  /**
   * The digits of HSN a part on an invoice must carry, as the business's turnover asks (Notification
   * 78/2020: 4 up to ₹5 crore, 6 above it); empty or 0: a part's HSN is optional.
   */
  HSN_DIGITS_REQUIRED: text.transform((value, context) => {
    const digits = Number(value ?? 0);
    if (digits === 0 || digits === 4 || digits === 6) return digits;
    context.addIssue({ code: "custom", message: `must be 4 or 6 (the HSN digits the turnover asks for), or 0 (it is "${value}")` });
    return z.NEVER;
  }),
  /** Who signs the business's invoices (printed under "Authorised signatory"), e.g. the owner's name. */
  INVOICE_SIGNATORY: text.refine((value) => value === undefined || value.length <= 80, "must be a name of at most 80 characters"),
  /** The SAC of the service lines: 998715, maintenance and repair of electrical household appliances. */
  SERVICE_SAC: text.transform((value) => value ?? "998715").refine((value) => /^\d{6}$/.test(value), "must be a 6-digit SAC, e.g. 998715"),
  /** Where a person sends a request about their data or a grievance (the privacy notice, security.txt); the business's e-mail by default. */
  GRIEVANCE_EMAIL: text.refine((value) => value === undefined || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), "must be an e-mail address"),
  /** How long a completed or cancelled booking keeps the customer's personal details before the daily job anonymises them. */
  RETENTION_MONTHS: limit(24),
  /** How long our own repair is under warranty: printed on the invoice; a visit within it of an earlier repair is flagged. */
  REPAIR_WARRANTY_DAYS: limit(90),
  /** What one WhatsApp template message costs, in paise (the owner's rate; 13: ₹0.13, a utility template in India in 2026), for the cost on Analytics. */
  WHATSAPP_PAISE_PER_MESSAGE: limit(13),
  // The WhatsApp Cloud API (app/messages/whatsapp-config.server.ts checks them together).
  WHATSAPP_PHONE_NUMBER_ID: text,
  WHATSAPP_ACCESS_TOKEN: text,
  WHATSAPP_APP_SECRET: text,
  WHATSAPP_VERIFY_TOKEN: text,
  WHATSAPP_API_URL: text,
  WHATSAPP_API_VERSION: text,
  // Where the visits' photos are kept (app/integrations/photo-store.server.ts): a private bucket when
  // BUCKET_NAME is set (with the keys; Tigris's endpoint and region), else a folder.
  BUCKET_NAME: text.refine((value) => value === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(value), "must be a bucket's name, e.g. washfix-photos"),
  AWS_ENDPOINT_URL_S3: text.refine(
    (value) => value === undefined || /^https:\/\/[^/\s]+/.test(value) || /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/|$)/.test(value),
    "must be an https:// URL (http:// only on this machine, for tests)",
  ),
  AWS_REGION: text,
  AWS_ACCESS_KEY_ID: text,
  AWS_SECRET_ACCESS_KEY: text,
  PHOTOS_DIR: text,
  // The payment gateway for UPI (app/integrations/payment-gateway-config.server.ts checks them together).
  RAZORPAY_KEY_ID: text,
  RAZORPAY_KEY_SECRET: text,
  RAZORPAY_WEBHOOK_SECRET: text,
  RAZORPAY_API_URL: text,
  PUSH_SERVICE_ORIGINS: text.transform((value) =>
    (value ?? "")
      .split(",")
      .map((origin) => origin.trim())
      .filter(Boolean),
  ),
});

// Checks across variables, on the raw values, so that they are listed even when a field is bad.
function crossChecks(source: Record<string, string | undefined>): string[] {
  const raw = Object.fromEntries(Object.entries(source).map(([name, value]) => [name, value?.trim() || undefined]));
  const problems: string[] = [];
  const secret = raw.SESSION_SECRET;
  if (raw.NODE_ENV === "production" && (secret?.length ?? 0) < SESSION_SECRET_MIN_LENGTH) {
    problems.push(
      `SESSION_SECRET must be set to at least ${SESSION_SECRET_MIN_LENGTH} random characters in production ` +
        `(it is ${secret ? `${secret.length} characters long` : "not set"}). Make one with: openssl rand -hex 32`,
    );
  }
  // An alert channel may be off (all its variables unset); one set halfway or wrong is a mistake.
  const channels: [Configured<unknown>, (string | undefined)[]][] = [
    [emailConfig(raw), [raw.SMTP_URL, raw.ALERT_EMAIL_TO, raw.ALERT_EMAIL_FROM]],
    [webhookConfig(raw), [raw.ALERT_WEBHOOK_URL, raw.ALERT_WEBHOOK_SECRET]],
    [vapidEnv(raw), [raw.VAPID_PUBLIC_KEY, raw.VAPID_PRIVATE_KEY, raw.VAPID_SUBJECT]],
    [
      whatsappConfig(raw),
      [
        raw.WHATSAPP_PHONE_NUMBER_ID,
        raw.WHATSAPP_ACCESS_TOKEN,
        raw.WHATSAPP_APP_SECRET,
        raw.WHATSAPP_VERIFY_TOKEN,
        raw.WHATSAPP_API_URL,
        raw.WHATSAPP_API_VERSION,
      ],
    ],
  ];
  for (const [channel, values] of channels) if (!channel.on && values.some(Boolean)) problems.push(channel.reason);
  if (raw.BUCKET_NAME && !(raw.AWS_ACCESS_KEY_ID && raw.AWS_SECRET_ACCESS_KEY))
    problems.push("BUCKET_NAME needs AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (what `fly storage create` sets), or unset it to keep photos in a folder");
  const gateway = gatewayConfig(raw);
  if (!gateway.on && [raw.RAZORPAY_KEY_ID, raw.RAZORPAY_KEY_SECRET, raw.RAZORPAY_WEBHOOK_SECRET, raw.RAZORPAY_API_URL].some(Boolean))
    problems.push(gateway.reason);
  if (!raw.UPI_VPA !== !raw.UPI_PAYEE_NAME) problems.push("UPI_VPA and UPI_PAYEE_NAME go together: set both for UPI payments, or neither");
  return problems;
}

export type Env = z.output<typeof schema>;

/** `source` checked against the schema; throws one error that lists every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = schema.safeParse(source);
  const problems = [...(parsed.error?.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`) ?? []), ...crossChecks(source)];
  if (parsed.success && problems.length === 0) return parsed.data;
  throw new Error(`The environment is not valid:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
}

let current: Env | undefined;

/** The environment, parsed on the first call (the server makes that call as it starts). */
export function env(): Env {
  return (current ??= parseEnv(process.env));
}

/** Cookies are Secure in production (HTTPS only); on http://localhost they could not be sent. */
export function secureCookies(): boolean {
  return env().NODE_ENV === "production";
}

/**
 * The secret that signs the site's cookies (the admin session, toasts). In production a missing or
 * short one stops the start (crossChecks above): a short secret can be guessed offline from one
 * signed cookie, and then anyone could forge an admin session.
 */
export function cookieSecrets(): string[] {
  return [env().SESSION_SECRET ?? "development-only-session-secret"];
}

/** Tests that change process.env call this: the next env() reads it again. */
export function reloadEnv(): void {
  current = undefined;
}
