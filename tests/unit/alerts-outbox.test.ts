// The booking alert outbox against real parts: a real SMTP server (smtp-server), a real HTTP
// receiver for the webhook and for a push service, and the clock set by the test.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { deliverDueAlerts, LEASE_MS } from "~/alerts/delivery.server";
import { parseEnv } from "~/env.server";
import { startJobs, stopJobs } from "~/jobs/runner.server";
import { setClock } from "~/lib/time/clock.server";
import { upsertAdmin } from "~/models/admins.server";
import {
  claimDueDeliveries,
  listBookingDeliveries,
  listDeliveries,
  listPushDevices,
  listUnalertedBookings,
  queueTestAlert,
  savePushSubscription,
} from "~/models/alerts.server";
import { setBookingStatus } from "~/models/booking-triage.server";
import { createBooking, createContactMessage, getBooking, type NewBooking } from "~/models/bookings.server";
import { cancelBookingByCustomer, rescheduleBookingByCustomer } from "~/models/customer-bookings.server";
import { ensureVapidKeys } from "~/outbox/channels/push.server";
import { nextAttemptAt } from "~/outbox/schedule";
import { db } from "~db/db.server";

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
import { setEnv } from "../shared/env";
import { bookingInput, storeBooking } from "./booking-fixtures";
import { customer, staffActor } from "./staff";

const T0 = new Date("2026-11-22T04:30:00.000Z");
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const WEBHOOK_SECRET = "webhook-secret-for-tests";

let smtp: SmtpReceiver;
let webhook: HttpReceiver;
let now = T0;

function at(ms: number) {
  now = new Date(T0.getTime() + ms);
  setClock(now);
}

function input(overrides: Partial<NewBooking> = {}): NewBooking {
  return bookingInput({ name: "Asha <b>Rao</b>", locality: "Koramangala", brand: "LG", issue: "Drum not spinning", timeSlot: "morning", ...overrides });
}

/** Stores a booking like `input`; its id. */
const book = (overrides: Partial<NewBooking> = {}) => storeBooking(input(overrides));

/** The reference staff see in alerts. */
const referenceOf = async (id: number) => (await getBooking(id))!.reference;

async function deliveriesOf(bookingId: number) {
  return listBookingDeliveries(bookingId);
}

function configure(channels: { email?: boolean; webhook?: boolean }) {
  setEnv({
    SMTP_URL: channels.email ? smtp.url : undefined,
    ALERT_EMAIL_TO: channels.email ? "owner@example.com, desk@example.com" : undefined,
    ALERT_EMAIL_FROM: channels.email ? "WashFix Alerts <alerts@example.com>" : undefined,
    ALERT_WEBHOOK_URL: channels.webhook ? webhook.url : undefined,
    ALERT_WEBHOOK_SECRET: channels.webhook ? WEBHOOK_SECRET : undefined,
  });
}

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  webhook = await startHttpReceiver();
});

afterAll(async () => {
  await smtp.stop();
  await webhook.stop();
  setClock(null);
});

beforeEach(async () => {
  await db.deleteFrom("alerts").execute();
  await db.deleteFrom("push_subscriptions").execute();
  await db.deleteFrom("bookings").execute();
  smtp.messages.length = 0;
  webhook.requests.length = 0;
  webhook.answerWith(200);
  configure({ email: true, webhook: true });
  at(0);
});

afterEach(async () => {
  await stopJobs();
});

