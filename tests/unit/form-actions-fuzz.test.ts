// Property-based: random and hostile input at every public form action must get a clear
// answer below 500, and a row must be stored only when the input is valid.
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";

import { WARRANTY_BRANDS } from "~/content/warranty";
import { action as bookAction } from "~/routes/public/($lang).book";
import { loader as warrantyLoader } from "~/routes/public/($lang).check-warranty";
import { action as contactAction } from "~/routes/public/($lang).contact";
import { db } from "~db/db.server";

import { bookingForm, contactForm, extraFields, field, posted } from "../hostile-input";
import { postForm, run } from "./action-outcome";

async function bookingCount(): Promise<number> {
  const row = await db
    .selectFrom("bookings")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** What a stored row must look like whatever was sent. */
async function expectSoundRow(sentId: unknown) {
  expect(typeof sentId).toBe("string");
  const row = await db
    .selectFrom("bookings")
    .selectAll()
    .where("submission_id", "=", sentId as string)
    .executeTakeFirstOrThrow();
  expect(row.phone).toMatch(/^\+91\d{10}$/);
  expect(row.status).toBe("pending");
  for (const text of [row.name, row.locality, row.service, row.brand]) {
    expect(text.trim()).toBe(text);
    expect(text.length).toBeGreaterThan(0);
    expect(text.length).toBeLessThanOrEqual(100);
    expect(text).not.toMatch(/[\n\r\t]/);
    expect(text).not.toMatch(CONTROL);
  }
  expect(row.issue.length).toBeLessThanOrEqual(2300);
  expect(row.issue).not.toMatch(CONTROL);
}

// Quiet the expected logs of refused input; unexpected exceptions still fail the run.
vi.spyOn(console, "error").mockImplementation(() => undefined);

describe.each([
  ["/book", bookAction, bookingForm],
  ["/contact", contactAction, contactForm],
] as const)("the %s action under random and hostile input", (path, action, formArbitrary) => {
  it("never answers 500 and stores a row only for a valid form", async () => {
    let stored = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(formArbitrary, extraFields, async (form, extras) => {
        const before = await bookingCount();
        const outcome = await run(action, postForm(path, posted(form, extras)));
        const added = (await bookingCount()) - before;
        expect(outcome.status).toBeLessThan(500);
        if ([200, 303].includes(outcome.status)) {
          const answered = outcome.body as { result?: { status?: string } } | null;
          if (outcome.status === 200) expect(answered?.result?.status).toBe("success");
          expect(added).toBeLessThanOrEqual(1);
          await expectSoundRow(form.submissionId);
          stored += 1;
        } else {
          expect(outcome.status).toBe(400);
          expect(added).toBe(0);
          refused += 1;
        }
      }),
      // Enough runs that valid forms (every field plausible at once) come up well over 5 times.
      { numRuns: 500 },
    );
    // The generator must exercise both sides, or the property proves little.
    expect(stored).toBeGreaterThan(5);
    expect(refused).toBeGreaterThan(50);
  });

  it.each([
    ["JSON", "application/json", JSON.stringify({ name: "Asha", phone: "9845012345", locality: "Indiranagar" })],
    ["plain text", "text/plain", "name=Asha"],
    ["broken multipart", "multipart/form-data; boundary=x", '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAsha'],
    ["an empty body", "application/x-www-form-urlencoded", ""],
  ])("answers 400 and stores nothing for %s", async (_kind, contentType, body) => {
    const before = await bookingCount();
    const outcome = await run(action, new Request(`http://localhost${path}`, { method: "POST", headers: { "Content-Type": contentType }, body }));
    expect(outcome.status).toBe(400);
    expect(await bookingCount()).toBe(before);
  });
});

describe("the /check-warranty loader under random and hostile query strings", () => {
  it("always answers, with a result only for a known brand and a real date", async () => {
    // Results are counted: a property whose checks ran on no result at all would prove nothing.
    let results = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          brand: field(3, [...WARRANTY_BRANDS, "Voltas"]),
          purchaseDate: field(3, ["2025-01-15", "2031-01-01", "2025-02-30"]),
        }),
        async (query) => {
          const params = new URLSearchParams();
          for (const [name, value] of Object.entries(posted(query, {}))) for (const item of [value].flat()) params.append(name, item);
          const outcome = await run(warrantyLoader, new Request(`http://localhost/check-warranty?${params}`));
          expect(outcome.status).toBe(200);
          const { result } = outcome.body as { result: { brand: string; status: string } | null };
          if (result) {
            results += 1;
            expect(WARRANTY_BRANDS).toContain(result.brand);
            expect(["in-warranty", "out-of-warranty", "future-date"]).toContain(result.status);
          }
        },
      ),
      // Enough runs that valid forms (every field plausible at once) come up well over 5 times.
      { numRuns: 500 },
    );
    console.log(`/check-warranty: ${results} results in 500 runs`);
    expect(results).toBeGreaterThanOrEqual(20);
  });
});
