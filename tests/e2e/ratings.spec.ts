// The customer rates the visit on their booking's page (JavaScript off, by a plain form post), the
// same thanks and review link for every rating, a low one reaching the office ("To call back" on the
// day board and the booking, an alert recorded, what was done recorded and audited), and the owner
// reading each technician's average and count. The shared server has GOOGLE_REVIEW_URL set
// (playwright.config.ts).
import type { APIRequestContext } from "@playwright/test";

import { expect, test } from "./fixtures";
import { billTheVisit, query, TODAY, uniqueName } from "./support";

const REVIEW_URL = "https://g.page/r/washfix-bengaluru/review";

/** A technician of the test's own, added by the owner. */
async function newTechnician(owner: APIRequestContext, prefix: string): Promise<{ id: number; name: string }> {
  const name = uniqueName(prefix);
  expect((await owner.post("/admin/form-settings/technicians", { form: { intent: "add", name }, maxRedirects: 0 })).status()).toBeLessThan(400);
  return { id: query<{ id: number }>("select id from technicians where name = ?", name)[0]!.id, name };
}

/** A visit of today given to the technician, billed and completed by the owner: its customer's link and view link. */
async function completedVisit(owner: APIRequestContext, bookingId: number, technicianId: number) {
  expect((await owner.post(`/admin/bookings/${bookingId}`, { form: { intent: "assign", technicianId: String(technicianId) }, maxRedirects: 0 })).status()).toBe(
    303,
  );
  await billTheVisit(owner, bookingId);
  expect((await owner.post(`/admin/bookings/${bookingId}/status`, { form: { status: "completed" }, maxRedirects: 0 })).status()).toBe(303);
  return query<{ token: string; view_token: string; reference: string }>("select token, view_token, reference from bookings where id = ?", bookingId)[0]!;
}

