// "Notify me on this phone": where the business has no WhatsApp set up, the
// customer turns on push on their booking's page and the booking's steps reach their phone through
// the same outbox: encrypted (aes128gcm) and VAPID-signed to a real push service run by this test,
// decrypted here as the phone would, in the booking's language. A phone the service says is gone
// is forgotten.
import path from "node:path";

import { browserPushKeys, decryptPushBody, type HttpReceiver, startHttpReceiver, verifyVapidHeader } from "../shared/alert-receivers";
import { type AppServer, startAppServer, tempDir } from "../shared/app-server";
import { expect, test } from "./fixtures";
import { bookingFormFields, queryAt, uniqueName } from "./support";

let push: HttpReceiver;
let app: AppServer;
test.beforeAll(async () => {
  push = await startHttpReceiver();
  app = await startAppServer({
    databasePath: path.join(tempDir("customer-push"), "app.db"),
    env: { PUSH_SERVICE_ORIGINS: new URL(push.url).origin, CLOCK_START: process.env.E2E_CLOCK_START!, CLOCK_START_ALLOWED: "1" },
  });
});
test.afterAll(async () => {
  await app?.stop();
  await push?.stop();
});

test(
  "a customer in Kannada turns on notifications on their phone (360 px); the booking's confirmation reaches it encrypted, in Kannada; a phone gone is forgotten",
  { tag: "@full-browser" },
  async ({ browser, staffRequest }) => {
    test.setTimeout(60_000);
    const keys = browserPushKeys();
    const endpoint = `${push.url}/phone-1`;
    const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
    await context.grantPermissions(["notifications"], { origin: app.origin });
    // Chromium subscribes through Google's push service, which this machine cannot reach: the
    // PushManager answers with a subscription whose endpoint is the test's own push service (and
    // whose keys the test holds). The service worker's registration and everything after is real.
    await context.addInitScript(
      ({ endpoint, p256dh, auth }) => {
        const subscription = { endpoint, toJSON: () => ({ endpoint, keys: { p256dh, auth } }), unsubscribe: async () => true } as unknown as PushSubscription;
        let current: PushSubscription | null = null;
        PushManager.prototype.subscribe = async () => (current = subscription);
        PushManager.prototype.getSubscription = async () => current;
      },
      { endpoint, p256dh: keys.p256dh, auth: keys.authBase64 },
    );
    const page = await context.newPage();
    const name = uniqueName("Kavya");
    const phone = `95${String(Date.now()).slice(-8)}`;
    expect((await page.request.post(`${app.origin}/kn/book`, { form: { ...bookingFormFields(name), phone } })).ok()).toBe(true);
    const booking = queryAt<{ id: number; reference: string; token: string }>(
      app.databasePath,
      "select id, reference, token from bookings where name = ?",
      name,
    )[0]!;
    // No channel reaches the customer yet: nothing is queued.
    expect(queryAt(app.databasePath, "select id from customer_messages where booking_id = ?", booking.id)).toEqual([]);

    await page.goto(`${app.origin}/kn/booking/${booking.token}`);
    await page.getByText("ಈ ಫೋನ್‌ನಲ್ಲಿ ಸೂಚನೆಗಳು").click();
    const turnOn = page.getByRole("button", { name: "ಈ ಫೋನ್‌ನಲ್ಲಿ ನನಗೆ ತಿಳಿಸಿ" });
    await expect(turnOn).toBeEnabled();
    await turnOn.click();
    await expect(page.getByText("ಈ ಫೋನ್‌ಗೆ ಸೂಚನೆಗಳು ಆನ್").first()).toBeVisible();
    expect(queryAt(app.databasePath, "select endpoint from customer_push_subscriptions where booking_id = ?", booking.id)).toEqual([{ endpoint }]);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration("/").then((registration) => registration?.active?.scriptURL))).toBe(
      `${app.origin}/notify-sw.js`,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: test.info().outputPath("customer-notify-kn-360.png"), fullPage: true });

    // The office confirms the booking: the confirmation reaches the phone, in Kannada.
    const office = await staffRequest({ role: "office", server: app });
    expect((await office.post(`/admin/bookings/${booking.id}/status`, { form: { intent: "status", status: "confirmed" } })).status()).toBeLessThan(400);
    await expect.poll(() => push.requests.length, { timeout: 20_000 }).toBe(1);
    const [request] = push.requests;
    expect(request!.path).toBe("/hook/phone-1");
    expect(request!.headers["content-encoding"]).toBe("aes128gcm");
    verifyVapidHeader(request!.headers.authorization, endpoint);
    const payload = JSON.parse(decryptPushBody(request!.body, keys)) as { title: string; body: string; url: string };
    expect(payload.title).toBe(`ಬುಕಿಂಗ್ ${booking.reference}`);
    expect(payload.body).toContain("ಖಚಿತವಾಗಿದೆ");
    expect(payload.url).toBe(`${app.origin}/kn/booking/${booking.token}`);
    await expect
      .poll(() =>
        queryAt<{ state: string; channel: string }>(app.databasePath, "select state, channel from customer_messages where booking_id = ?", booking.id),
      )
      .toEqual([{ state: "sent", channel: "push" }]);

    // The push service says the phone is gone: it is forgotten, and the message shows failed for staff to call.
    push.answerWith(410);
    expect(
      (await office.post(`/admin/bookings/${booking.id}/status`, { form: { intent: "status", status: "cancelled", reason: "Customer moved away" } })).status(),
    ).toBeLessThan(400);
    await expect
      .poll(
        () =>
          queryAt<{ state: string }>(app.databasePath, "select state from customer_messages where booking_id = ? and kind = 'cancelled'", booking.id)[0]?.state,
        {
          timeout: 20_000,
        },
      )
      .toBe("failed");
    expect(queryAt(app.databasePath, "select id from customer_push_subscriptions where booking_id = ?", booking.id)).toEqual([]);
    push.answerWith(201);
    await office.dispose();
    await context.close();
  },
);
