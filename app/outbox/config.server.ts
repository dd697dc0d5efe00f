// The outbox's channels: which are on, from the environment's values (docs/configuration.md). A
// channel whose variables are unset is off, and says why: the admin shows the reason on Settings →
// Notifications. One set halfway or wrong stops the start (app/env.server.ts checks with these).
import { business } from "~/content/business";

type AlertVariable =
  | "SMTP_URL"
  | "ALERT_EMAIL_TO"
  | "ALERT_EMAIL_FROM"
  | "ALERT_WEBHOOK_URL"
  | "ALERT_WEBHOOK_SECRET"
  | "VAPID_PUBLIC_KEY"
  | "VAPID_PRIVATE_KEY"
  | "VAPID_SUBJECT";
type Env = { readonly [name in AlertVariable]?: string | undefined };

export type EmailConfig = { smtpUrl: string; to: string[]; from: string };
export type WebhookConfig = { url: string; secret: string };
/** VAPID keys from the environment; without them the keys stored on the first start are used. */
export type VapidEnv = { keys: { publicKey: string; privateKey: string } | null; subject: string };

export type Configured<T> = { on: true; config: T } | { on: false; reason: string };

function value(env: Env, name: AlertVariable): string {
  return env[name]?.trim() ?? "";
}

function missing(env: Env, names: readonly AlertVariable[]): Configured<never> | null {
  const unset = names.filter((name) => !value(env, name));
  if (unset.length === 0) return null;
  return { on: false, reason: `${unset.join(" and ")} ${unset.length === 1 ? "is" : "are"} not set` };
}

// An address as nodemailer and every SMTP server take it; the admin says which one is wrong.
const ADDRESS = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;

/** "Name <a@b.c>" or "a@b.c" -> "a@b.c", or null when it is neither. */
function addressOf(mailbox: string): string | null {
  const named = /^[^<>]*<([^<>]+)>$/.exec(mailbox);
  const address = (named ? named[1]! : mailbox).trim();
  return ADDRESS.test(address) ? address : null;
}

function urlWith(text: string, protocols: readonly string[]): URL | null {
  try {
    const url = new URL(text);
    return protocols.includes(url.protocol) && url.hostname ? url : null;
  } catch {
    return null;
  }
}

export function emailConfig(env: Env): Configured<EmailConfig> {
  const unset = missing(env, ["SMTP_URL", "ALERT_EMAIL_TO", "ALERT_EMAIL_FROM"]);
  if (unset) return unset;
  const smtpUrl = value(env, "SMTP_URL");
  if (!urlWith(smtpUrl, ["smtp:", "smtps:"])) return { on: false, reason: "SMTP_URL is not an smtp:// or smtps:// URL" };
  const to = value(env, "ALERT_EMAIL_TO")
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean);
  const wrong = to.filter((address) => !addressOf(address));
  if (to.length === 0 || wrong.length > 0) return { on: false, reason: `ALERT_EMAIL_TO has an address that is not valid: ${wrong.join(", ") || "none given"}` };
  const from = value(env, "ALERT_EMAIL_FROM");
  if (!addressOf(from)) return { on: false, reason: "ALERT_EMAIL_FROM is not an e-mail address" };
  return { on: true, config: { smtpUrl, to, from } };
}

export function webhookConfig(env: Env): Configured<WebhookConfig> {
  const unset = missing(env, ["ALERT_WEBHOOK_URL", "ALERT_WEBHOOK_SECRET"]);
  if (unset) return unset;
  const url = value(env, "ALERT_WEBHOOK_URL");
  if (!urlWith(url, ["https:", "http:"])) return { on: false, reason: "ALERT_WEBHOOK_URL is not an http:// or https:// URL" };
  return { on: true, config: { url, secret: value(env, "ALERT_WEBHOOK_SECRET") } };
}