test("without JavaScript, in Kannada at 360 px, the customer rates two stars; the office sees it to call back, records what it did, and an alert was kept", async ({
  browser,
  booking,
  staffRequest,
  asStaff,
  page: office,
  playwright,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const owner = await staffRequest();
  const technician = await newTechnician(owner, "Rater");
  const stored = await booking({ visitDate: TODAY, language: "kn" });
  const { token, reference } = await completedVisit(owner, stored.id, technician.id);

  const customer = await browser.newPage({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
  await customer.goto(`/kn/booking/${token}`);
  const section = customer.getByRole("region", { name: "ಭೇಟಿ ಹೇಗಿತ್ತು?" });
  const stars = section.getByRole("group", { name: "ನಿಮ್ಮ ರೇಟಿಂಗ್" }).getByRole("radio");
  await expect(stars).toHaveCount(5);
  // By keyboard too: the arrows move within the one group of radios.
  await stars.first().focus();
  await customer.keyboard.press("ArrowDown");
  await expect(section.getByRole("radio", { name: "2 ಸ್ಟಾರ್: ಕೆಟ್ಟದು" })).toBeChecked();
  await section.getByLabel("ನಮಗೆ ಏನಾದರೂ ಹೇಳಬೇಕೇ? (ಐಚ್ಛಿಕ)").fill("Mnbvcxzlkj: ಟೆಕ್ನಿಷಿಯನ್ ತಡವಾಗಿ ಬಂದರು");
  await section.getByRole("button", { name: "ನನ್ನ ರೇಟಿಂಗ್ ಕಳುಹಿಸಿ" }).click();
  await expect(customer.getByText("ನಿಮ್ಮ ರೇಟಿಂಗ್‌ಗೆ ಧನ್ಯವಾದಗಳು")).toBeVisible();
  await expect(section.getByText("ನಿಮ್ಮ ರೇಟಿಂಗ್: 5 ರಲ್ಲಿ 2")).toBeVisible();
  await expect(section.getByText("ಭೇಟಿ ಹೇಗಿತ್ತು ಎಂದು ತಿಳಿಸಿದ್ದಕ್ಕೆ ಧನ್ಯವಾದಗಳು.")).toBeVisible();
  await expect(section.getByRole("link", { name: "Google ನಲ್ಲಿ ನಮಗೆ ರಿವ್ಯೂ ಬರೆಯಿರಿ" })).toHaveAttribute("href", REVIEW_URL);
  expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(query("select stars, technician_id, callback from ratings where booking_id = ?", stored.id)).toEqual([
    { stars: 2, technician_id: technician.id, callback: 1 },
  ]);
  expect(query("select kind from alerts where booking_id = ? and kind = 'rating'", stored.id)).toEqual([{ kind: "rating" }]);

  // The office: "To call back" on the day board and on the booking, with the comment (staff only).
  await asStaff({ role: "office" });
  await office.goto("/admin/board");
  const tray = office.getByRole("region", { name: /To call back/ });
  await expect(tray.getByRole("link", { name: new RegExp(reference) })).toBeVisible();
  await tray.getByRole("link", { name: new RegExp(reference) }).click();
  const rating = office.getByRole("region", { name: "The customer's rating" });
  await expect(rating.getByText("To call back")).toBeVisible();
  await expect(rating.getByText("2 of 5")).toBeVisible();
  await expect(rating.getByText("Mnbvcxzlkj: ಟೆಕ್ನಿಷಿಯನ್ ತಡವಾಗಿ ಬಂದರು")).toBeVisible();
  await rating.getByRole("radio", { name: "Called the customer" }).check();
  await rating.getByRole("button", { name: "Record" }).click();
  await expect(office.getByRole("region", { name: "The customer's rating" }).getByText(/Called the customer: .*, by /)).toBeVisible();
  await expect(office.getByRole("region", { name: "The customer's rating" }).getByText("To call back")).toHaveCount(0);
  await office.goto("/admin/board");
  await expect(office.getByRole("region", { name: /To call back/ }).getByRole("link", { name: new RegExp(reference) })).toHaveCount(0);
  // Audited, without the comment's words.
  const trail = query<{ action: string; detail: string; note: string }>("select action, detail, note from audit_log where booking_id = ?", stored.id);
  expect(trail.map((row) => row.action)).toEqual(expect.arrayContaining(["visit-rated", "rating-followed-up"]));
  expect(trail.some((row) => `${row.detail}${row.note}`.includes("Mnbvcxzlkj"))).toBe(false);
  await customer.close();

  // The customer erases the booking: the comment is in no row of any table; the stars stay for his average.
  const everyTable = () =>
    query<{ name: string }>("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'").flatMap(({ name: table }) =>
      query<Record<string, unknown>>(`select * from "${table}"`)
        .filter((row) => JSON.stringify(row).includes("Mnbvcxzlkj"))
        .map((row) => `${table}: ${JSON.stringify(row)}`),
    );
  expect(everyTable()).toEqual([`ratings: ${JSON.stringify(query("select * from ratings where booking_id = ?", stored.id)[0])}`]);
  const link = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
  expect((await link.post(`/kn/booking/${token}`, { form: { intent: "erase" }, maxRedirects: 0 })).status()).toBe(303);
  expect(everyTable()).toEqual([]);
  expect(query("select stars, comment from ratings where booking_id = ?", stored.id)).toEqual([{ stars: 2, comment: "" }]);
  await link.dispose();
});

test("one star (JavaScript off) and five stars (on) read the same thanks and the same review link; the view link cannot rate; the owner reads the technician's average and count", async ({
  browser,
  booking,
  staffRequest,
  asStaff,
  page: ownerPage,
}) => {
  test.setTimeout(60_000);
  const owner = await staffRequest();
  const technician = await newTechnician(owner, "Averaged");
  const shown: string[] = [];
  for (const stars of ["1", "5"]) {
    const stored = await booking({ visitDate: TODAY });
    const { token, view_token: viewToken } = await completedVisit(owner, stored.id, technician.id);
    // One star without JavaScript, five with it.
    const customer = await browser.newPage({ javaScriptEnabled: stars === "5" });
    // The view link shows the booking, and its post to rate is refused, changing nothing.
    const viewed = await customer.request.post(`/booking/${viewToken}`, { form: { intent: "rate", stars }, maxRedirects: 0 });
    expect(viewed.status()).toBe(403);
    expect(query("select stars from ratings where booking_id = ?", stored.id)).toEqual([]);
    await customer.goto(`/booking/${token}`);
    const section = customer.getByRole("region", { name: "How was the visit?" });
    await section.getByRole("radio", { name: new RegExp(`^${stars} star`) }).check();
    await section.getByRole("button", { name: "Send my rating" }).click();
    await expect(section.getByText(`Your rating: ${stars} of 5`)).toBeVisible();
    const link = section.getByRole("link", { name: "Review us on Google" });
    await expect(link).toHaveAttribute("href", REVIEW_URL);
    // What the section says, less the stars given.
    shown.push((await section.innerText()).replace(`Your rating: ${stars} of 5`, "Your rating"));
    await customer.close();
  }
  expect(shown[0]).toContain("Thank you for telling us how the visit went.");
  expect(shown[0]).toBe(shown[1]);

  await asStaff();
  await ownerPage.goto(`/admin/analytics?from=${TODAY}&to=${TODAY}`);
  const row = ownerPage.getByRole("region", { name: "The team" }).getByRole("row", { name: new RegExp(technician.name) });
  await expect(row).toContainText("3.0 (2)");
  await row.getByRole("link", { name: technician.name }).click();
  await expect(ownerPage.getByRole("heading", { name: `${technician.name}: record` })).toBeVisible();
  const ratings = ownerPage.getByRole("row", { name: /^Ratings/ });
  await expect(ratings).toContainText("3.0 of 5 from 2 ratings");
  await expect(ratings).toContainText("5 ★: 1");
  await expect(ratings).toContainText("1 ★: 1");
  // The figure links to the visits behind it.
  await ratings.getByRole("link", { name: "3.0 of 5 from 2 ratings" }).click();
  await expect(ownerPage.getByRole("region", { name: "The visits behind: Ratings" }).getByRole("listitem")).toHaveCount(2);
});
