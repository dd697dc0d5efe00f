// The customer's WhatsApp outbox, at the model: each change that tells the customer
// something writes its message once, in the booking's language, in the change's own transaction;
// nothing is queued while the channel is off; a STOP is kept and statuses only move forward.
import { afterEach, describe, expect, it } from "vitest";
import webpush from "web-push";

import { done, refused } from "~/lib/outcome";
import type { Actor } from "~/models/audit.server";
import { recordPayment } from "~/models/bill-payments.server";
import { addBillItem } from "~/models/bills.server";
import { setBookingStatus } from "~/models/booking-triage.server";
import { createBooking } from "~/models/bookings.server";
import { saveMessageSettings } from "~/models/business-settings.server";
import { rescheduleBookingByCustomer } from "~/models/customer-bookings.server";
import { saveCustomerPushSubscription, setReviewConsent } from "~/models/customer-devices.server";
import {
  applyMessageStatus,
  claimDueMessages,
  messagesSent,
  queueStaffAnswer,
  queueVisitReminders,
  recordMessageOutcome,
} from "~/models/customer-messages.server";
import { isNumberStopped, recordInboundMessage } from "~/models/customer-replies.server";
import { recordVisitStep } from "~/models/visits.server";
import { db } from "~db/db.server";

import { setEnv } from "../shared/env";
import { bookingInput, storeBooking } from "./booking-fixtures";

const office: Actor = { adminId: null, email: "office@example.com", address: null, device: "Chrome on Windows" };
const WHATSAPP = {
  WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
  WHATSAPP_ACCESS_TOKEN: "token",
  WHATSAPP_APP_SECRET: "secret",
  WHATSAPP_VERIFY_TOKEN: "verify",
};
afterEach(async () => {
  setEnv(Object.fromEntries(Object.keys(WHATSAPP).map((name) => [name, undefined])));
  await db.deleteFrom("business_settings").execute();
});

const messagesOf = (bookingId: number) =>
  db
    .selectFrom("customer_messages")
    .select(["kind", "template", "language", "parameters", "state"])
    .where("booking_id", "=", bookingId)
    .orderBy("id")
    .execute();

