import fc from "fast-check";

import { MAX_TARGET_BYTES } from "../../server/request-target";
import { bookingForm, contactForm, extraFields, field, posted } from "../hostile-input";
import { expect, test } from "./fixtures";
import { bookingsNamed, query, TOMORROW, uniqueName } from "./support";

// Hostile input over HTTP, through the whole server (tests/unit/form-actions-fuzz.test.ts
// throws thousands of random forms at the actions themselves).
const HOSTILE_VALUES = [
  "<script>alert(1)</script>",
  "'; DROP TABLE bookings; --",
  "\u0000\u0007\u001b[2J",
  // Over every field's length limit, though the whole form stays under the body limit.
  "x".repeat(6_000),
];

for (const path of ["/book", "/contact"]) {
  test.describe(`posting hostile input to ${path}`, () => {
    test("every field hostile in turn, the rest valid: refused with a 400 and nothing stored, or kept as the text typed", async ({ request }) => {
      const valid: Record<string, string> =
        path === "/book"
          ? { name: "Asha Rao", phone: "9845012345", locality: "Jayanagar", visitDate: TOMORROW }
          : { name: "Asha Rao", phone: "9845012345", message: "Please call me about my machine." };
      // Fields whose value must be one of a list or a format: anything else is refused.
      const listed = path === "/book" ? ["phone", "timeSlot", "service", "brand"] : ["phone", "email"];
      const fields =
        path === "/book" ? ["name", "phone", "locality", "issue", "timeSlot", "service", "brand"] : ["name", "phone", "email", "subject", "message"];
      for (const field of fields) {
        for (const hostile of HOSTILE_VALUES) {
          const submissionId = crypto.randomUUID();
          const response = await request.post(path, { form: { ...valid, submissionId, [field]: hostile }, maxRedirects: 0 });
          const label = `${field}: ${JSON.stringify(hostile.slice(0, 30))}`;
          const stored = query<{ name: string; locality: string; issue: string; service: string }>(
            "select name, locality, issue, service from bookings where submission_id = ?",
            submissionId,
          );
          // Control characters and text over a field's limit are refused in every field; markup
          // and SQL are text like any other where a field takes text.
          // eslint-disable-next-line no-control-regex -- control characters are what this looks for
          if (listed.includes(field) || hostile.length > 1_000 || /[\u0000-\u001f]/.test(hostile)) {
            expect(response.status(), label).toBe(400);
            expect(stored, label).toEqual([]);
          } else {
            expect(response.status(), label).toBe(303);
            expect(stored, label).toHaveLength(1);
            expect(JSON.stringify(stored[0]), label).toContain(JSON.stringify(hostile).slice(1, -1));
          }
        }
      }
    });

    test("a JSON body, repeated fields and an uploaded file get a 4xx, never a 500", async ({ request }) => {
      const name = uniqueName("Hostile Shape");
      const json = await request.post(path, { data: { name, phone: "9845012345" }, maxRedirects: 0 });
      expect(json.status()).toBe(400);

      const multipart = await request.post(path, {
        multipart: {
          submissionId: crypto.randomUUID(),
          name,
          phone: "9845012345",
          message: { name: "payload.exe", mimeType: "application/octet-stream", buffer: Buffer.alloc(1024, 1) },
          locality: { name: "l.txt", mimeType: "text/plain", buffer: Buffer.from("Indiranagar") },
        },
        maxRedirects: 0,
      });
      expect(multipart.status()).toBe(400);

      const repeated = await request.post(path, {
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        data: `submissionId=${crypto.randomUUID()}&name=${encodeURIComponent(name)}&name=Other&phone=9845012345&phone=9845012346&locality=Jayanagar&message=Hi`,
        maxRedirects: 0,
      });
      expect(repeated.status()).toBe(400);
      expect(bookingsNamed(name)).toEqual([]);
    });
  });
}

test("a 2 MB body gets 413 at once and the server stays healthy", async ({ request }) => {
  for (const path of ["/book", "/contact"]) {
    const started = Date.now();
    const response = await request.post(path, {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: `name=${"x".repeat(2 * 1024 * 1024)}`,
      maxRedirects: 0,
    });
    expect(response.status(), path).toBe(413);
    expect(Date.now() - started).toBeLessThan(2_000);
  }
  expect((await request.get("/healthcheck")).status()).toBe(200);
});

test("a 2 MB body to an admin action, logged in, gets 413 at once, changes nothing, and the server stays healthy", async ({ asStaff, page, baseURL }) => {
  await asStaff();
  await page.goto("/admin");
  const name = uniqueName("Huge");
  for (const path of ["/admin/form-settings/locations", "/admin/settings", "/admin/bookings/export"]) {
    const started = Date.now();
    // page.request carries the admin's session cookie.
    const response = await page.request.post(path, {
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseURL! },
      data: `intent=add&name=${encodeURIComponent(name)}&description=${"x".repeat(2 * 1024 * 1024)}`,
      maxRedirects: 0,
    });
    expect(response.status(), path).toBe(413);
    expect(Date.now() - started, path).toBeLessThan(2_000);
  }
  expect(query("select 1 from form_localities where name = ?", name)).toEqual([]);
  expect((await page.request.get("/healthcheck")).status()).toBe(200);
  await page.goto("/admin/settings");
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
});

test("random and hostile forms over HTTP never get a 500 from /book or /contact", async ({ request }) => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom("/book", "/contact"), fc.oneof(bookingForm, contactForm), extraFields, async (path, form, extras) => {
      const body = new URLSearchParams();
      for (const [name, value] of Object.entries(posted(form, extras))) for (const item of [value].flat()) body.append(name, item);
      const response = await request.post(path, {
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        data: body.toString(),
        maxRedirects: 0,
      });
      expect(response.status()).toBeLessThan(500);
    }),
    { numRuns: 60 },
  );
});

test("random and hostile query strings never get a 500 from /check-warranty or /book", async ({ request }) => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom("/check-warranty", "/book"),
      fc.record({
        brand: field(3, ["LG", "Onida", "Voltas"]),
        purchaseDate: field(3, ["2025-01-15", "2099-01-01", "2025-02-30"]),
        service: field(3, ["PCB Repair", ""]),
      }),
      async (path, query) => {
        const params = new URLSearchParams();
        for (const [name, value] of Object.entries(posted(query, {}))) for (const item of [value].flat()) params.append(name, item);
        const target = `${path}?${params}`;
        const response = await request.get(target);
        // A request-target longer than any address of the site is refused before anything reads it.
        expect(response.status()).toBe(target.length > MAX_TARGET_BYTES ? 414 : 200);
      },
    ),
    { numRuns: 60 },
  );
});