describe("queueing alerts with the booking", () => {
  it("coalesces a customer's changes while their alert waits: moved twice and cancelled, staff get one alert, of the cancellation", async () => {
    const booked = await createBooking(input({ visitDate: "2026-11-24" }));
    if (booked.status !== "stored") throw new Error("not stored");
    await deliverDueAlerts();
    expect(smtp.messages).toHaveLength(1);
    expect(await rescheduleBookingByCustomer(booked.token, { visitDate: "2026-11-25", timeSlot: "morning" }, customer)).toMatchObject({ status: "done" });
    expect(await rescheduleBookingByCustomer(booked.token, { visitDate: "2026-11-26", timeSlot: "morning" }, customer)).toMatchObject({ status: "done" });
    expect(await cancelBookingByCustomer(booked.token, customer)).toMatchObject({ status: "done" });
    const alerts = await db.selectFrom("alerts").select("kind").where("booking_id", "=", booked.id).orderBy("id").execute();
    expect(alerts.map((alert) => alert.kind)).toEqual(["booking", "cancelled"]);
    await deliverDueAlerts();
    expect(smtp.messages).toHaveLength(2);
    expect(webhook.requests.map((request) => JSON.parse(request.body.toString("utf8")).event)).toEqual(["booking.created", "booking.cancelled"]);
    // Once an alert has gone out, the next change is an alert of its own.
    const again = await createBooking(input({ visitDate: "2026-11-24", phone: "+919845000077" }));
    if (again.status !== "stored") throw new Error("not stored");
    await rescheduleBookingByCustomer(again.token, { visitDate: "2026-11-25", timeSlot: "morning" }, customer);
    await deliverDueAlerts();
    await rescheduleBookingByCustomer(again.token, { visitDate: "2026-11-26", timeSlot: "morning" }, customer);
    expect((await db.selectFrom("alerts").select("kind").where("booking_id", "=", again.id).execute()).map((alert) => alert.kind)).toEqual([
      "booking",
      "rescheduled",
      "rescheduled",
    ]);
  });

  it("writes one delivery per configured channel in the booking's transaction, and one set for a double submit", async () => {
    const booking = input();
    const id = await storeBooking(booking);
    expect(await storeBooking(booking)).toBe(id);
    const deliveries = await deliveriesOf(id);
    expect(deliveries.map((d) => [d.channel, d.target, d.state, d.attempts])).toEqual([
      ["email", "owner@example.com, desk@example.com", "pending", 0],
      ["webhook", webhook.url.replace(/^http:\/\/|\/hook$/g, ""), "pending", 0],
    ]);
    expect(await db.selectFrom("alerts").selectAll().execute()).toHaveLength(1);
  });

  it("the contact form's booking is alerted too", async () => {
    const message = await createContactMessage({
      submissionId: crypto.randomUUID(),
      name: "Ravi",
      phone: "+919845012345",
      email: "",
      subject: "",
      message: "Call me",
    });
    if (message.status !== "stored") throw new Error("not stored");
    expect((await deliveriesOf(message.id)).map((d) => d.channel)).toEqual(["email", "webhook"]);
  });

  it("with no channel configured the booking is stored and nothing is queued; one configured wrong stops the start", async () => {
    configure({});
    const none = await book();
    expect(await deliveriesOf(none)).toEqual([]);
    configure({ webhook: true });
    const some = await book();
    expect((await deliveriesOf(some)).map((d) => d.channel)).toEqual(["webhook"]);
    expect(() => parseEnv({ SMTP_URL: "http://not-smtp.example.com", ALERT_EMAIL_TO: "owner@example.com", ALERT_EMAIL_FROM: "alerts@example.com" })).toThrow(
      "SMTP_URL is not an smtp:// or smtps:// URL",
    );
  });
});

describe("claiming", () => {
  it("claims what is due once, and a claim left by a crash is due again when its lease ends", async () => {
    await book();
    const first = await claimDueDeliveries(now, LEASE_MS, 10);
    expect(first.map((d) => [d.channel, d.attempts])).toEqual([
      ["email", 1],
      ["webhook", 1],
    ]);
    expect(await claimDueDeliveries(now, LEASE_MS, 10)).toEqual([]);
    // The process "dies" here, having sent nothing. The restarted server sends both once the lease ends.
    at(LEASE_MS - 1);
    expect(await deliverDueAlerts()).toEqual({ claimed: 0, sent: 0, failed: 0 });
    at(LEASE_MS);
    expect(await deliverDueAlerts()).toEqual({ claimed: 2, sent: 2, failed: 0 });
    expect(smtp.messages).toHaveLength(1);
    expect(webhook.requests).toHaveLength(1);
    expect((await listDeliveries({ limit: 10, offset: 0 })).map((d) => [d.channel, d.state, d.attempts])).toEqual([
      ["webhook", "sent", 2],
      ["email", "sent", 2],
    ]);
  });

  it("claims at most the batch asked for, oldest due first", async () => {
    const ids = [];
    for (let i = 0; i < 3; i++) {
      at(i * SECOND);
      ids.push(await book());
    }
    const claimed = await claimDueDeliveries(now, LEASE_MS, 2);
    expect(claimed.map((d) => d.created_at)).toEqual([T0.toISOString(), T0.toISOString()]);
  });
});

