// Booking alerts end to end: the built app, started by the test with its alert channels
// pointing at real servers on this machine (an SMTP server, a webhook receiver, a push
// service), bookings made in Chromium, and a server killed between a booking and its e-mail.
import path from "node:path";

import { type Page } from "@playwright/test";

import { formatVisitDay } from "../../app/lib/time/ist";
import {
  browserPushKeys,
  decryptPushBody,
  type HttpReceiver,
  type SmtpReceiver,
  startHttpReceiver,
  startSmtpReceiver,
  verifyVapidHeader,
  verifyWebhookSignature,
  waitFor,
} from "../shared/alert-receivers";
import { type AppServer, startAppServer, tempDir } from "../shared/app-server";
import { expect, test } from "./fixtures";
import { queryAt, TOMORROW, waitForHydration } from "./support";

const ADMIN = { email: "owner@example.com", password: "a-long-admin-password" };
const WEBHOOK_SECRET = "e2e-webhook-secret";
const TO = ["owner@example.com", "desk@example.com"];

/** The server's environment: e-mail to `smtp`, the webhook to `webhook` (none without it), and an admin. */
function alertEnv(smtp: SmtpReceiver, webhook?: HttpReceiver) {
  return {
    SMTP_URL: smtp.url,
    ALERT_EMAIL_TO: TO.join(", "),
    ALERT_EMAIL_FROM: "WashFix Alerts <alerts@example.com>",
    ALERT_WEBHOOK_URL: webhook?.url,
    ALERT_WEBHOOK_SECRET: webhook ? WEBHOOK_SECRET : undefined,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  };
}

const read = queryAt;

type DeliveryRow = { channel: string; state: string; attempts: number; last_error: string | null };

function deliveriesOfBooking(app: AppServer, name: string): DeliveryRow[] {
  return read<DeliveryRow>(
    app.databasePath,
    `select d.channel, d.state, d.attempts, d.last_error from alert_deliveries d
       join alerts a on a.id = d.alert_id join bookings b on b.id = a.booking_id
      where b.name = ? order by d.id`,
    name,
  );
}

function bookingNamed(app: AppServer, name: string): { id: number; reference: string } {
  const [row] = read<{ id: number; reference: string }>(app.databasePath, "select id, reference from bookings where name = ?", name);
  expect(row).toBeDefined();
  return row!;
}

function mailsFor(smtp: SmtpReceiver, name: string) {
  return smtp.messages.filter((mail) => mail.text.includes(`Name: ${name}`));
}

function hooksFor(webhook: HttpReceiver, name: string) {
  return webhook.requests.filter((request) => request.body.toString("utf8").includes(JSON.stringify(name)));
}

/** Waits for exactly one e-mail and one signed webhook of the booking, and checks nothing more follows. */
/** Until every delivery of the booking is recorded sent (the event a repeat would have to come before). */
async function allSent(app: AppServer, name: string) {
  await waitFor(
    () => deliveriesOfBooking(app, name),
    (rows) => rows.length > 0 && rows.every((row) => row.state === "sent"),
    30_000,
    `the deliveries of ${name} recorded sent`,
  );
}

async function expectOneAlertEach(app: AppServer, smtp: SmtpReceiver, webhook: HttpReceiver, name: string, timeoutMs = 60_000) {
  await waitFor(
    () => mailsFor(smtp, name).length + hooksFor(webhook, name).length,
    (n) => n >= 2,
    timeoutMs,
    `the alerts of ${name}`,
  );
  const [request] = hooksFor(webhook, name);
  expect(verifyWebhookSignature(request!.headers["x-signature"], request!.body.toString("utf8"), WEBHOOK_SECRET)).toBe(true);
  // Each delivery recorded sent: the outbox claims only queued deliveries, so none can go again.
  await allSent(app, name);
  expect(mailsFor(smtp, name)).toHaveLength(1);
  expect(hooksFor(webhook, name)).toHaveLength(1);
  return { mail: mailsFor(smtp, name)[0]!, hook: JSON.parse(request!.body.toString("utf8")) };
}

