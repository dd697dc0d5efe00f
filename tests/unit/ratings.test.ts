// The customer's rating of a visit, at the model: asked once a day after completion (and one
// reminder), sent by the customer-messages job against a real HTTP server speaking the Cloud API's
// documented shapes, never once rated; changeable for a week, then kept; a low rating or a comment
// alerts the office and waits "to call back" until what was done is recorded, audited without the
// comment's words; the record's figures from the database.
import http from "node:http";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { sendCustomerMessages } from "~/jobs/customer-messages.server";
import { setClock } from "~/lib/time/clock.server";
import { setBookingStatus } from "~/models/booking-triage.server";
import { bookingData } from "~/models/customer-data.server";
import { recordInboundMessage } from "~/models/customer-replies.server";
import { bookingRating, rateVisit, ratingsToCallBack, recordRatingFollowup } from "~/models/ratings.server";
import { addTechnician } from "~/models/settings.server";
import { technicianRecords } from "~/models/technician-record.server";
import { db } from "~db/db.server";

import { freePort } from "../shared/app-server";
import { setEnv } from "../shared/env";
import { storeBooking } from "./booking-fixtures";
import { customer, staffActor } from "./staff";

const office = staffActor({ id: null as unknown as number, email: "office@example.com" });
const PHONE_NUMBER_ID = "106540352242922";
const TOKEN = "EAAG-ratings-token";
const HOUR = 60 * 60 * 1000;
// Completed at 11:00 in Bengaluru on Tuesday 24 November 2026.
const COMPLETED = new Date("2026-11-24T05:30:00.000Z");
const at = (ms: number) => new Date(COMPLETED.getTime() + ms);

