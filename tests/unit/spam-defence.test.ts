// Spam defence on the public forms: the honeypot and the per-address limits, through
// the real /book and /contact actions and the real rate-limit table.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The limits are read when the module that keeps them loads: the real ones, before any import.
await vi.hoisted(async () => {
  const { setEnv } = await import("../shared/env");
  setEnv({ BOOKING_LIMIT_PER_10_MINUTES: "5", BOOKING_LIMIT_PER_DAY: "20" });
});
import { HONEYPOT_FIELD } from "~/lib/forms/honeypot";
import { setClock } from "~/lib/time/clock.server";
import { action as bookAction } from "~/routes/public/($lang).book";
import { action as contactAction } from "~/routes/public/($lang).contact";
import { db } from "~db/db.server";

import { setEnv } from "../shared/env";
import { postForm, run } from "./action-outcome";

const NOW = new Date("2026-11-23T04:30:00.000Z"); // 10:00 in Bengaluru

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
  setClock(NOW);
  setEnv({ TRUST_FLY_CLIENT_IP: "1" });
  await db.deleteFrom("bookings").execute();
  await db.deleteFrom("rate_limits" as never).execute();
});

afterEach(() => {
  vi.useRealTimers();
  setEnv({ TRUST_FLY_CLIENT_IP: undefined });
  setClock(null);
});

let phone = 9845000000;
function bookingFrom(address: string, overrides: Record<string, string> = {}) {
  const request = postForm("/book", {
    submissionId: crypto.randomUUID(),
    name: "Asha Rao",
    // A new number each time, so that the per-phone cap is not what refuses.
    phone: String(++phone),
    locality: "Jayanagar",
    visitDate: "2026-11-24",
    ...overrides,
  });
  request.headers.set("Fly-Client-IP", address);
  return request;
}

const stored = async () =>
  Number(
    (
      await db
        .selectFrom("bookings")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("the honeypot", () => {
  it("answers a filled honeypot with the normal success and stores nothing, on /book and /contact", async () => {
    const booking = await run(bookAction, bookingFrom("203.0.113.1", { [HONEYPOT_FIELD]: "http://spam.example" }));
    expect(booking).toMatchObject({ status: 303, location: "/book/thank-you" });
    const message = postForm("/contact", { submissionId: crypto.randomUUID(), name: "Bot", phone: "9845012345", message: "Buy", [HONEYPOT_FIELD]: "x" });
    expect(await run(contactAction, message)).toMatchObject({ status: 303, location: "/contact?sent=1#send-message" });
    expect(await stored()).toBe(0);
  });
});

describe("the per-address limit", () => {
  it("answers the 6th booking within 10 minutes from one address with 429 and a way to call, keeping the values", async () => {
    for (let i = 0; i < 5; i++) expect((await run(bookAction, bookingFrom("203.0.113.2"))).status).toBe(303);
    const refused = await run(bookAction, bookingFrom("203.0.113.2", { name: "Sixth" }));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      result: { error: { "": [expect.stringContaining("Please call us on +91 90080 12345 or message us on WhatsApp")] }, initialValue: { name: "Sixth" } },
    });
    // Another address is not held back, and 10 minutes later this one may book again.
    expect((await run(bookAction, bookingFrom("203.0.113.3"))).status).toBe(303);
    vi.setSystemTime(new Date(NOW.getTime() + 10 * 60 * 1000 + 1));
    expect((await run(bookAction, bookingFrom("203.0.113.2"))).status).toBe(303);
    expect(await stored()).toBe(7);
  });

  it("counts only what is stored: refused forms, honeypot posts and refused attempts leave the places free", async () => {
    for (let i = 0; i < 10; i++) expect((await run(bookAction, bookingFrom("203.0.113.4", { locality: "" }))).status).toBe(400);
    for (let i = 0; i < 3; i++) await run(bookAction, bookingFrom("203.0.113.4", { [HONEYPOT_FIELD]: "bot" }));
    for (let i = 0; i < 5; i++) expect((await run(bookAction, bookingFrom("203.0.113.4"))).status).toBe(303);
    for (let i = 0; i < 5; i++) expect((await run(bookAction, bookingFrom("203.0.113.4"))).status).toBe(429);
    vi.setSystemTime(new Date(NOW.getTime() + 10 * 60 * 1000 + 1));
    // The refused attempts did not push the window on.
    expect((await run(bookAction, bookingFrom("203.0.113.4"))).status).toBe(303);
  });

  it("also caps a day: 20 from one address, messages from the contact form counted with bookings", async () => {
    for (let hour = 0; hour < 4; hour++) {
      vi.setSystemTime(new Date(NOW.getTime() + hour * 11 * 60 * 1000));
      for (let i = 0; i < 5; i++) {
        const request =
          i === 0
            ? postForm("/contact", { submissionId: crypto.randomUUID(), name: "Asha", phone: "9845012345", message: "Hello" })
            : bookingFrom("203.0.113.5");
        request.headers.set("Fly-Client-IP", "203.0.113.5");
        expect((await run(i === 0 ? contactAction : bookAction, request)).status).toBe(303);
      }
    }
    vi.setSystemTime(new Date(NOW.getTime() + 5 * 11 * 60 * 1000));
    expect((await run(bookAction, bookingFrom("203.0.113.5"))).status).toBe(429);
    expect(await stored()).toBe(20);
  });

  it("keeps its counts in the database (rate_limits), so a restarted server holds the same limit", async () => {
    for (let i = 0; i < 5; i++) await run(bookAction, bookingFrom("203.0.113.6"));
    const rows = await db
      .selectFrom("rate_limits" as never)
      .selectAll()
      .execute();
    expect(rows).toEqual(expect.arrayContaining([expect.objectContaining({ key: "posts-10m:203.0.113.6", points: 5 })]));
  });
});
