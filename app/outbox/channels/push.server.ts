// The push channel, for staff devices and customers' phones alike: the VAPID keys push is signed
// with, and a push to a list of subscribed devices. web-push builds the request (the payload
// encrypted as aes128gcm for the device's keys, the VAPID Authorization header); it is sent with
// fetch rather than web-push's own https.request, so push has the same time limit and error
// handling as the webhook, and reaches the tests' own http push service (named in
// PUSH_SERVICE_ORIGINS).
import { type Kysely } from "kysely";
import webpush from "web-push";

import { env } from "~/env.server";
import * as clock from "~/lib/time/clock.server";
import { type Configured, isPushService, vapidEnv } from "~/outbox/config.server";
import { errorText, SEND_TIMEOUT_MS, type SendResult, SENT } from "~/outbox/sender";
import { db } from "~db/db.server";
import type { Database } from "~db/schema";

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/**
 * Generates and stores a VAPID key pair once, when the environment sets none. Called when the
 * server starts (never from a GET): every later start signs with the key devices subscribed with.
 */
export async function ensureVapidKeys(now: Date = clock.now()): Promise<void> {
  const vapid = vapidEnv(env());
  if (!vapid.on || vapid.config.keys) return;
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  await db
    .insertInto("vapid_keys")
    .values({ id: 1, public_key: publicKey, private_key: privateKey, created_at: now.toISOString() })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}

/** The keys push is signed with (the environment's, else the stored pair), or why push is off. */
export async function vapidKeys(trx: Kysely<Database> = db): Promise<Configured<VapidKeys>> {
  const vapid = vapidEnv(env());
  if (!vapid.on) return vapid;
  if (vapid.config.keys) return { on: true, config: { ...vapid.config.keys, subject: vapid.config.subject } };
  const stored = await trx.selectFrom("vapid_keys").select(["public_key", "private_key"]).where("id", "=", 1).executeTakeFirst();
  if (!stored) return { on: false, reason: "No VAPID keys yet: they are generated when the server starts" };
  return { on: true, config: { publicKey: stored.public_key, privateKey: stored.private_key, subject: vapid.config.subject } };
}

export type PushDevice = { id: number; endpoint: string; p256dh: string; auth: string };

type Pushed = { ok: true } | { ok: false; error: string; gone: boolean; final: boolean };

async function pushTo(device: PushDevice, payload: string): Promise<Pushed> {
  // Checked again at sending: a subscription stored before the list, or the list changed since.
  if (!isPushService(device.endpoint, env().PUSH_SERVICE_ORIGINS))
    return { ok: false, error: "This device's push address is not a known push service", gone: false, final: true };
  const keys = await vapidKeys();
  if (!keys.on) return { ok: false, error: `Push is off: ${keys.reason}`, gone: false, final: true };
  const request = webpush.generateRequestDetails({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, payload, {
    vapidDetails: keys.config,
    TTL: 24 * 60 * 60,
    urgency: "high",
    contentEncoding: "aes128gcm",
  });
  // fetch sets Content-Length from the body itself; Node 24's refuses one given beside it.
  const { "Content-Length": _length, ...headers } = request.headers as Record<string, string>;
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers,
    body: request.body ? new Uint8Array(request.body) : null,
    redirect: "manual",
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  // The answer's body is never read into the log: the status code says what the log needs.
  await response.body?.cancel();
  if (response.ok) return { ok: true };
  // The push service says this subscription is gone (the app was uninstalled, permission withdrawn).
  const gone = response.status === 404 || response.status === 410;
  return gone
    ? { ok: false, error: `The push service says this device is gone (HTTP ${response.status}); it was removed`, gone, final: true }
    : { ok: false, error: `The push service answered HTTP ${response.status}`, gone, final: false };
}

/**
 * Pushes `payload` to each device: sent when one push service took it. A device its push service
 * says is gone is forgotten (`forget`); the attempt is tried again only if a device may still take it.
 */
export async function pushToDevices(devices: readonly PushDevice[], payload: string, forget: (id: number) => Promise<unknown>): Promise<SendResult> {
  const errors: string[] = [];
  let retry = false;
  for (const device of devices) {
    const pushed = await pushTo(device, payload).catch((error: unknown): Pushed => ({ ok: false, error: errorText(error), gone: false, final: false }));
    if (pushed.ok) continue;
    if (pushed.gone) await forget(device.id);
    retry ||= !pushed.final;
    errors.push(pushed.error);
  }
  if (errors.length < devices.length) return SENT;
  return { ok: false, error: errors.join("; "), final: !retry };
}