describe("delivering", () => {
  it("sends the e-mail and the signed webhook once, records the success once, and sends nothing more", async () => {
    const id = await book();
    expect(await deliverDueAlerts()).toEqual({ claimed: 2, sent: 2, failed: 0 });
    at(10 * MINUTE);
    expect(await deliverDueAlerts()).toEqual({ claimed: 0, sent: 0, failed: 0 });

    expect(smtp.messages).toHaveLength(1);
    const mail = smtp.messages[0]!;
    const reference = await referenceOf(id);
    expect(mail.subject).toBe(`New booking ${reference} : Koramangala, LG, Drum not spinning`);
    expect(mail.to).toEqual(["owner@example.com", "desk@example.com"]);
    expect(mail.from).toBe("alerts@example.com");
    expect(mail.messageId).toMatch(/^<alert-\d+@localhost>$/);
    expect(mail.text).toContain("Name: Asha <b>Rao</b>");
    expect(mail.text).toContain("Phone: +91 98450 12345 (tel:+919845012345)");
    expect(mail.text).toContain("https://wa.me/919845012345?text=");
    expect(mail.text).toContain("Visit: Tue, 24 Nov · Morning (9 AM - 12 PM)");
    expect(mail.text).toContain(`http://localhost:3000/admin/bookings/${id}`);
    // What the customer typed is text in the HTML, never markup.
    expect(mail.html).toContain("Asha &#60;b&#62;Rao&#60;/b&#62;");
    expect(mail.html).not.toContain("<b>Rao");
    expect(mail.html).toContain('href="tel:+919845012345"');

    expect(webhook.requests).toHaveLength(1);
    const request = webhook.requests[0]!;
    expect(request.headers["content-type"]).toBe("application/json");
    // Signed with the time it was sent: good now, refused as a replay 5 minutes on, and refused with a changed body.
    const raw = request.body.toString("utf8");
    const sentAt = Number(/^t=(\d+),v1=[0-9a-f]{64}$/.exec(String(request.headers["x-signature"]))![1]) * SECOND;
    expect(sentAt).toBe(T0.getTime());
    expect(verifyWebhookSignature(request.headers["x-signature"], raw, WEBHOOK_SECRET, sentAt)).toBe(true);
    expect(verifyWebhookSignature(request.headers["x-signature"], raw, WEBHOOK_SECRET, sentAt + 5 * MINUTE + SECOND)).toBe(false);
    expect(verifyWebhookSignature(request.headers["x-signature"], raw.replace("Koramangala", "Jayanagar"), WEBHOOK_SECRET, sentAt)).toBe(false);
    expect(JSON.parse(request.body.toString("utf8"))).toMatchObject({
      event: "booking.created",
      reference,
      urgent: false,
      adminUrl: `http://localhost:3000/admin/bookings/${id}`,
      booking: { id, name: "Asha <b>Rao</b>", phone: "+919845012345", locality: "Koramangala", brand: "LG", issue: "Drum not spinning", timeSlot: "morning" },
    });

    const deliveries = await deliveriesOf(id);
    expect(deliveries.map((d) => [d.state, d.attempts, d.sent_at, d.last_error])).toEqual([
      ["sent", 1, T0.toISOString(), null],
      ["sent", 1, T0.toISOString(), null],
    ]);
  });

  it("an urgent booking's alert says URGENT first", async () => {
    const id = await book({ service: "Emergency Repair", issue: undefined, brand: "Not specified" });
    await deliverDueAlerts();
    const reference = await referenceOf(id);
    expect(smtp.messages[0]!.subject).toBe(`URGENT: New booking ${reference} : Koramangala, Emergency Repair`);
    expect(JSON.parse(webhook.requests[0]!.body.toString("utf8"))).toMatchObject({
      urgent: true,
      text: `URGENT: New booking ${reference} : Koramangala, Emergency Repair`,
    });
  });

  it("retries a failing channel on the schedule while the others are sent, and gives up after a day", async () => {
    webhook.answerWith(500);
    const id = await book();
    await deliverDueAlerts();
    expect(smtp.messages).toHaveLength(1);
    const [email, first] = await deliveriesOf(id);
    let hook = first;
    expect(email!.state).toBe("sent");
    expect(hook).toMatchObject({
      state: "pending",
      attempts: 1,
      last_error: "The webhook answered HTTP 500",
      next_attempt_at: new Date(T0.getTime() + 30 * SECOND).toISOString(),
    });

    // Nothing is due before the next attempt; at it, one more try.
    at(29 * SECOND);
    expect(await deliverDueAlerts()).toEqual({ claimed: 0, sent: 0, failed: 0 });
    const attemptTimes = [30 * SECOND, 2.5 * MINUTE, 12.5 * MINUTE, 72.5 * MINUTE, 72.5 * MINUTE + 6 * 60 * MINUTE];
    for (const [i, time] of attemptTimes.entries()) {
      at(time);
      expect(await deliverDueAlerts()).toEqual({ claimed: 1, sent: 0, failed: 1 });
      [, hook] = await deliveriesOf(id);
      expect(hook!.attempts).toBe(i + 2);
    }
    expect(hook!.next_attempt_at).toBe(new Date(T0.getTime() + 72.5 * MINUTE + 12 * 60 * MINUTE).toISOString());
    at(72.5 * MINUTE + 12 * 60 * MINUTE);
    await deliverDueAlerts();
    at(72.5 * MINUTE + 18 * 60 * MINUTE);
    await deliverDueAlerts();
    [, hook] = await deliveriesOf(id);
    expect(hook).toMatchObject({ state: "failed", attempts: 8 });
    expect(hook!.last_error).toBe("The webhook answered HTTP 500 (gave up after 8 attempts)");
    at(3 * 24 * 60 * MINUTE);
    expect(await deliverDueAlerts()).toEqual({ claimed: 0, sent: 0, failed: 0 });
    expect(webhook.requests).toHaveLength(8);
    expect(smtp.messages).toHaveLength(1);
  });

  it("an SMTP server that is down is retried; once it is back the e-mail arrives once, and what queued behind it goes at once", async () => {
    await smtp.stop();
    const first = await book({ name: "First" });
    await deliverDueAlerts();
    at(20 * SECOND);
    const second = await book({ name: "Second" });
    await deliverDueAlerts();
    const [email] = await deliveriesOf(first);
    expect(email).toMatchObject({ state: "pending", attempts: 1 });
    expect(email!.last_error).toMatch(/ECONNREFUSED/);
    expect(webhook.requests).toHaveLength(2);

    await smtp.start();
    at(30 * SECOND);
    // The first booking's retry succeeds, and the second's (due at 50 s) is brought forward.
    await deliverDueAlerts();
    await deliverDueAlerts();
    expect(smtp.messages.map((m) => m.subject.split(" : ")[0])).toEqual([
      `New booking ${await referenceOf(first)}`,
      `New booking ${await referenceOf(second)}`,
    ]);
    at(60 * MINUTE);
    await deliverDueAlerts();
    expect(smtp.messages).toHaveLength(2);
  });

  it("a wrong SMTP password fails the e-mail without the password in the error", async () => {
    setEnv({ SMTP_URL: smtp.url.replace("smtp-pass-w0rd", "wrong-Secret-99") });
    const id = await book();
    await deliverDueAlerts();
    const [email] = await deliveriesOf(id);
    expect(email!.state).toBe("pending");
    expect(email!.last_error).toMatch(/Invalid login|auth/i);
    expect(email!.last_error).not.toContain("wrong-Secret-99");
  });

  it("a test alert goes to every configured channel through the same outbox", async () => {
    expect(await queueTestAlert(staffActor({ id: 1, email: "owner@example.com" }))).toBe(2);
    await deliverDueAlerts();
    expect(smtp.messages[0]!.subject).toBe("Test alert from WashFix Bengaluru: booking alerts reach you");
    expect(JSON.parse(webhook.requests[0]!.body.toString("utf8"))).toMatchObject({ event: "test" });
  });
});

