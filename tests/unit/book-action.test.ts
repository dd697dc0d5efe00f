import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { BODY_LIMITS, DISCARD_LIMIT } from "~/lib/http/body-limits";
import { setClock } from "~/lib/time/clock.server";
import { action } from "~/routes/public/($lang).book";
import { db } from "~db/db.server";

import { failingInserts, postForm, run } from "./action-outcome";

const rowsWith = (submissionId: string) => db.selectFrom("bookings").selectAll().where("submission_id", "=", submissionId).execute();

// 10:00 on 23 November 2026 in Bengaluru.
beforeAll(() => setClock(new Date("2026-11-23T04:30:00.000Z")));
afterAll(() => setClock(null));

function booking() {
  return {
    submissionId: crypto.randomUUID(),
    name: "Asha Rao",
    phone: "98450 12345",
    locality: "Jayanagar",
    service: "General Repair",
    issue: "Drum not spinning",
    visitDate: "2026-11-24",
    timeSlot: "morning",
  };
}

/** The same post as the page's script sends it (fetch), which browsers mark Sec-Fetch-Mode: cors. */
function fromScript(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.set("Sec-Fetch-Mode", "cors");
  return new Request(request, { headers });
}

describe("the /book action", () => {
  it("answers a page's post (no JavaScript) with Post/Redirect/Get to the thank-you page", async () => {
    const sent = booking();
    const outcome = await run(action, postForm("/book", sent));
    const [row] = await rowsWith(sent.submissionId);
    expect(outcome).toMatchObject({ status: 303, location: `/book/thank-you?booking=${row!.token}` });
  });

  it("answers the page's script with the booking as data, to show in place", async () => {
    const sent = booking();
    const outcome = await run(action, fromScript(postForm("/book", sent)));
    expect(outcome.status).toBe(200);
    const [row] = await rowsWith(sent.submissionId);
    expect(outcome.body).toMatchObject({
      done: { reference: row!.reference, token: row!.token },
      result: { status: "success" },
    });
  });

  it("answers a resent post (same submission id, same phone) with the first booking, and another phone's reuse of the id with a fresh form and nothing of it", async () => {
    const sent = booking();
    const first = await run(action, fromScript(postForm("/book", sent)));
    const again = await run(action, fromScript(postForm("/book", sent)));
    expect(again.body).toMatchObject({ done: (first.body as { done: unknown }).done });
    const stranger = await run(action, fromScript(postForm("/book", { ...sent, name: "Someone Else", phone: "98450 99999" })));
    expect(stranger.status).toBe(409);
    expect(stranger.body).toMatchObject({ result: { error: { "": ["This form has expired. Please reload the page and try again."] } } });
    expect(stranger.body).not.toHaveProperty("done");
    const page = await run(action, postForm("/book", { ...sent, phone: "98450 99999" }));
    expect(page.status).toBe(409);
    expect(JSON.stringify(page)).not.toContain((await rowsWith(sent.submissionId))[0]!.token);
    expect(await rowsWith(sent.submissionId)).toHaveLength(1);
  });

  it("tells a customer booking after hours that the call comes once the office opens, and one booking a place we do not list that a call will confirm coverage", async () => {
    const during = await run(action, fromScript(postForm("/book", booking())));
    expect(during.body).toMatchObject({ done: { note: undefined } });
    setClock(new Date("2026-11-23T15:30:00.000Z")); // 21:00 in Bengaluru: the office closed at 20:00.
    try {
      const late = await run(action, fromScript(postForm("/book", { ...booking(), visitDate: "2026-11-24", locality: "Mysuru" })));
      expect((late.body as { done: { note: string } }).done.note).toBe(
        "Mysuru is not among the areas we list. Our technician will call to confirm we can come there before fixing the visit. Our office is closed now, so our technician calls you once it opens: from 8:00 AM (9:00 AM on Sundays).",
      );
    } finally {
      setClock(new Date("2026-11-23T04:30:00.000Z"));
    }
  });

  it("stores the address, landmark and PIN code, and says a call confirms coverage for a PIN outside Bengaluru", async () => {
    const sent = { ...booking(), address: "#12, 3rd Cross, 4th Block", landmark: "Near the water tank", pin: "560011" };
    const inTown = await run(action, fromScript(postForm("/book", sent)));
    expect(inTown.body).toMatchObject({ done: { note: undefined } });
    expect((await rowsWith(sent.submissionId))[0]).toMatchObject({ address: "#12, 3rd Cross, 4th Block", landmark: "Near the water tank", pin: "560011" });
    const away = await run(action, fromScript(postForm("/book", { ...booking(), phone: "98450 54321", pin: "600001" })));
    expect((away.body as { done: { note: string } }).done.note).toBe(
      "PIN 600001 is not among the areas we list. Our technician will call to confirm we can come there before fixing the visit.",
    );
  });

  it("answers 503 with 'Error submitting booking. Please try again.' and every value when the database refuses the row", async () => {
    vi.spyOn(console, "error").mockImplementationOnce(() => undefined);
    const sent = booking();
    const outcome = await failingInserts(() => run(action, fromScript(postForm("/book", sent))));
    expect(outcome.status).toBe(503);
    expect(outcome.body).toMatchObject({
      result: {
        error: { "": ["Error submitting booking. Please try again."] },
        initialValue: { name: "Asha Rao", issue: "Drum not spinning", submissionId: sent.submissionId },
      },
    });
    expect(outcome.body).not.toHaveProperty("done");
    expect(await rowsWith(sent.submissionId)).toEqual([]);
  });

  it("refuses a body over the limit with 413 without keeping it, cuts an endless one off, and refuses multipart with 400", async () => {
    const huge = new Request("http://localhost/book", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `name=${"a".repeat(2 * 1024 * 1024)}`,
    });
    expect((await run(action, huge)).status).toBe(413);
    // No Content-Length, and no end: past the limit the rest is dropped, and past the discard limit cut off.
    const chunk = new TextEncoder().encode("a".repeat(16 * 1024));
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const streamed = new Request("http://localhost/book", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: endless,
      duplex: "half",
    } as RequestInit);
    expect((await run(action, streamed)).status).toBe(413);
    expect(sent).toBeLessThanOrEqual(BODY_LIMITS.form + DISCARD_LIMIT + 2 * chunk.byteLength);
    const multipart = new FormData();
    multipart.set("name", "Asha");
    expect((await run(action, new Request("http://localhost/book", { method: "POST", body: multipart }))).status).toBe(400);
  });
});
