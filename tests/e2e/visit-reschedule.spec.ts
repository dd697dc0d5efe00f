// A visit that cannot finish today: a Kannada technician at 360 px marks "waiting for a part" and
// books the return visit on another day from the job screen; the same booking moves and keeps its
// language (booked in Hindi: its page speaks Hindi, with the new day). The office at 390 px, without
// JavaScript, moves a visit from the booking's page, and the customer's page shows the new day.
import { visitText } from "../../app/lib/booking/customer-text";
import { LANGUAGES } from "../../app/lib/i18n/locales";
import { serverTranslator } from "../../app/lib/i18n/messages.server";
import { addDays, formatVisitDay } from "../../app/lib/time/ist";
import { expect, test } from "./fixtures";
import { query, TODAY, TOMORROW } from "./support";

const kn = serverTranslator("kn");
const en = serverTranslator("en");

type Row = { id: number; visit_date: string; language: string; token: string; technician_id: number | null };
const stored = (id: number) => query<Row>("select id, visit_date, language, token, technician_id from bookings where id = ?", id)[0]!;

test("a Kannada technician waits for a part and books the return visit: the same booking, still in Hindi", async ({ asStaff, booking, browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const technician = await asStaff({ role: "technician", language: "kn", into: page });
  const visit = await booking({ name: "आशा वर्मा", language: "hi", visitDate: TODAY });
  const { assignTechnician } = await import("../../app/models/booking-triage.server");
  await assignTechnician(visit.id, technician.technicianId, { adminId: technician.id, email: technician.email, address: null, device: "Chrome on Linux" });

  await page.goto(`/admin/jobs/${visit.id}`);
  await page.locator("summary", { hasText: kn("field.waitingPart") }).click();
  await page.getByLabel(kn("field.partName")).fill("Drain pump");
  await page.getByLabel(kn("field.partPrice")).fill("450");
  await page.getByRole("button", { name: kn("field.waitingPart") }).click();
  await expect(page.getByText(kn("field.waitingDone", { part: "Drain pump" }))).toBeVisible();
  expect(query<{ description: string }>("select description from bill_items where booking_id = ?", visit.id)).toEqual([{ description: "Drain pump" }]);

  const returnDay = addDays(TODAY, 2);
  await page.locator("summary", { hasText: kn("field.returnVisit") }).click();
  await page.getByLabel(kn("deskMove.day")).fill(returnDay);
  await page.getByRole("button", { name: kn("field.returnVisit") }).click();
  await expect(page.getByText(kn("field.visitMoved", { visit: visitText(kn, returnDay, null) }))).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("return-visit-kn-360.png"), fullPage: true });

  // The same booking, on its new day, its language and technician kept, its bill still open with the part.
  const moved = stored(visit.id);
  expect(moved).toMatchObject({ visit_date: returnDay, language: "hi", technician_id: technician.technicianId });
  expect(query<{ n: number }>("select count(*) as n from bookings where name = ?", "आशा वर्मा")[0]!.n).toBe(1);
  expect(query<{ bill_issued_at: string | null }>("select bill_issued_at from bookings where id = ?", visit.id)[0]!.bill_issued_at).toBeNull();

  // The customer's page speaks Hindi and shows the new day.
  const customer = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await customer.goto(`/hi/booking/${moved.token}`);
  await expect(customer.locator("html")).toHaveAttribute("lang", LANGUAGES.hi.tag);
  await expect(customer.getByText(formatVisitDay(returnDay, LANGUAGES.hi.tag)).first()).toBeVisible();
  await customer.close();
  await context.close();
});

test("the office moves a visit from the booking's page without JavaScript at 390 px, and the customer's page shows the new day", async ({
  asStaff,
  booking,
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await asStaff({ role: "office", into: page });
  const visit = await booking({ visitDate: TOMORROW });

  await page.goto(`/admin/bookings/${visit.id}`);
  await page.getByRole("link", { name: en("deskMove.link") }).click();
  await expect(page.getByRole("heading", { name: en("deskMove.title", { reference: visit.reference }) })).toBeVisible();
  // A day no one may book is refused at its field, changing nothing.
  const newDay = addDays(TODAY, 3);
  await page.getByLabel(en("deskMove.day")).fill(TOMORROW);
  await page.getByRole("button", { name: en("deskMove.submit") }).click();
  await expect(page.getByText(en("refusal.visitUnchanged"))).toBeVisible();
  expect(stored(visit.id).visit_date).toBe(TOMORROW);

  await page.getByLabel(en("deskMove.day")).fill(newDay);
  await page.getByRole("button", { name: en("deskMove.submit") }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/bookings/${visit.id}$`));
  expect(stored(visit.id).visit_date).toBe(newDay);
  expect(query<{ detail: string }>("select detail from audit_log where booking_id = ? and action = 'visit-moved'", visit.id)).toHaveLength(1);

  const customer = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await customer.goto(`/booking/${stored(visit.id).token}`);
  await expect(customer.getByText(formatVisitDay(newDay)).first()).toBeVisible();
  await customer.close();
  await context.close();
});

test("the owner's charge when the customer is not at home: named in the price list without JavaScript, put on the bill once when a Kannada technician taps it", async ({
  asStaff,
  booking,
  browser,
}) => {
  const owner = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const desk = await owner.newPage();
  await asStaff({ role: "owner", language: "kn", into: desk });
  const item = `Visit charge ${Date.now() % 100_000}`;
  await desk.goto("/admin/form-settings/price-list");
  await desk.getByLabel(kn("setup.itemEnglish")).fill(item);
  await desk.getByLabel(kn("setup.price")).fill("249");
  await desk.getByRole("button", { name: kn("setup.addItem") }).click();
  const charge = desk.getByRole("button", { name: kn("setup.chargeNotHomeOf", { name: item }) });
  await charge.click();
  await expect(desk.getByText(kn("done.notHomeChargeSaved"))).toBeVisible();
  await expect(desk.getByRole("button", { name: kn("setup.stopNotHomeChargeOf", { name: item }) })).toBeVisible();
  await desk.screenshot({ path: test.info().outputPath("not-home-charge-kn-390-nojs.png"), fullPage: true });

  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const technician = await asStaff({ role: "technician", language: "kn", into: page });
    const visit = await booking({ visitDate: TODAY });
    const { assignTechnician } = await import("../../app/models/booking-triage.server");
    await assignTechnician(visit.id, technician.technicianId, { adminId: technician.id, email: technician.email, address: null, device: "Chrome on Linux" });
    await page.goto(`/admin/jobs/${visit.id}`);
    await page.locator("summary", { hasText: kn("field.waitingPart") }).waitFor();
    await page.getByRole("button", { name: kn("field.notHome"), exact: true }).click();
    await expect(page.getByText(kn("field.notHomeDone"))).toBeVisible();
    await expect(page.getByText(kn("line.notHome", { item }))).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("not-home-charged-kn-360.png"), fullPage: true });
    expect(
      query<{ description: string; unit_paise: number; note_code: string }>(
        "select description, unit_paise, note_code from bill_items where booking_id = ?",
        visit.id,
      ),
    ).toEqual([{ description: item, unit_paise: 24_900, note_code: "notHome" }]);
    await context.close();
  } finally {
    await desk.goto("/admin/form-settings/price-list");
    await desk.getByRole("button", { name: kn("setup.stopNotHomeChargeOf", { name: item }) }).click();
    await expect(desk.getByRole("button", { name: kn("setup.chargeNotHomeOf", { name: item }) })).toBeVisible();
    await owner.close();
  }
});