describe("web push", () => {
  let push: HttpReceiver;
  beforeAll(async () => {
    push = await startHttpReceiver();
    setEnv({ PUSH_SERVICE_ORIGINS: new URL(push.url).origin });
    await ensureVapidKeys();
  });
  afterAll(async () => {
    setEnv({ PUSH_SERVICE_ORIGINS: undefined });
    await push.stop();
  });
  beforeEach(() => {
    push.requests.length = 0;
    push.answerWith(201);
  });

  it("sends an encrypted, VAPID-signed push to every subscribed device; a device the push service says is gone is removed", async () => {
    const admin = await upsertAdmin("push@example.com", "a long enough password");
    const phone = browserPushKeys();
    await savePushSubscription(
      { endpoint: `${push.url}/phone`, p256dh: phone.p256dh, auth: phone.authBase64, adminId: admin.id, label: "Chrome on Android" },
      staffActor(admin),
    );
    const id = await book({ service: "Emergency Repair" });
    const deliveries = await deliveriesOf(id);
    expect(deliveries.map((d) => [d.channel, d.target])).toContainEqual(["push", "Chrome on Android"]);
    await deliverDueAlerts();

    expect(push.requests).toHaveLength(1);
    const request = push.requests[0]!;
    expect(request.method).toBe("POST");
    expect(request.path).toBe("/hook/phone");
    expect(request.headers["content-encoding"]).toBe("aes128gcm");
    expect(request.headers.ttl).toBe("86400");
    expect(request.headers.urgency).toBe("high");
    verifyVapidHeader(request.headers.authorization, `${push.url}/phone`);
    expect(JSON.parse(decryptPushBody(request.body, phone))).toEqual({
      title: `URGENT: New booking ${await referenceOf(id)}: Koramangala`,
      body: "Emergency Repair · Asha <b>Rao</b>",
      url: `/admin/bookings/${id}`,
      tag: `booking-${id}`,
    });
    expect((await deliveriesOf(id)).every((d) => d.state === "sent")).toBe(true);

    push.answerWith(410);
    const next = await book();
    await deliverDueAlerts();
    const pushDelivery = (await deliveriesOf(next)).find((d) => d.channel === "push");
    expect(pushDelivery).toMatchObject({ state: "failed", attempts: 1 });
    expect(pushDelivery!.last_error).toContain("HTTP 410");
    expect(await listPushDevices()).toEqual([]);
    // The other channels of that booking were sent all the same.
    expect(smtp.messages).toHaveLength(2);
  });

  it("never calls an endpoint that is not a push service (a loopback address stored before the list)", async () => {
    const admin = await upsertAdmin("push@example.com", "a long enough password");
    const phone = browserPushKeys();
    setEnv({ PUSH_SERVICE_ORIGINS: undefined });
    try {
      await savePushSubscription(
        { endpoint: `${push.url}/internal`, p256dh: phone.p256dh, auth: phone.authBase64, adminId: admin.id, label: "Loopback" },
        staffActor(admin),
      );
      const id = await book();
      await deliverDueAlerts();
      expect(push.requests).toEqual([]);
      expect((await deliveriesOf(id)).find((d) => d.channel === "push")).toMatchObject({
        state: "failed",
        last_error: "This device's push address is not a known push service",
      });
    } finally {
      setEnv({ PUSH_SERVICE_ORIGINS: new URL(push.url).origin });
    }
  });
});