/** The Cloud API's messages endpoint, as documented: the templates it accepted. */
async function startReceiver() {
  const sent: { to: string; template: string; parameters: string[] }[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const answer = (status: number, json: unknown) => res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(json));
      if (req.method !== "POST" || req.url !== `/v23.0/${PHONE_NUMBER_ID}/messages`) return answer(404, { error: { message: "Unknown path", code: 100 } });
      if (req.headers.authorization !== `Bearer ${TOKEN}`) return answer(401, { error: { message: "Invalid OAuth access token", code: 190 } });
      const message = JSON.parse(body) as { to?: string; template?: { name?: string; components?: { type: string; parameters: { text: string }[] }[] } };
      if (!message.to || !message.template?.name) return answer(400, { error: { message: "Invalid parameter", code: 100 } });
      const parameters = message.template.components?.find((component) => component.type === "body")?.parameters.map((p) => p.text) ?? [];
      sent.push({ to: message.to, template: message.template.name, parameters });
      return answer(200, {
        messaging_product: "whatsapp",
        contacts: [{ input: message.to, wa_id: message.to }],
        messages: [{ id: `wamid.${crypto.randomUUID()}` }],
      });
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { sent, url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A visit of today completed at COMPLETED, by a technician. */
async function completedVisit(phone: string, technicianId: number | null = null, { brand = "LG" } = {}) {
  const id = await storeBooking({ visitDate: "2026-11-24", phone, brand });
  if (technicianId !== null) await db.updateTable("bookings").set({ technician_id: technicianId }).where("id", "=", id).execute();
  setClock(COMPLETED);
  expect((await setBookingStatus(id, "confirmed", office)).status).toBe("done");
  expect((await setBookingStatus(id, "completed", office)).status).toBe("done");
  return id;
}

afterEach(() => setClock(null));

describe("the rating request", () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeEach(async () => {
    receiver = await startReceiver();
    setEnv({
      WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
      WHATSAPP_ACCESS_TOKEN: TOKEN,
      WHATSAPP_APP_SECRET: "s",
      WHATSAPP_VERIFY_TOKEN: "v",
      WHATSAPP_API_URL: receiver.url,
    });
  });
  afterEach(async () => {
    setEnv({
      WHATSAPP_PHONE_NUMBER_ID: undefined,
      WHATSAPP_ACCESS_TOKEN: undefined,
      WHATSAPP_APP_SECRET: undefined,
      WHATSAPP_VERIFY_TOKEN: undefined,
      WHATSAPP_API_URL: undefined,
    });
    await receiver.close();
  });
  const asks = (phone: string) => receiver.sent.filter((message) => message.template === "washfix_rating_request" && message.to === phone.slice(1));

  it("is sent once a day after completion, and one reminder three days after that, on the app's clock", async () => {
    const id = await completedVisit("+919845061001");
    const { reference, token } = await db.selectFrom("bookings").select(["reference", "token"]).where("id", "=", id).executeTakeFirstOrThrow();
    setClock(at(23 * HOUR));
    await sendCustomerMessages();
    expect(asks("+919845061001")).toEqual([]);
    setClock(at(24 * HOUR + 1000));
    await sendCustomerMessages();
    setClock(at(30 * HOUR));
    await sendCustomerMessages();
    expect(asks("+919845061001")).toHaveLength(1);
    expect(asks("+919845061001")[0]!.parameters.slice(1)).toEqual([reference, expect.stringContaining(`/booking/${token}`)]);
    setClock(at(4 * 24 * HOUR + 1000));
    await sendCustomerMessages();
    setClock(at(10 * 24 * HOUR));
    await sendCustomerMessages();
    expect(asks("+919845061001")).toHaveLength(2);
  });

  it("is not sent once the customer rated, nor after the number said STOP", async () => {
    const rated = await completedVisit("+919845061002");
    setClock(at(2 * HOUR));
    expect(await rateVisit(rated, { stars: 5 }, customer)).toEqual({ status: "done", value: "rated" });
    const stopped = await completedVisit("+919845061003");
    await recordInboundMessage("+919845061003", "wamid.stop-ratings", "STOP", { now: at(HOUR) });
    setClock(at(5 * 24 * HOUR));
    await sendCustomerMessages();
    expect(asks("+919845061002")).toEqual([]);
    expect(asks("+919845061003")).toEqual([]);
    const unsent = await db.selectFrom("customer_messages").select("state").where("booking_id", "=", stopped).where("kind", "=", "rating-request").execute();
    expect(unsent.map((message) => message.state)).toEqual(["stopped", "stopped"]);
    const states = await db
      .selectFrom("customer_messages")
      .select(["state", "last_error"])
      .where("booking_id", "=", rated)
      .where("kind", "=", "rating-request")
      .execute();
    expect(states).toEqual([
      { state: "stopped", last_error: "refusal.alreadyRated" },
      { state: "stopped", last_error: "refusal.alreadyRated" },
    ]);
  });
});

describe("a rating", () => {
  it("is refused before the visit is completed, changes for 7 days, then is kept", async () => {
    const open = await storeBooking({ visitDate: "2026-11-24", phone: "+919845061010" });
    expect(await rateVisit(open, { stars: 4 }, customer)).toMatchObject({ status: "refused", code: "notRatable" });
    const id = await completedVisit("+919845061011");
    expect(await rateVisit(id, { stars: 4 }, customer, at(HOUR))).toEqual({ status: "done", value: "rated" });
    expect(await rateVisit(id, { stars: 5 }, customer, at(7 * 24 * HOUR))).toEqual({ status: "done", value: "changed" });
    expect(await rateVisit(id, { stars: 1 }, customer, at(7 * 24 * HOUR + HOUR + 1))).toMatchObject({ status: "refused", code: "ratingKept" });
    expect(await bookingRating(id)).toMatchObject({ stars: 5, ratedAt: at(HOUR).toISOString() });
    // The customer's data download holds it.
    expect((await bookingData(id)).rating).toEqual({ stars: 5, comment: "", ratedAt: at(HOUR).toISOString(), changedAt: at(7 * 24 * HOUR).toISOString() });
  });

  it("of 1-2 stars or with a comment alerts the office once and waits to be called back about; what was done is audited without the words", async () => {
    const low = await completedVisit("+919845061020");
    const commented = await completedVisit("+919845061021");
    const happy = await completedVisit("+919845061022");
    await rateVisit(low, { stars: 2 }, customer, at(HOUR));
    await rateVisit(low, { stars: 1 }, customer, at(2 * HOUR));
    await rateVisit(commented, { stars: 5, comment: "Qazwsxedc left a scratch on the lid" }, customer, at(HOUR));
    await rateVisit(happy, { stars: 4 }, customer, at(HOUR));
    const alerts = await db
      .selectFrom("alerts")
      .select(["booking_id", "kind"])
      .where("kind", "=", "rating")
      .where("booking_id", "in", [low, commented, happy])
      .execute();
    expect(alerts.map((alert) => alert.booking_id).sort()).toEqual([low, commented].sort());
    const waiting = (await ratingsToCallBack()).filter((rating) => [low, commented, happy].includes(rating.bookingId));
    expect(waiting.map((rating) => [rating.bookingId, rating.stars, rating.commented])).toEqual([
      [commented, 5, true],
      [low, 1, false],
    ]);
    expect(await recordRatingFollowup(happy, "called", office)).toMatchObject({ status: "refused", code: "noCallback" });
    expect(await recordRatingFollowup(commented, "return-visit", office, at(3 * HOUR))).toEqual({ status: "done", value: undefined });
    expect((await ratingsToCallBack()).map((rating) => rating.bookingId)).not.toContain(commented);
    expect(await bookingRating(commented)).toMatchObject({ followup: "return-visit", followupBy: "office@example.com" });
    const trail = await db.selectFrom("audit_log").select(["action", "detail", "note"]).where("booking_id", "=", commented).execute();
    expect(trail.map((entry) => entry.action)).toEqual(expect.arrayContaining(["visit-rated", "rating-followed-up"]));
    expect(trail.some((entry) => `${entry.detail} ${entry.note}`.includes("Qazwsxedc"))).toBe(false);
  });
});

describe("a technician's record from the database", () => {
  it("averages his ratings and counts a callback for the same phone and machine within 30 days", async () => {
    const added = await addTechnician({ name: `Record ${crypto.randomUUID().slice(0, 6)}` });
    if (added.status !== "done") throw new Error("not added");
    const him = added.value;
    const first = await completedVisit("+919845061030", him);
    const other = await completedVisit("+919845061031", him);
    await rateVisit(first, { stars: 2 }, customer, at(HOUR));
    await rateVisit(other, { stars: 5 }, customer, at(HOUR));
    // The same phone books again for the same machine 10 days later: a callback on the first.
    await db
      .insertInto("bookings")
      .values({
        ...(await import("./booking-fixtures")).rowKeys(),
        name: "Again",
        phone: "+919845061030",
        locality: "Jayanagar",
        brand: "LG",
        visit_date: "2026-12-05",
        created_at: at(10 * 24 * HOUR).toISOString(),
      })
      .execute();
    const record = (await technicianRecords({ from: "2026-11-24", to: "2026-11-24" }, him)).get(him)!;
    expect(record.ratings).toEqual({ count: 2, average: 3.5, distribution: [0, 1, 0, 0, 1] });
    expect(record.behind.callbacks).toEqual([first]);
    expect(record.behind.firstTime).toEqual([other]);
  });
});