async function bookOnPage(page: Page, origin: string, name: string) {
  await page.goto(`${origin}/book?service=LG%20Repair&brand=LG`);
  await page.getByLabel("Your Name *").fill(name);
  await page.getByLabel("Phone Number *").fill("98450 12345");
  await page.getByLabel("Locality *").fill("Koramangala");
  await page.getByLabel("Describe the issue").fill("Drum not spinning <script>alert(1)</script>");
  await page.getByLabel("Preferred date *").fill(TOMORROW);
  // By value: without JavaScript, after 9 am its label also says it has started today.
  await page.getByLabel("Preferred time slot").selectOption("morning");
  await page.getByRole("button", { name: "Book Technician" }).click();
}

test.describe("booking alerts reach staff", () => {
  test.describe.configure({ mode: "serial" });
  let smtp: SmtpReceiver;
  let webhook: HttpReceiver;
  // The test's own push service: the one origin besides the browsers' that the app may push to.
  let push: HttpReceiver;
  let app: AppServer;

  test.beforeAll(async () => {
    smtp = await startSmtpReceiver();
    webhook = await startHttpReceiver();
    push = await startHttpReceiver();
    const env = { ...alertEnv(smtp, webhook), PUSH_SERVICE_ORIGINS: new URL(push.url).origin };
    app = await startAppServer({ databasePath: path.join(tempDir("alerts"), "app.db"), env });
  });
  test.afterAll(async () => {
    await app?.stop();
    await smtp?.stop();
    await webhook?.stop();
    await push?.stop();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a booking on /book sends one e-mail with its fields and one signed webhook, within seconds", async ({ page }) => {
      const name = `Asha NoJS ${Date.now()}`;
      await bookOnPage(page, app.origin, name);
      const booked = Date.now();
      await expect(page.getByRole("heading", { level: 1, name: "Booking Received!" })).toBeVisible();
      await waitFor(
        () => mailsFor(smtp, name).length,
        (n) => n > 0,
        60_000,
        "the e-mail",
      );
      console.log(`booking to e-mail: ${Date.now() - booked} ms`);
      const { mail, hook } = await expectOneAlertEach(app, smtp, webhook, name);
      const { id, reference } = bookingNamed(app, name);

      expect(mail.subject).toBe(`New booking ${reference} : Koramangala, LG, Drum not spinning <script>alert(1)</script>`);
      expect(mail.to).toEqual(TO);
      expect(mail.from).toBe("alerts@example.com");
      for (const line of [
        `Name: ${name}`,
        "Phone: +91 98450 12345 (tel:+919845012345)",
        "WhatsApp: Chat with",
        "Locality: Koramangala",
        "Service: LG Repair",
        "Brand: LG",
        "Issue: Drum not spinning <script>alert(1)</script>",
        `Visit: ${formatVisitDay(TOMORROW)} · Morning (9 AM - 12 PM)`,
        `Booking: ${app.origin}/admin/bookings/${id}`,
      ]) {
        expect(mail.text).toContain(line);
      }
      expect(mail.html).toContain('href="tel:+919845012345"');
      expect(mail.html).toContain("https://wa.me/919845012345?text=");
      expect(mail.html).toContain(`href="${app.origin}/admin/bookings/${id}"`);
      expect(mail.html).toContain("Drum not spinning &#60;script&#62;");
      expect(mail.html).not.toContain("<script>");

      expect(hook).toMatchObject({
        event: "booking.created",
        reference,
        adminUrl: `${app.origin}/admin/bookings/${id}`,
        booking: { id, name, phone: "+919845012345", locality: "Koramangala", service: "LG Repair", brand: "LG", visitDate: TOMORROW, timeSlot: "morning" },
      });
    });

    test("the contact form's message alerts staff too", async ({ page }) => {
      const name = `Ravi Contact ${Date.now()}`;
      await page.goto(`${app.origin}/contact`);
      await page.getByLabel("Full Name *").fill(name);
      await page.getByLabel("Phone Number *").fill("+91 98450 12345");
      await page.getByLabel("Message *").fill("Please call about a noisy drum");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page).toHaveURL(/\/contact\?sent=1/);
      const { mail } = await expectOneAlertEach(app, smtp, webhook, name);
      expect(mail.subject).toMatch(/^New booking WF-[2-9A-HJ-NP-Z]{5} : Contact Form, E-mail: not given Message: Please call about a noisy/);
    });
  });

  test.describe("with JavaScript", () => {
    test("a booking in the dialog sends one e-mail and one signed webhook", async ({ page }) => {
      const name = `Meera Dialog ${Date.now()}`;
      await page.goto(app.origin);
      await waitForHydration(page);
      await page.getByRole("banner").getByRole("link", { name: "Book Now" }).click();
      const dialog = page.getByRole("dialog", { name: "Book a Technician" });
      await dialog.getByLabel("Your Name *").fill(name);
      await dialog.getByLabel("Phone Number *").fill("+91 98450 12345");
      await dialog.getByLabel("Locality *").click();
      await dialog.getByRole("group", { name: "Popular areas" }).getByRole("button", { name: "HSR Layout" }).click();
      await dialog.getByRole("button", { name: "Book Technician" }).click();
      const booked = Date.now();
      // What the visitor sees next is booking.spec.ts's concern; here, what staff receive.
      await waitFor(
        () => mailsFor(smtp, name).length,
        (n) => n > 0,
        60_000,
        "the e-mail",
      );
      console.log(`booking to e-mail: ${Date.now() - booked} ms`);
      const { mail } = await expectOneAlertEach(app, smtp, webhook, name);
      expect(mail.subject).toBe(`New booking ${bookingNamed(app, name).reference} : HSR Layout, General Repair`);
    });

    test(
      "an admin turns push on for this device; bookings and the test alert reach it encrypted; a gone device is removed",
      { tag: "@full-browser" },
      async ({ asStaff, browser }) => {
        const keys = browserPushKeys();
        const endpoint = `${push.url}/device-1`;
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
        });
        await context.grantPermissions(["notifications"], { origin: app.origin });
        // Chromium subscribes through Google's push service, which this machine cannot reach: the
        // PushManager answers with a subscription whose endpoint is the test's own push service
        // (and whose keys the test holds). Everything after it is the app's real code.
        await context.addInitScript(
          ({ endpoint, p256dh, auth }) => {
            let current: PushSubscription | null = null;
            const subscription = {
              endpoint,
              toJSON: () => ({ endpoint, keys: { p256dh, auth } }),
              unsubscribe: async () => {
                current = null;
                return true;
              },
            } as unknown as PushSubscription;
            PushManager.prototype.subscribe = async () => (current = subscription);
            PushManager.prototype.getSubscription = async () => current;
          },
          { endpoint, p256dh: keys.p256dh, auth: keys.authBase64 },
        );
        const page = await context.newPage();
        try {
          await asStaff({ into: page, server: app });
          await page.goto(`${app.origin}/admin/settings/notifications`);
          await expect(page.getByRole("heading", { name: "Notifications" })).toBeVisible();
          const channels = page.locator("li", { hasText: "E-mail" }).first();
          await expect(channels).toContainText("On");
          await expect(channels).toContainText(`To ${TO.join(", ")}`);
          await page.getByRole("button", { name: "Turn on push on this device" }).click();
          await expect(page.getByText("Push alerts are on for this device.")).toBeVisible();
          await expect(page.getByText(`Chrome on Android (${ADMIN.email})`)).toBeVisible();
          // A 390 px phone never scrolls sideways.
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

          // A booking reaches the device: an encrypted aes128gcm POST with a VAPID signature.
          const name = `Push Kiran ${Date.now()}`;
          const response = await page.request.post(`${app.origin}/book`, {
            form: { submissionId: crypto.randomUUID(), name, phone: "9845012345", locality: "Whitefield", service: "Emergency Repair", visitDate: TOMORROW },
          });
          expect(response.ok()).toBe(true);
          const { id, reference } = bookingNamed(app, name);
          const [request] = await waitFor(
            () => push.requests,
            (requests) => requests.length === 1,
            30_000,
            "the push",
          );
          expect(request!.path).toBe("/hook/device-1");
          expect(request!.headers["content-encoding"]).toBe("aes128gcm");
          verifyVapidHeader(request!.headers.authorization, endpoint);
          expect(JSON.parse(decryptPushBody(request!.body, keys))).toEqual({
            title: `URGENT: New booking ${reference}: Whitefield`,
            body: `Emergency Repair · ${name}`,
            url: `/admin/bookings/${id}`,
            tag: `booking-${id}`,
          });

          // The test alert goes through the same outbox to every channel.
          const mailsBefore = smtp.messages.length;
          await page.getByRole("button", { name: "Send test alert" }).click();
          await expect(page.getByText("Test Alert Queued")).toBeVisible();
          await waitFor(
            () => push.requests.length,
            (n) => n === 2,
            30_000,
            "the test push",
          );
          expect(JSON.parse(decryptPushBody(push.requests[1]!.body, keys))).toMatchObject({ title: "Test alert" });
          await waitFor(
            () => smtp.messages.slice(mailsBefore).filter((m) => m.subject.startsWith("Test alert")).length,
            (n) => n === 1,
            30_000,
            "the test e-mail",
          );
          // The log refreshes itself while deliveries are on their way.
          const log = page.getByRole("table", { name: "Alert deliveries, newest first" });
          await expect(
            log
              .getByRole("row")
              .filter({ hasText: "Test alert" })
              .filter({ has: page.getByText("Sent", { exact: true }) }),
          ).toHaveCount(3, { timeout: 15_000 });

          // Off, and on again, from this device.
          await page.getByRole("button", { name: "Turn off push on this device" }).click();
          await expect(page.getByText("Push alerts are off for this device.")).toBeVisible();
          await expect(page.getByRole("heading", { name: "Devices with push on" }).locator("xpath=following-sibling::p[1]")).toHaveText("None yet.");
          await page.getByRole("button", { name: "Turn on push on this device" }).click();
          await expect(page.getByText("Push alerts are on for this device.")).toBeVisible();

          // The booking's page shows each alert's state.
          await page.goto(`${app.origin}/admin/bookings/${id}`);
          const alerts = page.getByRole("table", { name: "Alerts of this booking" });
          await expect(alerts.getByRole("row").filter({ has: page.getByText("Sent", { exact: true }) })).toHaveCount(3);
          await expect(alerts).toContainText("Push: Chrome on Android");

          // The push service says the device is gone: it is removed, and the next booking is not pushed to it.
          push.answerWith(410);
          await page.request.post(`${app.origin}/book`, {
            form: { submissionId: crypto.randomUUID(), name: `${name} again`, phone: "9845012345", locality: "Whitefield", visitDate: TOMORROW },
          });
          await waitFor(
            () => deliveriesOfBooking(app, `${name} again`).find((d) => d.channel === "push")?.state,
            (state) => state === "failed",
            30_000,
            "the failed push",
          );
          await page.goto(`${app.origin}/admin/settings/notifications`);
          await expect(page.getByText("Push alerts are off for this device.")).toBeVisible();
          await expect(page.getByRole("heading", { name: "Devices with push on" }).locator("xpath=following-sibling::p[1]")).toHaveText("None yet.");
        } finally {
          await context.close();
        }
      },
    );
  });
});