/** Off only when the environment is half set; with neither key set, the stored pair is used. */
export function vapidEnv(env: Env): Configured<VapidEnv> {
  const publicKey = value(env, "VAPID_PUBLIC_KEY");
  const privateKey = value(env, "VAPID_PRIVATE_KEY");
  if (Boolean(publicKey) !== Boolean(privateKey)) {
    return { on: false, reason: `${publicKey ? "VAPID_PRIVATE_KEY" : "VAPID_PUBLIC_KEY"} is not set (set both VAPID keys, or neither)` };
  }
  // As `npx web-push generate-vapid-keys` prints them: a P-256 public key (65 bytes) and a private key (32 bytes), base64url.
  if (publicKey && (!/^[A-Za-z0-9_-]{87}=?$/.test(publicKey) || !/^[A-Za-z0-9_-]{43}=?$/.test(privateKey))) {
    return { on: false, reason: "VAPID_PUBLIC_KEY or VAPID_PRIVATE_KEY is not a key printed by `npx web-push generate-vapid-keys`" };
  }
  const subject = value(env, "VAPID_SUBJECT") || `mailto:${business.email}`;
  if (!/^(mailto:[^\s@]+@\S+|https:\/\/\S+)$/.test(subject)) {
    return { on: false, reason: "VAPID_SUBJECT is not a mailto: or https:// URL" };
  }
  return { on: true, config: { keys: publicKey ? { publicKey, privateKey } : null, subject } };
}

// The push services browsers subscribe through: Chrome's (Google FCM), Firefox's (Mozilla
// autopush), Safari's (Apple) and Edge's (Microsoft WNS). A subscription's endpoint is where the
// server POSTs, so one anywhere else (a loopback or internal address, a metadata service) would
// turn push into a way to reach the server's own network.
const BROWSER_PUSH_HOSTS = [/^fcm\.googleapis\.com$/, /(^|\.)push\.services\.mozilla\.com$/, /(^|\.)push\.apple\.com$/, /(^|\.)notify\.windows\.com$/];

/**
 * Whether the server may send push alerts to `endpoint`: https on the default port to a browser's
 * push service, or one of `extraOrigins` (PUSH_SERVICE_ORIGINS: exact origins of a self-hosted
 * push service, or the tests' own).
 */
export function isPushService(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (extraOrigins.includes(url.origin)) return true;
  return url.protocol === "https:" && url.port === "" && BROWSER_PUSH_HOSTS.some((host) => host.test(url.hostname));
}

/** Where a delivery goes, as the delivery log shows it: never a password, a token or a secret path. */
export function emailTarget(config: EmailConfig): string {
  // The log's column holds 500 characters (migration 0012); a list longer than that is cut there.
  const to = config.to.join(", ");
  return to.length > 500 ? `${to.slice(0, 499)}…` : to;
}

export function webhookTarget(config: WebhookConfig): string {
  // A webhook URL often carries its secret in the path (Telegram bot tokens, Slack hooks): show the host.
  return new URL(config.url).host;
}

/** The values an error message must never show (logs and the delivery log). */
export function secretsOf(env: Env): string[] {
  const secrets: string[] = [];
  const smtp = value(env, "SMTP_URL");
  if (smtp) {
    secrets.push(smtp);
    try {
      const password = decodeURIComponent(new URL(smtp).password);
      if (password) secrets.push(password);
    } catch {
      // Not a URL: nothing more to hide than the whole value.
    }
  }
  for (const name of ["ALERT_WEBHOOK_URL", "ALERT_WEBHOOK_SECRET", "VAPID_PRIVATE_KEY"] as const) {
    if (value(env, name)) secrets.push(value(env, name));
  }
  return secrets;
}

/** `message` with every secret replaced by "***", cut to a length the log can show. */
export function redact(message: string, secrets: readonly string[]): string {
  let safe = message;
  for (const secret of [...secrets].sort((a, b) => b.length - a.length)) {
    if (secret.length >= 4) safe = safe.split(secret).join("***");
  }
  return safe.length > 500 ? `${safe.slice(0, 497)}...` : safe;
}