describe("the customer's messages", () => {
  it("queue nothing while WhatsApp is not set up", async () => {
    const outcome = await createBooking(bookingInput({ visitDate: "2026-12-01" }));
    expect(outcome.status).toBe("stored");
    expect(await messagesOf((outcome as { id: number }).id)).toEqual([]);
  });

  it("queue each step once, in the booking's language: received, confirmed, on the way, work done with what is due, paid with the invoice", async () => {
    setEnv(WHATSAPP);
    const outcome = await createBooking(bookingInput({ visitDate: "2026-12-01", language: "kn", name: "Kavya Rao" }));
    const id = (outcome as { id: number }).id;
    await setBookingStatus(id, "confirmed", office);
    // Confirmed twice (a second tab): still one message.
    await setBookingStatus(id, "confirmed", office);
    await db.updateTable("bookings").set({ visit_date: "2026-11-24" }).where("id", "=", id).execute();
    await recordVisitStep(id, "on_the_way", office, { now: new Date("2026-11-24T05:00:00Z") });
    await addBillItem(id, { description: "Drain pump", quantity: 1, unitPaise: 1200_00 }, office);
    await recordVisitStep(id, "work_done", office, { now: new Date("2026-11-24T06:00:00Z") });
    await recordPayment(id, { method: "cash", amountPaise: 1200_00, reference: "" }, office, new Date("2026-11-24T06:10:00Z"));
    const messages = await messagesOf(id);
    expect(messages.map((message) => [message.kind, message.template, message.language])).toEqual([
      ["booking-received", "washfix_booking_received", "kn"],
      ["confirmed", "washfix_booking_confirmed", "kn"],
      ["on-my-way", "washfix_on_my_way", "kn"],
      ["work-done", "washfix_work_done", "kn"],
      ["paid", "washfix_paid", "kn"],
    ]);
    const parameters = messages.map((message) => JSON.parse(message.parameters) as string[]);
    expect(parameters[0]![0]).toBe("Kavya");
    expect(parameters[3]![2]).toBe("₹1,200");
    expect(parameters[4]![2]).toMatch(/\/kn\/booking\/[\w-]+\/receipt$/);
  });

  it("send nothing to a number that said STOP, and move a status only forward", async () => {
    setEnv(WHATSAPP);
    const id = await storeBooking({ visitDate: "2026-12-02", phone: "+919845099999" });
    expect(await recordInboundMessage("+919845099999", "wamid.in-1", " stop ")).toEqual({ kind: "stop", bookingId: id });
    expect(await recordInboundMessage("+919845099999", "wamid.in-1", " stop ")).toEqual({ kind: "again", bookingId: id });
    expect(await isNumberStopped("+919845099999")).toBe(true);
    expect(await db.selectFrom("customer_replies").select(["booking_id", "text"]).where("wa_message_id", "=", "wamid.in-1").execute()).toEqual([
      { booking_id: id, text: " stop " },
    ]);

    const other = await storeBooking({ visitDate: "2026-12-02", phone: "+919845088888" });
    await setBookingStatus(other, "confirmed", office);
    const [claimed] = (await claimDueMessages(new Date(Date.now() + 60_000), 30_000, 100)).filter((message) => message.bookingId === other);
    // Sent at 11:50 pm in Bengaluru on the last day of November: counted in November's day and month.
    await recordMessageOutcome(claimed!, { state: "sent", waMessageId: "wamid.out-1" }, new Date("2026-11-30T18:20:00Z"));
    expect(await applyMessageStatus("wamid.out-1", "read", new Date())).toBe(true);
    expect(await applyMessageStatus("wamid.out-1", "delivered", new Date())).toBe(false);
    expect((await messagesOf(other))[0]!.state).toBe("read");
    // The cost in view: sent this month, at the owner's rate (13 paise by default).
    expect(await messagesSent({ from: "2026-11-30", to: "2026-11-30" })).toEqual([{ month: "2026-11", kind: "booking-received", count: 1, costPaise: 13 }]);
    expect(await messagesSent({ from: "2026-12-01", to: "2026-12-31" })).toEqual([]);
  });

  it("remind each customer visited tomorrow from the owner's hour on, once, and never a number that said STOP", async () => {
    setEnv(WHATSAPP);
    await saveMessageSettings({ off: [], reminderHour: 19 }, office);
    const tomorrow = await storeBooking({ visitDate: "2026-12-10", phone: "+919845077777", language: "hi" });
    const later = await storeBooking({ visitDate: "2026-12-11", phone: "+919845066666" });
    const stopped = await storeBooking({ visitDate: "2026-12-10", phone: "+919845055555" });
    await recordInboundMessage("+919845055555", "wamid.in-stop", "रोकें");
    const reminders = async (bookingId: number) => (await messagesOf(bookingId)).filter((message) => message.kind === "reminder");
    // 6:59 pm in Bengaluru the day before: not yet.
    expect(await queueVisitReminders(new Date("2026-12-09T13:29:00Z"))).toBe(0);
    // 7 pm: tomorrow's visits, each once however often the job runs.
    expect(await queueVisitReminders(new Date("2026-12-09T13:30:00Z"))).toBeGreaterThanOrEqual(2);
    expect(await queueVisitReminders(new Date("2026-12-09T14:30:00Z"))).toBe(0);
    expect((await reminders(tomorrow)).map((message) => [message.template, message.language])).toEqual([["washfix_visit_reminder", "hi"]]);
    expect(await reminders(later)).toEqual([]);
    // Queued for the number that said STOP too, but the sender marks it stopped instead of sending it.
    expect(await isNumberStopped("+919845055555")).toBe(true);
    expect(await reminders(stopped)).toHaveLength(1);
  });

  it("honour the owner's switches, and carry the technician's arrival estimate with On the way", async () => {
    setEnv(WHATSAPP);
    await saveMessageSettings({ off: ["confirmed"], reminderHour: 18 }, office);
    const id = await storeBooking({ visitDate: "2026-11-24" });
    await setBookingStatus(id, "confirmed", office);
    // 10:30 am in Bengaluru, "about 15 minutes": by about 10:45 am.
    await recordVisitStep(id, "on_the_way", office, { now: new Date("2026-11-24T05:00:00Z"), arrivalMinutes: 15 });
    const messages = await messagesOf(id);
    expect(messages.map((message) => message.kind)).toEqual(["booking-received", "on-my-way"]);
    expect(JSON.parse(messages[1]!.parameters)[3]).toBe("10:45 am");
  });

  it("ask for a review a day after payment only when the customer ticked the box for it", async () => {
    setEnv({ ...WHATSAPP, GOOGLE_REVIEW_URL: "https://g.page/r/washfix/review" });
    const paid = async (phone: string, consent: boolean) => {
      const id = await storeBooking({ visitDate: "2026-11-24", phone });
      if (consent) await setReviewConsent(id, true, new Date("2026-11-23T10:00:00Z"));
      await addBillItem(id, { description: "Drain pump", quantity: 1, unitPaise: 500_00 }, office);
      await recordPayment(id, { method: "cash", amountPaise: 500_00, reference: "" }, office, new Date("2026-11-24T06:10:00Z"));
      return id;
    };
    const without = await paid("+919845011111", false);
    const ticked = await paid("+919845022222", true);
    expect((await messagesOf(without)).map((message) => message.kind)).not.toContain("review-request");
    const request = await db
      .selectFrom("customer_messages")
      .select(["parameters", "next_attempt_at"])
      .where("booking_id", "=", ticked)
      .where("kind", "=", "review-request")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(request.parameters)[2]).toBe("https://g.page/r/washfix/review");
    expect(request.next_attempt_at).toBe("2026-11-25T06:10:00.000Z");
    setEnv({ GOOGLE_REVIEW_URL: undefined });
  });

  it("tell the customer each move of their visit, and a confirmation of the new day again", async () => {
    setEnv(WHATSAPP);
    const booked = await createBooking(bookingInput({ visitDate: "2026-12-05", phone: "+919845033333" }));
    if (booked.status !== "stored") throw new Error("not stored");
    await setBookingStatus(booked.id, "confirmed", office);
    const now = new Date("2026-12-01T04:00:00Z");
    expect(await rescheduleBookingByCustomer(booked.token, { visitDate: "2026-12-06", timeSlot: "morning" }, office, now)).toMatchObject({ status: "done" });
    expect(
      await rescheduleBookingByCustomer(booked.token, { visitDate: "2026-12-07", timeSlot: "morning" }, office, new Date(now.getTime() + 60_000)),
    ).toMatchObject({
      status: "done",
    });
    await setBookingStatus(booked.id, "confirmed", office);
    expect((await messagesOf(booked.id)).map((message) => message.kind)).toEqual(["booking-received", "confirmed", "moved", "moved", "confirmed"]);
  });

  it("let staff answer in their own words only within 24 hours of the customer's last message, once per submission", async () => {
    setEnv(WHATSAPP);
    const id = await storeBooking({ visitDate: "2026-12-02", phone: "+919845044444" });
    const submission = crypto.randomUUID();
    expect(await queueStaffAnswer(id, "Yes, 11 am is fine", submission, office, new Date("2026-11-30T05:00:00Z"))).toEqual(
      refused("answerClosed", { field: "text" }),
    );
    await recordInboundMessage("+919845044444", "wamid.in-ask", "Can you come at 11?", { now: new Date("2026-11-30T05:00:00Z") });
    expect(await queueStaffAnswer(id, "Yes, 11 am is fine", submission, office, new Date("2026-11-30T06:00:00Z"))).toEqual(done("queued"));
    expect(await queueStaffAnswer(id, "Yes, 11 am is fine", submission, office, new Date("2026-11-30T06:00:01Z"))).toEqual(done("again"));
    expect(await queueStaffAnswer(id, "Still there?", crypto.randomUUID(), office, new Date("2026-12-01T05:00:01Z"))).toEqual(
      refused("answerClosed", { field: "text" }),
    );
    const answers = await db.selectFrom("customer_messages").select(["body", "template"]).where("booking_id", "=", id).where("kind", "=", "answer").execute();
    expect(answers).toEqual([{ body: "Yes, 11 am is fine", template: "" }]);
  });

  it("reach the customer's phone by push where WhatsApp is not set up, in their language", async () => {
    const keys = webpush.generateVAPIDKeys();
    setEnv({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey });
    const id = await storeBooking({ visitDate: "2026-12-03", language: "kn", phone: "+919845055556" });
    // Nothing before the customer turned it on.
    expect(await messagesOf(id)).toEqual([]);
    await saveCustomerPushSubscription(id, { endpoint: "https://fcm.googleapis.com/fcm/send/abc", p256dh: "k", auth: "a" });
    await setBookingStatus(id, "confirmed", office);
    const [push] = await db.selectFrom("customer_messages").select(["kind", "channel", "body"]).where("booking_id", "=", id).execute();
    expect(push).toMatchObject({ kind: "confirmed", channel: "push" });
    const payload = JSON.parse(push!.body!) as { title: string; body: string; url: string };
    expect(payload.title).toMatch(/^ಬುಕಿಂಗ್ /);
    expect(payload.body).toContain("ಖಚಿತವಾಗಿದೆ");
    expect(payload.url).toMatch(/\/kn\/booking\//);
    // Not counted as a WhatsApp message's cost.
    setEnv({ VAPID_PUBLIC_KEY: undefined, VAPID_PRIVATE_KEY: undefined });
  });
});
