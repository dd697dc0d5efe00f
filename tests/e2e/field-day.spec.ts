// The field day without a slip, on a Kannada technician's 360 px phone: the amount he records is
// always what is due, however the bill changed; and Work done is one action wherever it is
// offered, with one set of checks: nothing is completed that has no work on its bill.
import { serverTranslator } from "../../app/lib/i18n/messages.server";
import { kannadaPhone } from "./field-support";
import { expect, test } from "./fixtures";
import { query, TODAY } from "./support";

const kn = serverTranslator("kn");

test("three lines added to the bill, one tap: the payment recorded is the whole amount due, once", async ({ asStaff, booking, browser }) => {
  const visit = await booking({ visitDate: TODAY });
  const { context, page } = await kannadaPhone(browser, asStaff, visit);
  await page.goto(`/admin/jobs/${visit.id}`);
  const bill = page.getByRole("region", { name: kn("field.bill") });
  // The box shows what is due after each line, the figure its button names.
  const lines = [
    { label: "ಭೇಟಿ ಶುಲ್ಕ · ₹299", item: "ಭೇಟಿ ಶುಲ್ಕ", due: "299.00" },
    { label: "ಡ್ರೇನ್ ಪಂಪ್ · ₹1,200", item: "ಡ್ರೇನ್ ಪಂಪ್", due: "1499.00" },
    { label: "ಇನ್‌ಲೆಟ್ ವಾಲ್ವ್ · ₹650", item: "ಇನ್‌ಲೆಟ್ ವಾಲ್ವ್", due: "2149.00" },
  ];
  for (const line of lines) {
    await page.getByLabel(kn("field.fromPriceList")).selectOption({ label: line.label });
    await page
      .getByRole("button", { name: kn("field.add"), exact: true })
      .first()
      .click();
    await expect(bill.getByRole("listitem").filter({ hasText: line.item })).toBeVisible();
    await expect(page.getByLabel(kn("field.amount"))).toHaveValue(line.due);
  }
  await page.getByRole("radio", { name: kn("field.cash") }).check();
  await page.getByRole("button", { name: kn("field.record", { amount: "₹2,149" }) }).click();
  await expect(bill.getByText("₹0", { exact: true })).toBeVisible();
  await expect
    .poll(() => query("select method, amount_paise from payments where booking_id = ?", visit.id))
    .toEqual([{ method: "cash", amount_paise: 2_149_00 }]);
  await context.close();
});

test("Work done on his day's card is the job screen's: with nothing on the bill it completes nothing and says why in Kannada", async ({
  asStaff,
  booking,
  browser,
}) => {
  const visit = await booking({ visitDate: TODAY });
  const { context, page } = await kannadaPhone(browser, asStaff, visit);
  await page.goto("/admin/day");
  const card = page.getByRole("listitem").filter({ hasText: visit.reference });
  await card.getByRole("button", { name: kn("field.work_done"), exact: true }).click();
  await expect(card.getByRole("alert")).toHaveText(kn("refusal.itemsFirst"));
  expect(query("select status from bookings where id = ?", visit.id)).toEqual([{ status: "confirmed" }]);
  expect(query("select step from visit_progress where booking_id = ?", visit.id)).toEqual([]);

  // The job screen's Work done says the same.
  await page.goto(`/admin/jobs/${visit.id}`);
  await page.getByRole("button", { name: kn("field.work_done"), exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: kn("refusal.itemsFirst") })).toBeVisible();

  // With the work on the bill and paid, his day's Work done completes the visit, as the job screen's does.
  await page.getByLabel(kn("field.fromPriceList")).selectOption({ label: "ಭೇಟಿ ಶುಲ್ಕ · ₹299" });
  await page
    .getByRole("button", { name: kn("field.add"), exact: true })
    .first()
    .click();
  await page.getByRole("radio", { name: kn("field.cash") }).check();
  await page.getByRole("button", { name: kn("field.record", { amount: "₹299" }) }).click();
  await expect(page.getByRole("region", { name: kn("field.bill") }).getByText("₹0", { exact: true })).toBeVisible();
  await page.goto("/admin/day");
  await card.getByRole("button", { name: kn("field.work_done"), exact: true }).click();
  await expect.poll(() => query("select status from bookings where id = ?", visit.id)).toEqual([{ status: "completed" }]);
  expect(query("select step from visit_progress where booking_id = ?", visit.id)).toEqual([{ step: "work_done" }]);
  await context.close();
});

test("the bookings list offers Complete on a visit only once its work is on the bill", async ({ asStaff, booking, page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const visit = await booking({ visitDate: TODAY });
  await asStaff({ role: "office", into: page });
  await page.goto(`/admin?q=${visit.reference}`);
  await expect(page.getByLabel(`Complete booking ${visit.id}`)).toHaveCount(0);
  const before = query("select status from bookings where id = ?", visit.id);
  // A Complete crafted anyway is refused, and changes nothing.
  const crafted = await page.request.post(`/admin/bookings/${visit.id}/status`, {
    headers: { Origin: new URL(page.url()).origin },
    form: { intent: "status", status: "completed" },
    maxRedirects: 0,
  });
  expect(crafted.status()).toBe(409);
  expect(query("select status from bookings where id = ?", visit.id)).toEqual(before);
});
