// Money recorded once, in Chromium: a UPI transaction id (UTR) recorded on one booking is
// refused on another, in place, naming the booking it paid (the bill page with JavaScript, the
// collect page without); money taken beyond the bill shows as "₹X to refund" to staff, the customer
// and the books, and recording the refund settles it.
import { type Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { createBookingViaForm, query, uniqueName, waitForHydration } from "./support";

const uniqueUtr = () => `${Date.now() % 1e9}`.padStart(9, "0") + String(Math.floor(Math.random() * 1000)).padStart(3, "0");

async function addItem(page: Page, description: string, unitPrice: string) {
  await page.getByLabel("Description").fill(description);
  await page.getByLabel("Quantity").fill("1");
  await page.getByLabel("Unit price (₹)").fill(unitPrice);
  await page.getByRole("button", { name: "Add item" }).click();
  await expect(page.getByRole("status").getByText("Item Added")).toBeVisible();
}

test("a UTR recorded on one booking is refused on another, naming the first booking, and nothing is recorded", async ({ asStaff, page, browser, request }) => {
  const first = await createBookingViaForm(request, uniqueName("Utr First"));
  const second = await createBookingViaForm(request, uniqueName("Utr Second"));
  const utr = uniqueUtr();
  await asStaff();
  await page.goto("/admin");

  await page.goto(`/admin/bookings/${first.id}/bill`);
  await addItem(page, "Visit charge", "500");
  await page.getByLabel("Method").selectOption("upi");
  await page.getByLabel("Reference (UPI transaction id)").fill(utr);
  await page.getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByRole("status").getByText("Paid in Full")).toBeVisible();

  await page.goto(`/admin/bookings/${second.id}/bill`);
  await waitForHydration(page);
  await addItem(page, "Visit charge", "500");
  await page.getByLabel("Method").selectOption("upi");
  await page.getByLabel("Reference (UPI transaction id)").fill(utr);
  await page.getByRole("button", { name: "Record payment" }).click();
  const refusal = new RegExp(`UTR ${utr} is already recorded for booking ${first.reference} on `);
  await expect(page.locator("p[id$='-error']").getByText(refusal)).toBeVisible();
  await expect(page.getByRole("alert").getByText(refusal)).toBeVisible();
  await expect(page.getByLabel("Reference (UPI transaction id)")).toHaveValue(utr);
  expect(query("select count(*) as n from payments where booking_id = ?", second.id)).toEqual([{ n: 0 }]);
  expect(query("select bill_issued_at from bookings where id = ?", second.id)).toEqual([{ bill_issued_at: null }]);

  // The job screen (a technician's, here the owner's), without JavaScript: the same refusal in place.
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const collect = await context.newPage();
  await collect.goto(`/admin/jobs/${second.id}`);
  await collect.getByLabel("UPI transaction id (UTR)").fill(utr);
  await collect.getByRole("button", { name: "Record ₹500 paid" }).click();
  await expect(collect.getByText(refusal).first()).toBeVisible();
  expect(query("select count(*) as n from payments where booking_id = ?", second.id)).toEqual([{ n: 0 }]);
  await context.close();
});

test("₹5,000 taken, the invoice cancelled and reissued for ₹100: ₹4,900 to refund on the bill, the customer's page and the books; the refund settles it", async ({
  asStaff,
  page,
  browser,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const booking = await createBookingViaForm(request, uniqueName("Refund Meera"));
  await asStaff();
  await page.goto(`/admin/bookings/${booking.id}/bill`);
  await waitForHydration(page);

  // Misplaced commas are refused, never guessed; Indian grouping is read.
  await page.getByLabel("Description").fill("Drum bearing");
  await page.getByLabel("Unit price (₹)").fill("5,00");
  await page.getByRole("button", { name: "Add item" }).click();
  await expect(page.getByText("Check the commas in the unit price: write 500, 5,000 or 1,50,000").first()).toBeVisible();
  await addItem(page, "Drum bearing", "5,000");
  await expect(page.getByRole("row", { name: /Total/ })).toContainText("₹5,000");
  await page.getByLabel("Method").selectOption("cash");
  await page.getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByRole("status").getByText("Paid in Full")).toBeVisible();

  await page.getByText(/^Cancel invoice /).click();
  await page.getByLabel("Why cancel it?").fill("Billed the wrong part");
  await page.getByRole("button", { name: "Cancel invoice", exact: true }).click();
  await expect(page.getByRole("status").getByText(/^Invoice .* Cancelled$/)).toBeVisible();
  await page.getByRole("button", { name: "Remove Drum bearing" }).click();
  await expect(page.getByRole("status").getByText("Item Removed")).toBeVisible();
  await addItem(page, "Visit charge", "100");
  await page.getByText("Issue bill", { exact: true }).click();
  await page.getByRole("button", { name: "Yes, issue the bill" }).click();
  await expect(page.getByRole("status").getByText(/^Bill Issued/)).toBeVisible();

  await expect(page.getByText("₹4,900 to refund", { exact: true })).toBeVisible();
  await expect(page.getByText("₹4,900 to refund: ₹5,000 paid, against a total of ₹100.")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.locator("#to-refund").scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("refund-due-360.png"), fullPage: true });

  const customer = await browser.newPage({ viewport: { width: 360, height: 800 } });
  await customer.goto(`/booking/${booking.token}`);
  await expect(customer.getByText("₹4,900 to refund", { exact: true })).toBeVisible();
  await expect(customer.getByText("You paid more than this bill: we owe you ₹4,900 and will give it back.")).toBeVisible();

  await page.goto("/admin/books");
  const owed = page.locator("#to-refund").getByRole("listitem").filter({ hasText: booking.reference });
  await expect(owed).toContainText("₹4,900 to refund");

  await owed.getByRole("link", { name: booking.reference }).click();
  await waitForHydration(page);
  await expect(page.getByLabel("Amount (₹)")).toHaveValue("4900.00");
  await page.getByLabel("Refunded by").selectOption("bank");
  await page.getByRole("button", { name: "Record refund" }).click();
  await expect(page.getByText("Enter the reference of the UPI or bank transfer (its UTR)").first()).toBeVisible();
  await page.getByLabel("Refunded by").selectOption("upi");
  await page.getByLabel("Reference (UTR of the transfer)").fill("512345678901");
  await page.getByRole("button", { name: "Record refund" }).click();
  await expect(page.getByRole("status").getByText("Refund Recorded")).toBeVisible();
  await expect(page.getByText(/to refund/)).toHaveCount(0);
  await expect(page.getByText("₹4,900 refunded by UPI")).toBeVisible();
  await expect(page.getByText("Paid", { exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("refund-recorded-360.png"), fullPage: true });
  expect(query("select method, amount_paise, reference from refunds where booking_id = ?", booking.id)).toEqual([
    { method: "upi", amount_paise: 4900_00, reference: "512345678901" },
  ]);
  expect(query("select detail from audit_log where booking_id = ? and action = 'refund-recorded'", booking.id)).toEqual([
    { detail: expect.stringMatching(new RegExp(`^Booking ${booking.reference}: refund #\\d+, ₹4,900 by UPI$`)) },
  ]);

  await customer.reload();
  await expect(customer.getByText(/to refund/)).toHaveCount(0);
  await expect(customer.getByText("Refunded: ₹4,900")).toBeVisible();
  await customer.close();
  await page.goto("/admin/books");
  await expect(page.locator("#to-refund").getByText(booking.reference)).toHaveCount(0);
});
