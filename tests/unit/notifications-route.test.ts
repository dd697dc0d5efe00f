// Settings → Notifications: its loader and action as Remix runs them, with an admin session.
import fc from "fast-check";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { createAdminSession, upsertAdmin } from "~/models/admins.server";
import { listPushDevices } from "~/models/alerts.server";
import { ensureVapidKeys } from "~/outbox/channels/push.server";
import { action, loader } from "~/routes/admin/admin.settings_.notifications";
import { sessionStorage } from "~/session.server";
import { db } from "~db/db.server";

import { browserPushKeys } from "../shared/alert-receivers";
import { setEnv } from "../shared/env";
import { postForm, run } from "./action-outcome";
import { staffActor } from "./staff";

const PATH = "/admin/settings/notifications";
const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
let cookie: string;

function signedIn(request: Request): Request {
  request.headers.set("Cookie", cookie);
  request.headers.set("Origin", "http://localhost");
  request.headers.set("User-Agent", ANDROID);
  return request;
}

const post = (fields: Record<string, string>) => run(action, signedIn(postForm(PATH, fields)));

beforeAll(async () => {
  const admin = await upsertAdmin("notify@example.com", "a long enough password");
  const session = await sessionStorage.getSession();
  session.set("sessionId", await createAdminSession(admin.id, staffActor(admin)));
  cookie = (await sessionStorage.commitSession(session)).split(";")[0]!;
  await ensureVapidKeys();
});

beforeEach(async () => {
  await db.deleteFrom("push_subscriptions").execute();
  await db.deleteFrom("alerts").execute();
  setEnv({ SMTP_URL: undefined, ALERT_EMAIL_TO: undefined, ALERT_EMAIL_FROM: undefined, ALERT_WEBHOOK_URL: undefined, ALERT_WEBHOOK_SECRET: undefined });
});

describe("Settings → Notifications", () => {
  it("sends a visitor without a session to the login, for the page and every action", async () => {
    expect((await run(loader, new Request(`http://localhost${PATH}`))).location).toBe("/admin/login");
    const outcome = await run(action, postForm(PATH, { intent: "test" }));
    expect(outcome.location).toBe("/admin/login");
    expect(await db.selectFrom("alerts").selectAll().execute()).toEqual([]);
  });

  it("says why each channel is off when nothing is configured, and a test alert then queues nothing", async () => {
    const page = await run(loader, signedIn(new Request(`http://localhost${PATH}`)));
    expect((page.body as { channels: unknown }).channels).toEqual([
      { channel: "email", on: false, detail: "SMTP_URL and ALERT_EMAIL_TO and ALERT_EMAIL_FROM are not set" },
      { channel: "webhook", on: false, detail: "ALERT_WEBHOOK_URL and ALERT_WEBHOOK_SECRET are not set" },
      { channel: "push", on: false, detail: "No device has push turned on yet" },
    ]);
    // Refused in place, at the test alert's form: nothing queued.
    const outcome = await post({ intent: "test" });
    expect(outcome.status).toBe(409);
    expect(outcome.body).toMatchObject({ intent: "test", result: { error: { "": [expect.stringContaining("No channel is on")] } } });
    expect(await db.selectFrom("alerts").selectAll().execute()).toEqual([]);
  });

  it("pages the delivery log newest first, 20 to a page, and reads any page number as a page", async () => {
    setEnv({ ALERT_WEBHOOK_URL: "http://127.0.0.1:9/hook" });
    setEnv({ ALERT_WEBHOOK_SECRET: "secret" });
    for (let i = 0; i < 25; i++) expect((await post({ intent: "test" })).status).toBe(303);
    const page = async (query: string) =>
      (await run(loader, signedIn(new Request(`http://localhost${PATH}${query}`)))).body as {
        deliveries: { alert_id: number }[];
        page: number;
        pageCount: number;
      };
    const first = await page("");
    expect(first).toMatchObject({ page: 1, pageCount: 2 });
    expect(first.deliveries).toHaveLength(20);
    const second = await page("?page=2");
    expect(second.deliveries).toHaveLength(5);
    expect(first.deliveries[0]!.alert_id).toBeGreaterThan(second.deliveries[0]!.alert_id);
    expect((await page("?page=-1")).page).toBe(1);
    expect((await page("?page=99")).deliveries).toEqual([]);
  });

  it("turns push on for a device (labelled by its browser and admin), and off again", async () => {
    const keys = browserPushKeys();
    const subscription = { intent: "subscribe", endpoint: "https://fcm.googleapis.com/fcm/send/abc:123", p256dh: keys.p256dh, auth: keys.authBase64 };
    expect((await post(subscription)).status).toBe(303);
    expect((await post(subscription)).status).toBe(303);
    expect((await listPushDevices()).map((device) => device.label)).toEqual(["Chrome on Android (notify@example.com)"]);
    expect((await post({ intent: "unsubscribe", endpoint: subscription.endpoint })).status).toBe(303);
    expect(await listPushDevices()).toEqual([]);
  });

  it("answers anything else it is sent with a 4xx, never a 500, and stores nothing", async () => {
    expect((await post({ intent: "subscribe", endpoint: "javascript:alert(1)", p256dh: "x", auth: "y" })).status).toBe(400);
    expect((await post({ intent: "remove-device", deviceId: "12abc" })).status).toBe(404);
    expect((await post({ intent: "nonsense" })).status).toBe(400);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("subscribe", "unsubscribe", "remove-device"),
        fc.record({ endpoint: fc.string({ maxLength: 3000 }), p256dh: fc.string(), auth: fc.string(), deviceId: fc.string() }),
        async (intent, fields) => {
          const outcome = await post({ intent, ...fields });
          expect([303, 400, 404]).toContain(outcome.status);
        },
      ),
      { numRuns: 200 },
    );
    expect(await listPushDevices()).toEqual([]);
  });
});
