// Closing the job: staff bill a booking on a phone, the customer pays by UPI from their
// booking's page (a link, and a QR code of the same link decoded back here), staff record the
// payment, the customer's page says Paid and links a receipt, and asks for a review; with
// JavaScript on and off. The shared test server runs with UPI_VPA, UPI_PAYEE_NAME and
// GOOGLE_REVIEW_URL set (playwright.config.ts); a server of its own runs with a GSTIN and without UPI.
import path from "node:path";

import { type Page } from "@playwright/test";

import { startAppServer, tempDir } from "../shared/app-server";
import { expect, test } from "./fixtures";
import { ADMIN_EMAIL, ADMIN_PASSWORD, bookingFormFields, createBookingViaForm, decodeQr, query, queryAt, uniqueName, waitForHydration } from "./support";

const UPI_VPA = "washfix@okaxis";
/** A UTR pays one bill once (migration 0024): each run of a test records its own. */
const uniqueUtr = () => `${Date.now() % 1e9}`.padStart(9, "0") + String(Math.floor(Math.random() * 1000)).padStart(3, "0");
const REVIEW_URL = "https://g.page/r/washfix-bengaluru/review";

async function addItem(page: Page, description: string, quantity: string, unitPrice: string) {
  await page.getByLabel("Description").fill(description);
  await page.getByLabel("Quantity").fill(quantity);
  await page.getByLabel("Unit price (₹)").fill(unitPrice);
  await page.getByRole("button", { name: "Add item" }).click();
  await expect(page.getByRole("status").getByText("Item Added")).toBeVisible();
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`billing and paying (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 390, height: 844 } });

    test("staff bill two items, the customer sees the total, a UPI link and its QR code; staff record the UPI payment; the page says Paid, links a receipt and a review", async ({
      asStaff,
      page,
      browser,
      request,
    }) => {
      const booking = await createBookingViaForm(request, uniqueName("Bill Asha"));
      const utr = uniqueUtr();
      await asStaff();
      await page.goto(`/admin/bookings/${booking.id}`);
      await page.getByRole("link", { name: "Bill and payment" }).click();
      await expect(page.getByRole("heading", { name: new RegExp(`Bill for ${booking.reference}`) })).toBeVisible();
      if (javaScriptEnabled) await waitForHydration(page);

      // A price that is no price is explained at its field, and nothing is added.
      await page.getByLabel("Description").fill("Drain pump (part)");
      await page.getByLabel("Unit price (₹)").fill("abc");
      await page.getByRole("button", { name: "Add item" }).click();
      await expect(page.getByText("Enter the unit price in rupees, like 450 or 1299.50").first()).toBeVisible();
      expect(query("select count(*) as n from bill_items where booking_id = ?", booking.id)).toEqual([{ n: 0 }]);

      await addItem(page, "Drain pump (part)", "1", "1,450");
      await addItem(page, "Labour", "2", "175");
      await expect(page.getByRole("row", { name: /Total/ })).toContainText("₹1,800");
      // No GSTIN configured: no tax lines.
      await expect(page.getByText(/CGST|SGST/)).toHaveCount(0);
      // A technician's phone: nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      // The customer's page, in another browser (the customer's phone).
      const customer = await browser.newPage({ javaScriptEnabled, viewport: { width: 390, height: 844 } });
      await customer.goto(`/booking/${booking.token}`);
      await expect(customer.getByText("Amount due: ₹1,800")).toBeVisible();
      const pay = customer.getByRole("link", { name: "Pay ₹1,800 with UPI" });
      const link = (await pay.getAttribute("href"))!;
      const upi = new URL(link);
      expect(upi.protocol).toBe("upi:");
      expect(Object.fromEntries(upi.searchParams)).toEqual({ pa: UPI_VPA, pn: "WashFix Bengaluru", am: "1800.00", cu: "INR", tn: booking.reference });
      await expect(customer.getByRole("img", { name: `UPI QR code: ₹1,800 for booking ${booking.reference}` })).toBeVisible();
      expect(await decodeQr(customer)).toBe(link);
      expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expect(customer.getByRole("link", { name: "See your receipt" })).toHaveCount(0);

      // Staff take the payment: a UPI transaction id, the amount due offered.
      await expect(page.getByLabel("Amount (₹)")).toHaveValue("1800.00");
      await page.getByLabel("Method").selectOption("upi");
      await page.getByLabel("Reference (UPI transaction id)").fill(utr);
      await page.getByRole("button", { name: "Record payment" }).click();
      await expect(page.getByRole("status").getByText("Paid in Full")).toBeVisible();
      await expect(page.getByText("Paid", { exact: true })).toBeVisible();
      // Issued with the payment: its items can no longer be removed.
      await expect(page.getByRole("button", { name: /^Remove / })).toHaveCount(0);
      expect(query("select method, amount_paise, reference from payments where booking_id = ?", booking.id)).toEqual([
        { method: "upi", amount_paise: 1800_00, reference: utr },
      ]);
      const audited = query<{ action: string }>("select action from audit_log where booking_id = ? order by id", booking.id).map((row) => row.action);
      // The first payment issued (and numbered) the bill.
      expect(audited).toEqual(["bill-item-added", "bill-item-added", "bill-issued", "payment-recorded"]);

      await customer.reload();
      await expect(customer.getByText("Paid", { exact: true })).toBeVisible();
      await expect(customer.getByText(/^Paid on \d{1,2} \w+ \d{4}\. Thank you!$/)).toBeVisible();
      await expect(customer.getByRole("link", { name: /with UPI/ })).toHaveCount(0);
      // The review is asked for once the job is completed (and paid).
      await expect(customer.getByRole("link", { name: "How did we do? Review us on Google" })).toHaveCount(0);

      await customer.getByRole("link", { name: "See your receipt" }).click();
      await expect(customer).toHaveURL(`/booking/${booking.token}/receipt`);
      // No GSTIN: a numbered bill, never called a tax invoice.
      await expect(customer.getByRole("heading", { level: 1, name: "Bill" })).toBeVisible();
      await expect(customer.getByText(/Tax Invoice|CGST|SGST/)).toHaveCount(0);
      await expect(customer.getByText(/^WF\/\d\d-\d\d\/\d{4}$/)).toBeVisible();
      await expect(customer.getByText(booking.reference, { exact: true })).toBeVisible();
      await expect(customer.getByRole("row", { name: /Total/ })).toContainText("₹1,800");
      await expect(customer.getByText("Paid", { exact: true })).toBeVisible();
      await expect(customer.getByText(utr)).toBeVisible();
      const receipt = await request.get(`/booking/${booking.token}/receipt`);
      expect(receipt.headers()["cache-control"]).toBe("private, no-store");
      expect(receipt.headers()["x-robots-tag"]).toBe("noindex, nofollow");

      // The job done: staff complete it and may ask for a review; the customer's page links it.
      await page.goto(`/admin/bookings/${booking.id}`);
      await page.getByLabel(`Confirm booking ${booking.id}`).click();
      await expect(page.getByRole("status").getByText("Booking Confirmed")).toBeVisible();
      await page.getByLabel(`Complete booking ${booking.id}`).click();
      await page.getByRole("button", { name: "Yes, mark completed" }).click();
      await expect(page.getByRole("status").getByText("Booking Completed")).toBeVisible();
      await page.goto(`/admin/bookings/${booking.id}/bill`);
      const ask = page.getByRole("link", { name: "Ask for a review" });
      const whatsapp = new URL((await ask.getAttribute("href"))!);
      expect(whatsapp.origin).toBe("https://wa.me");
      expect(whatsapp.searchParams.get("text")).toContain(REVIEW_URL);
      await customer.goto(`/booking/${booking.token}`);
      await expect(customer.getByRole("link", { name: "How did we do? Review us on Google" })).toHaveAttribute("href", REVIEW_URL);
      await customer.close();
    });
  });
}

test("a part payment leaves the rest due; more than is due is refused and changes nothing; removed items go before the bill is issued", async ({
  asStaff,
  page,
  request,
}) => {
  const booking = await createBookingViaForm(request, uniqueName("Bill Ravi"));
  await asStaff();
  await page.goto(`/admin/bookings/${booking.id}/bill`);
  await addItem(page, "Visit charge", "1", "199");
  await addItem(page, "Door seal (part)", "1", "900");
  await page.getByRole("button", { name: "Remove Visit charge" }).click();
  await expect(page.getByRole("status").getByText("Item Removed")).toBeVisible();
  await page.getByLabel("Discount (₹, optional)").fill("100");
  await page.getByRole("button", { name: "Save discount" }).click();
  await expect(page.getByRole("status").getByText("Discount Saved")).toBeVisible();
  await expect(page.getByRole("row", { name: /Total/ })).toContainText("₹800");

  await page.getByLabel("Method").selectOption("cash");
  await page.getByLabel("Amount (₹)").fill("900");
  await page.getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByRole("alert").getByText("That is more than the ₹800 due.")).toBeVisible();
  expect(query("select count(*) as n from payments where booking_id = ?", booking.id)).toEqual([{ n: 0 }]);

  await page.getByLabel("Method").selectOption("cash");
  await page.getByLabel("Amount (₹)").fill("500");
  await page.getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByRole("status").getByText("Payment Recorded")).toBeVisible();
  await expect(page.getByLabel("Amount (₹)")).toHaveValue("300.00");
  const customer = await page.context().browser()!.newPage();
  await customer.goto(`/booking/${booking.token}`);
  await expect(customer.getByText("Paid so far: ₹500")).toBeVisible();
  await expect(customer.getByText("Amount due: ₹300")).toBeVisible();
  await customer.close();
});

test("a payment recorded by mistake is voided with a reason: struck out for staff, gone for the customer, the amount due again", async ({
  asStaff,
  page,
  request,
  baseURL,
}) => {
  const booking = await createBookingViaForm(request, uniqueName("Bill Farah"));
  await asStaff();
  await page.goto(`/admin/bookings/${booking.id}/bill`);
  await addItem(page, "Inlet valve", "1", "600");
  await page.getByLabel("Amount (₹)").fill("600");
  // A UPI payment without its 12-digit UTR is refused, and so is a made-up one.
  await page.getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByText("Enter the 12-digit UPI transaction id (UTR) from the customer's payment screen").first()).toBeVisible();
  await page.getByLabel("Reference (UPI transaction id)").fill("UPI-1234");
  await page.getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByText("Enter the 12-digit UPI transaction id (UTR) from the customer's payment screen").first()).toBeVisible();
  expect(query("select count(*) as n from payments where booking_id = ?", booking.id)).toEqual([{ n: 0 }]);
  await page.getByLabel("Reference (UPI transaction id)").fill(uniqueUtr());
  await page.getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByRole("status").getByText("Paid in Full")).toBeVisible();

  // A reason is required, on the server too: a blank one is refused and changes nothing.
  const [payment] = query<{ id: number }>("select id from payments where booking_id = ?", booking.id);
  const blank = await page.request.post(`/admin/bookings/${booking.id}/bill`, {
    form: { intent: "void", payment: String(payment!.id), reason: "   " },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(blank.status()).toBe(400);
  expect(query("select voided_at from payments where id = ?", payment!.id)).toEqual([{ voided_at: null }]);

  await page.getByText("Void a payment recorded by mistake").click();
  await expect(page.getByLabel("Payment", { exact: true })).toHaveValue(String(payment!.id));
  await page.getByLabel("Why void it?").fill("Paid for another booking");
  await page.getByRole("button", { name: "Void payment" }).click();
  await expect(page.getByRole("status").getByText("Payment Voided")).toBeVisible();
  await expect(page.getByText(/^Voided .*: Paid for another booking$/)).toBeVisible();
  await expect(page.getByText("Void a payment recorded by mistake")).toHaveCount(0);
  await expect(page.getByLabel("Amount (₹)")).toHaveValue("600.00");

  const customer = await page.context().browser()!.newPage();
  await customer.goto(`/booking/${booking.token}`);
  await expect(customer.getByText("Amount due: ₹600")).toBeVisible();
  await expect(customer.getByText("Paid so far")).toHaveCount(0);
  await customer.close();
});

test("with the connection cut, Issue bill and a voided payment say so in focus where they were pressed, and the reason typed is kept", async ({
  asStaff,
  page,
  request,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  const booking = await createBookingViaForm(request, uniqueName("Bill Offline"));
  await asStaff();
  await page.goto(`/admin/bookings/${booking.id}/bill`);
  await addItem(page, "Visit charge", "1", "199");
  await waitForHydration(page);
  const cut = (path: string) => page.route(path, (route) => (route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue()));
  await cut(`**/admin/bookings/${booking.id}/bill*`);
  await page.getByText("Issue bill", { exact: true }).click();
  await page.getByRole("button", { name: "Yes, issue the bill" }).click();
  const notSent = page.getByRole("alert").filter({ hasText: "Not sent: your connection dropped." });
  await expect(notSent).toBeFocused();
  await expect(notSent).toBeInViewport();
  expect(query("select bill_issued_at from bookings where id = ?", booking.id)).toEqual([{ bill_issued_at: null }]);
  await page.unrouteAll();

  await page.getByLabel("Method").selectOption("cash");
  await page.getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByRole("status").getByText("Paid in Full")).toBeVisible();
  await waitForHydration(page);

  await page.getByText("Void a payment recorded by mistake").click();
  await page.getByLabel("Why void it?").fill("Typed on the wrong booking");
  await cut(`**/admin/bookings/${booking.id}/bill*`);
  await page.getByRole("button", { name: "Void payment" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "Not sent: your connection dropped. All you typed is still here" });
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();
  await expect(page.getByLabel("Why void it?")).toHaveValue("Typed on the wrong booking");
  expect(query("select voided_at from payments where booking_id = ?", booking.id)).toEqual([{ voided_at: null }]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.screenshot({ path: test.info().outputPath("void-offline-320.png"), fullPage: true });
});

test("the receipt is a 404 for a wrong token and for a booking without a bill", async ({ request }) => {
  expect((await request.get(`/booking/${"x".repeat(32)}/receipt`)).status()).toBe(404);
  const booking = await createBookingViaForm(request, uniqueName("Bill Meena"));
  // No bill, no receipt.
  expect((await request.get(`/booking/${booking.token}/receipt`)).status()).toBe(404);
});

test("with a GSTIN and tax added to prices (PRICES_INCLUDE_GST=0) the bill has CGST and SGST at 9% each on top, and the tax invoice prints the GSTIN; without UPI the customer is told to pay the technician", async ({
  asStaff,
  browser,
}) => {
  const databasePath = path.join(tempDir("gst"), "app.db");
  const app = await startAppServer({
    databasePath,
    env: {
      GSTIN: "29ABCDE1234F1Z5",
      PRICES_INCLUDE_GST: "0",
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      UPI_VPA: undefined,
      UPI_PAYEE_NAME: undefined,
      GOOGLE_REVIEW_URL: undefined,
    },
  });
  const context = await browser.newContext({ baseURL: app.origin, viewport: { width: 390, height: 844 } });
  try {
    const name = uniqueName("Bill Girish");
    expect((await context.request.post("/book", { form: bookingFormFields(name) })).ok()).toBe(true);
    const [booking] = queryAt<{ id: number; token: string }>(databasePath, "select id, token from bookings where name = ?", name);

    const page = await context.newPage();
    await asStaff({ into: page, server: app });
    await page.goto(`/admin/bookings/${booking!.id}/bill`);
    await addItem(page, "Drum bearing", "1", "1000");
    await expect(page.getByRole("row", { name: /CGST \(9%\)/ })).toContainText("₹90");
    await expect(page.getByRole("row", { name: /SGST \(9%\)/ })).toContainText("₹90");
    await expect(page.getByRole("row", { name: /Total/ })).toContainText("₹1,180");
    await expect(page.getByText("GSTIN 29ABCDE1234F1Z5: CGST and SGST at 9% each.")).toBeVisible();

    const customer = await context.newPage();
    await customer.goto(`/booking/${booking!.token}`);
    await expect(customer.getByText("Amount due: ₹1,180")).toBeVisible();
    await expect(customer.getByText("Pay the technician at the visit: UPI, cash or card.")).toBeVisible();
    await expect(customer.locator('a[href^="upi:"]')).toHaveCount(0);

    await page.getByLabel("Method").selectOption("cash");
    await page.getByRole("button", { name: "Record payment" }).click();
    await expect(page.getByRole("status").getByText("Paid in Full")).toBeVisible();
    await customer.goto(`/booking/${booking!.token}/receipt`);
    await expect(customer.getByRole("heading", { level: 1, name: "Tax Invoice" })).toBeVisible();
    await expect(customer.getByText("GSTIN 29ABCDE1234F1Z5")).toBeVisible();
    await expect(customer.getByRole("row", { name: /CGST \(9%\)/ })).toContainText("₹90");
    await expect(customer.getByRole("row", { name: /Total/ })).toContainText("₹1,180");
  } finally {
    await context.close();
    await app.stop();
  }
});