test.describe("alerts across restarts (bookings made without JavaScript)", () => {
  test.use({ javaScriptEnabled: false });

  test("a server killed while the mail server is down sends the booking's e-mail after it restarts, once", async ({ page }) => {
    test.setTimeout(120_000);
    const smtp = await startSmtpReceiver();
    const webhook = await startHttpReceiver();
    await smtp.stop();
    const databasePath = path.join(tempDir("alerts-kill"), "app.db");
    let app = await startAppServer({ databasePath, env: alertEnv(smtp, webhook) });
    try {
      const name = `Kill Test ${Date.now()}`;
      await bookOnPage(page, app.origin, name);
      await expect(page).toHaveURL(/\/book\/thank-you\?booking=[\w-]{32}$/);
      // The first attempt fails (nothing listens on the SMTP port); the webhook goes out.
      await waitFor(
        () => deliveriesOfBooking(app, name).find((d) => d.channel === "email"),
        (d) => (d?.attempts ?? 0) >= 1 && d?.state === "pending",
        30_000,
        "the failed first attempt",
      );
      expect(deliveriesOfBooking(app, name).find((d) => d.channel === "email")!.last_error).toMatch(/ECONNREFUSED/);
      await waitFor(
        () => hooksFor(webhook, name).length,
        (n) => n === 1,
        30_000,
        "the webhook",
      );
      await app.stop("SIGKILL");

      await smtp.start();
      // Started again 31 s later by its clock: the retry (30 s after the failure) is due at once.
      const restartedAt = Date.now();
      app = await startAppServer({
        databasePath,
        env: { ...alertEnv(smtp, webhook), CLOCK_START: new Date(Date.now() + 31_000).toISOString(), CLOCK_START_ALLOWED: "1" },
      });
      const answering = Date.now();
      await waitFor(
        () => mailsFor(smtp, name).length,
        (n) => n === 1,
        30_000,
        "the e-mail after the restart",
      );
      console.log(`restart to e-mail: ${Date.now() - restartedAt} ms (${Date.now() - answering} ms after the server answered)`);
      await allSent(app, name);
      expect(mailsFor(smtp, name)).toHaveLength(1);
      expect(hooksFor(webhook, name)).toHaveLength(1);
      expect(deliveriesOfBooking(app, name).map((d) => [d.channel, d.state])).toEqual([
        ["email", "sent"],
        ["webhook", "sent"],
      ]);
    } finally {
      await app.stop("SIGKILL");
      await smtp.stop();
      await webhook.stop();
    }
  });

  test("the dashboard flags a booking no alert has reached for 10 minutes", async ({ asStaff, page }) => {
    test.setTimeout(90_000);
    const smtp = await startSmtpReceiver();
    await smtp.stop();
    const env = alertEnv(smtp);
    const databasePath = path.join(tempDir("alerts-flag"), "app.db");
    let app = await startAppServer({ databasePath, env });
    try {
      const name = `Flag Test ${Date.now()}`;
      await page.request.post(`${app.origin}/book`, {
        form: { submissionId: crypto.randomUUID(), name, phone: "9845012345", locality: "Jayanagar", visitDate: TOMORROW },
      });
      await waitFor(
        () => deliveriesOfBooking(app, name)[0]?.attempts ?? 0,
        (n) => n >= 1,
        30_000,
        "the failed attempt",
      );
      // A clean stop (SIGTERM), then the same server 11 minutes later by its clock, the mail server still down.
      await app.stop("SIGTERM");
      app = await startAppServer({ databasePath, env: { ...env, CLOCK_START: new Date(Date.now() + 11 * 60_000).toISOString(), CLOCK_START_ALLOWED: "1" } });
      await asStaff({ into: page, server: app });
      await page.goto(`${app.origin}/admin`);
      const flag = page.getByRole("region", { name: /1 booking has not reached staff/ });
      await expect(flag).toBeVisible();
      await expect(flag.getByRole("link", { name: new RegExp(`${name}, Jayanagar`) })).toBeVisible();
      await page.goto(`${app.origin}/admin/settings/notifications`);
      await expect(page.locator("li", { hasText: "Webhook" }).first()).toContainText("ALERT_WEBHOOK_URL and ALERT_WEBHOOK_SECRET are not set");
      await expect(page.getByRole("table", { name: "Alert deliveries, newest first" })).toContainText("ECONNREFUSED");
    } finally {
      await app.stop("SIGKILL");
    }
  });
});