describe("the dashboard's flag", () => {
  it("flags a pending booking whose alerts have all failed for 10 minutes, until one is sent", async () => {
    webhook.answerWith(503);
    await smtp.stop();
    const id = await book();
    await deliverDueAlerts();
    at(10 * MINUTE - 1);
    expect(await listUnalertedBookings(now)).toEqual([]);
    at(10 * MINUTE);
    expect((await listUnalertedBookings(now)).map((b) => b.id)).toEqual([id]);
    await smtp.start();
    at(12.5 * MINUTE);
    await deliverDueAlerts();
    expect(await listUnalertedBookings(now)).toEqual([]);
  });

  it("no longer flags a booking staff have confirmed", async () => {
    configure({ webhook: true });
    webhook.answerWith(500);
    const admin = await upsertAdmin("flag@example.com", "a long enough password");
    const id = await book();
    await deliverDueAlerts();
    at(11 * MINUTE);
    expect((await listUnalertedBookings(now)).map((b) => b.id)).toEqual([id]);
    await setBookingStatus(id, "confirmed", staffActor(admin));
    expect(await listUnalertedBookings(now)).toEqual([]);
  });
});

describe("the alert-delivery job", () => {
  it("started, it sends a new booking's alerts at once (nudged), without waiting for its turn", async () => {
    setClock(null);
    startJobs();
    // Its first run (as it starts) has ended: its next turn is 5 s away, so only the nudge sends within 4 s.
    for (let tries = 0; !(await db.selectFrom("job_runs").select("job").where("job", "=", "alert-delivery").executeTakeFirst()); tries++) {
      if (tries > 200) throw new Error("The job's first run did not end");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const started = Date.now();
    const id = await book();
    await waitFor(
      () => smtp.messages.length + webhook.requests.length,
      (n) => n === 2,
      4_000,
      "the alerts",
    );
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(smtp.messages[0]!.subject).toContain(await referenceOf(id));
  });
});

describe("the retry schedule", () => {
  it("waits 30 s, 2 min, 10 min, 1 h, then 6 h, and stops a day after the alert", () => {
    const created = T0;
    const after = (attempts: number, failedAfterMs: number) => nextAttemptAt(created, attempts, new Date(T0.getTime() + failedAfterMs))?.getTime();
    expect(after(1, 0)! - T0.getTime()).toBe(30 * SECOND);
    expect(after(2, 30 * SECOND)! - T0.getTime()).toBe(2.5 * MINUTE);
    expect(after(3, 2.5 * MINUTE)! - T0.getTime()).toBe(12.5 * MINUTE);
    expect(after(4, 12.5 * MINUTE)! - T0.getTime()).toBe(72.5 * MINUTE);
    expect(after(5, 72.5 * MINUTE)! - T0.getTime()).toBe(72.5 * MINUTE + 6 * 60 * MINUTE);
    expect(after(9, 20 * 60 * MINUTE)).toBeUndefined();
  });
});
