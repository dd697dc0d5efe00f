// The books, in Chromium on a server with a GSTIN and prices that include GST (the
// default): issuing after a confirmation numbers bills one apart in the financial year's series;
// the customer's tax invoice carries Rule 46's particulars and a ₹299 item totals ₹299; the office
// cancels an invoice (its number stays used) and bills again under the next number; the month's
// books list and export every number. Then a server without a GSTIN: a "Bill", no tax words.
import fs from "node:fs";
import path from "node:path";

import { type Browser, type Page } from "@playwright/test";
import { parse } from "csv-parse/sync";

import { type AppServer, startAppServer, tempDir } from "../shared/app-server";
import { BOOKS_CSV_HEADER } from "../shared/csv";
import { OFFLINE_TOOL_HEADERS } from "../shared/offline-tool";
import { type AsStaff, expect, test } from "./fixtures";
import { billAndIssue, book, GSTIN, invoiceServer, SERIES } from "./invoice-support";
import { ADMIN_EMAIL, ADMIN_PASSWORD, bookingFormFields, queryAt, TODAY, uniqueName, waitForHydration } from "./support";

let app: AppServer;
const databasePath = path.join(tempDir("invoices"), "app.db");
const serve = (clockStart: string) => invoiceServer(databasePath, clockStart);
test.beforeAll(async () => {
  // On the shared morning (playwright.config.ts): the invoices' day and month are the run's, at any hour.
  app = await serve(process.env.E2E_CLOCK_START!);
});
test.afterAll(() => app?.stop());

const serial = (number: string) => Number(number.split("/").at(-1));

/** The server's day (the shared morning) as an invoice dates it. */
const TODAY_DD_MM_YYYY = TODAY.split("-").reverse().join("-");

/** A PDF's page count (each page object is "/Type /Page"). */
const pdfPages = (pdf: Buffer) => pdf.toString("latin1").match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;

async function staffPage(browser: Browser, asStaff: AsStaff, javaScriptEnabled: boolean, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: app.origin, javaScriptEnabled, viewport: { width, height: 900 } });
  await asStaff({ into: context, server: app });
  return context.newPage();
}

for (const [javaScriptEnabled, width] of [
  [false, 320],
  [true, 1280],
] as const) {
  test(`two bills issued one after the other are tax invoices one apart; ₹299 is ₹299; the books list both (JavaScript ${javaScriptEnabled ? "on" : "off"}, ${width} px)`, async ({
    asStaff,
    browser,
  }) => {
    test.setTimeout(60_000);
    const page = await staffPage(browser, asStaff, javaScriptEnabled, width);
    const first = await book(app, page, uniqueName("Invoice Anita"));
    const second = await book(app, page, uniqueName("Invoice Bharat"));
    const one = await billAndIssue(app, page, first.id, javaScriptEnabled);
    const two = await billAndIssue(app, page, second.id, javaScriptEnabled);
    expect(one.startsWith(SERIES) && two.startsWith(SERIES)).toBe(true);
    expect(serial(two) - serial(one)).toBe(1);

    // The customer's tax invoice, with what Rule 46 asks.
    const customer = await browser.newPage({ viewport: { width, height: 900 }, javaScriptEnabled });
    await customer.goto(`${app.origin}/booking/${second.token}/receipt`);
    await expect(customer.getByRole("heading", { level: 1, name: "Tax Invoice" })).toBeVisible();
    for (const text of [
      two,
      `GSTIN ${GSTIN}`,
      "State: Karnataka, code 29",
      "Karnataka (29)",
      "Tax payable on reverse charge: No",
      "Authorised signatory",
      "Original for recipient",
      "This is a computer-generated invoice.",
      // The line's rate and its tax.
      "GST 18%: ₹45.62",
    ])
      await expect(customer.getByText(text, { exact: false }).first()).toBeVisible();
    await expect(customer.getByText(/SAC 998715/)).toBeVisible();
    await expect(customer.getByText("Flat 4, Lake View Apartments, Jayanagar, 560034")).toBeVisible();
    // Dated as the GST law's documents are: dd-mm-yyyy.
    await expect(customer.getByText(TODAY_DD_MM_YYYY, { exact: true })).toBeVisible();
    await expect(customer.getByRole("row", { name: /^Taxable value/ })).toContainText("₹253.39");
    await expect(customer.getByRole("row", { name: /CGST \(9%\)/ })).toContainText("₹22.81");
    await expect(customer.getByRole("row", { name: /SGST \(9%\)/ })).toContainText("₹22.81");
    await expect(customer.getByRole("row", { name: /Round-off/ })).toContainText("− ₹0.01");
    await expect(customer.getByRole("row", { name: /^Total/ })).toContainText("₹299");
    await expect(customer.getByText("Rupees Two Hundred Ninety-Nine Only")).toBeVisible();
    expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await customer.screenshot({ path: test.info().outputPath(`invoice-${width}.png`), fullPage: true });
    if (width === 1280) {
      // Printed once to A4, as the customer's "Save as PDF" does.
      await customer.emulateMedia({ media: "print" });
      const pdf = await customer.pdf({ format: "A4", preferCSSPageSize: true, path: test.info().outputPath("invoice.pdf") });
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      // One page, with the page's own margins.
      expect(pdfPages(pdf)).toBe(1);
    }

    // The office cancels the first: its number stays used and prints Cancelled; billed again, it takes the next number.
    await page.goto(`${app.origin}/admin/bookings/${first.id}/bill`);
    if (javaScriptEnabled) await waitForHydration(page);
    await page.getByText(`Cancel invoice ${one}`).click();
    await page.getByLabel("Why cancel it?").fill("Billed the wrong visit charge");
    await page.getByRole("button", { name: "Cancel invoice" }).click();
    await expect(page.getByRole("status").getByText(`Invoice ${one} Cancelled`)).toBeVisible();
    // The bill is open again: its wrong item comes off, the right one goes on.
    await page.getByRole("button", { name: "Remove Visit and diagnosis" }).click();
    await expect(page.getByRole("status").getByText("Item Removed")).toBeVisible();
    const three = await billAndIssue(app, page, first.id, javaScriptEnabled);
    expect(serial(three)).toBeGreaterThan(serial(two));
    await customer.emulateMedia({ media: "screen" });
    await customer.goto(`${app.origin}/booking/${first.token}/receipt?invoice=${encodeURIComponent(one)}`);
    await expect(customer.getByRole("note")).toContainText("Cancelled");
    await expect(customer.getByRole("note")).toContainText("Billed the wrong visit charge");

    // The month's books: every number, the cancelled one marked, ready for the returns.
    await page.goto(`${app.origin}/admin/books`);
    await expect(page.getByText(/invoices? issued/)).toBeVisible();
    await expect(page.getByRole("row", { name: /18% \(CGST 9% \+ SGST 9%/ })).toBeVisible();
    await expect(page.getByText(`${one}, ₹299: Billed the wrong visit charge`)).toBeVisible();
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download the invoices (CSV)" }).click();
    const rows = parse(fs.readFileSync(await (await download).path(), "utf8"), { bom: true, columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual(BOOKS_CSV_HEADER);
    const byNumber = new Map(rows.map((row) => [row["Invoice number"], row]));
    for (const number of [one, two, three]) expect(byNumber.has(number), number).toBe(true);
    expect(byNumber.get(two)).toMatchObject({
      "Place of supply": "29-Karnataka",
      "Taxable value (₹)": "253.39",
      "CGST (₹)": "22.81",
      "SGST (₹)": "22.81",
      "Round-off (₹)": "-0.01",
      "Total (₹)": "299.00",
      Status: "Issued",
    });
    expect(byNumber.get(one)).toMatchObject({ Status: "Cancelled", "Cancel reason": "Billed the wrong visit charge" });
    await page.context().close();
    await customer.close();
  });
}

test("without a GSTIN the document is a numbered Bill: no tax invoice, no tax lines", async ({ asStaff, browser }) => {
  const plain = await startAppServer({ databasePath: path.join(tempDir("bills"), "app.db"), env: { ADMIN_EMAIL, ADMIN_PASSWORD } });
  try {
    const context = await browser.newContext({ baseURL: plain.origin, viewport: { width: 390, height: 844 } });
    await asStaff({ into: context, server: plain });
    const page = await context.newPage();
    const name = uniqueName("Bill Chandra");
    expect((await page.request.post("/book", { form: bookingFormFields(name) })).ok()).toBe(true);
    const { id, token } = queryAt<{ id: number; token: string }>(plain.databasePath, "select id, token from bookings where name = ?", name)[0]!;
    await page.goto(`/admin/bookings/${id}/bill`);
    await page.getByLabel("Description").fill("Visit");
    await page.getByLabel("Unit price (₹)").fill("299");
    await page.getByRole("button", { name: "Add item" }).click();
    await page.getByText("Issue bill", { exact: true }).click();
    await page.getByRole("button", { name: "Yes, issue the bill" }).click();
    await expect(page.getByRole("status").getByText(/^Bill Issued: WF\//)).toBeVisible();
    await page.goto(`/booking/${token}/receipt`);
    await expect(page.getByRole("heading", { level: 1, name: "Bill" })).toBeVisible();
    await expect(page.getByText(/Tax Invoice|CGST|SGST|GSTIN|reverse charge/)).toHaveCount(0);
    await expect(page.getByRole("row", { name: /^Total/ })).toContainText("₹299");
    await context.close();
  } finally {
    await plain.stop();
  }
});

test("month end: the accountant reads GSTR-1 on Books (998715 and a part's HSN adding up, the documents issued) and downloads its files; a booking is not hers to change", async ({
  asStaff,
  staffRequest,
  browser,
}) => {
  // Two B2C invoices this month: a ₹2,249 repair, and a visit with two drain pumps (HSN 8450).
  const office = await staffRequest({ role: "office", server: app });
  const bill = async (items: Record<string, string>[]) => {
    const page = await browser.newPage();
    const { id } = await book(app, page, uniqueName("Returns"));
    await page.close();
    for (const item of items)
      expect((await office.post(`/admin/bookings/${id}/bill`, { form: { intent: "add-item", quantity: "1", ...item } })).ok()).toBe(true);
    expect((await office.post(`/admin/bookings/${id}/bill`, { form: { intent: "issue" } })).ok()).toBe(true);
    return {
      id,
      ...queryAt<{ number: string; taxable: number }>(app.databasePath, "select number, taxable_paise as taxable from invoices where booking_id = ?", id)[0]!,
    };
  };
  const repair = await bill([{ description: "Drum bearing replacement", unitPrice: "2249" }]);
  const pumps = await bill([
    { description: "Visit and diagnosis", unitPrice: "299" },
    { description: "Drain pump", kind: "part", hsn: "8450", quantity: "2", unitPrice: "1200" },
  ]);
  expect(repair.taxable).toBe(190_593);

  const context = await browser.newContext({ baseURL: app.origin, viewport: { width: 1280, height: 900 } });
  await asStaff({ role: "accountant", into: context, server: app });
  const page = await context.newPage();
  // Her start is the books: their tab, Analytics and her settings; no bookings.
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/books$/);
  const tabs = page.getByRole("navigation", { name: "Sections" });
  await expect(tabs.getByRole("link")).toHaveText(["Analytics", "Books", "Settings"]);

  const month = queryAt<{ month: string }>(
    app.databasePath,
    "select strftime('%Y-%m', issued_at, '+330 minutes') as month from invoices where booking_id = ?",
    repair.id,
  )[0]!.month;
  const returns = page.locator("#gstr1");
  await expect(returns.getByRole("heading", { name: `GSTR-1 for ${month}` })).toBeVisible();
  const b2c = returns.getByRole("table", { name: "Table 12: HSN/SAC summary, B2C" });
  await expect(b2c.getByRole("row", { name: /^8450 Drain pump NOS 2 18%/ })).toBeVisible();
  await expect(b2c.getByRole("row", { name: /^998715 Maintenance and repair services NA 0 18%/ })).toBeVisible();
  // No business this month: no B2B tab (no row of zeros), as the offline tool leaves an empty sheet out.
  await expect(returns.getByRole("table", { name: "Table 12: HSN/SAC summary, B2B" })).toHaveCount(0);
  await expect(returns.getByText("Table 12's B2B tab is left out of the files", { exact: false })).toBeVisible();
  await expect(
    returns.getByRole("table", { name: "Table 7: B2C (others), by rate and place of supply" }).getByRole("row", { name: /^29-Karnataka 18%/ }),
  ).toBeVisible();
  await expect(returns.getByRole("table", { name: "Table 13: documents issued" }).getByRole("row", { name: /^Invoices for outward supply/ })).toContainText(
    pumps.number,
  );
  await page.screenshot({ path: test.info().outputPath("books-gstr1.png"), fullPage: true });

  // The HSN file: the offline tool's columns, and taxable values adding up to the month's (every invoice of this server's month in force).
  const download = page.waitForEvent("download");
  await returns.getByRole("button", { name: "hsn(b2c).csv" }).click();
  const rows = parse(fs.readFileSync(await (await download).path(), "utf8"), { columns: true }) as Record<string, string>[];
  expect(Object.keys(rows[0]!)).toEqual(OFFLINE_TOOL_HEADERS.hsn_b2c);
  const monthTaxable = queryAt<{ taxable: number }>(
    app.databasePath,
    "select sum(taxable_paise) as taxable from invoices where cancelled_at is null and strftime('%Y-%m', issued_at, '+330 minutes') = ?",
    month,
  )[0]!.taxable;
  expect(Math.round(rows.reduce((sum, row) => sum + Number(row["Taxable Value"]) * 100, 0))).toBe(monthTaxable);
  expect(rows.find((row) => row.HSN === "8450")).toMatchObject({ UQC: "NOS", "Total Quantity": "2", Rate: "18" });

  // The JSON for the portal.
  const json = page.waitForEvent("download");
  await returns.getByRole("button", { name: "GSTR-1 JSON for upload" }).click();
  const upload = JSON.parse(fs.readFileSync(await (await json).path(), "utf8")) as {
    gstin: string;
    fp: string;
    b2cs: { pos: string }[];
    hsn: { hsn_b2c: { hsn_sc: string }[] };
  };
  expect(upload.gstin).toBe(GSTIN);
  expect(upload.fp).toBe(`${month.slice(5)}${month.slice(0, 4)}`);
  expect(upload.b2cs[0]!.pos).toBe("29");
  expect(upload.hsn.hsn_b2c.map((row) => row.hsn_sc)).toEqual(expect.arrayContaining(["8450", "998715"]));

  // A booking's bill is not hers to open or change: refused, and nothing changed.
  expect((await page.goto(`/admin/bookings/${repair.id}/bill`))!.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Not for your account" })).toBeVisible();
  const accountant = await staffRequest({ role: "accountant", server: app });
  const post = await accountant.post(`/admin/bookings/${pumps.id}/bill`, { form: { intent: "cancel-invoice", reason: "Trying" }, maxRedirects: 0 });
  expect(post.status()).toBe(403);
  expect(queryAt(app.databasePath, "select cancelled_at from invoices where booking_id = ?", pumps.id)).toEqual([{ cancelled_at: null }]);
  await context.close();
});

test("a bill to a Tamil Nadu business: its GSTIN checked, IGST instead of CGST and SGST, printed with the recipient's GSTIN, in Table 4A (JavaScript on, 1280 px)", async ({
  asStaff,
  browser,
}) => {
  const context = await browser.newContext({ baseURL: app.origin, viewport: { width: 1280, height: 900 } });
  await asStaff({ role: "office", into: context, server: app });
  const page = await context.newPage();
  const { id, token } = await book(app, page, uniqueName("Lake View Association"));
  await page.goto(`/admin/bookings/${id}/bill`);
  await waitForHydration(page);
  await page.getByLabel("Description").fill("Common laundry machine overhaul");
  await page.getByLabel("Unit price (₹)").fill("1180");
  await page.getByRole("button", { name: "Add item" }).click();
  await expect(page.getByRole("status").getByText("Item Added")).toBeVisible();

  await page.getByText("Bill a business (customer GSTIN)").click();
  // A typing mistake in the check character is refused at the field, with what was typed kept.
  await page.getByLabel("Customer GSTIN").fill("33AAACH7409R1Z9");
  await page.getByLabel("Legal name").fill("Lake View Apartment Owners Association");
  await page.getByLabel("Billing address").fill("12 Anna Salai, Chennai 600002");
  await page.getByRole("button", { name: "Save business customer" }).click();
  await expect(page.getByText("This GSTIN's last character does not match the rest: check it for a typing mistake").first()).toBeVisible();
  await expect(page.getByLabel("Legal name")).toHaveValue("Lake View Apartment Owners Association");
  await page.getByLabel("Customer GSTIN").fill("33aaach7409r1z8");
  await page.getByRole("button", { name: "Save business customer" }).click();
  await expect(page.getByRole("status").getByText("Business Customer Saved")).toBeVisible();
  await expect(page.getByText("IGST at 18% (a supply to another state).", { exact: false })).toBeVisible();
  await expect(page.getByRole("row", { name: /IGST \(18%\)/ })).toContainText("₹180");
  await expect(page.getByRole("row", { name: /CGST/ })).toHaveCount(0);

  await page.getByText("Issue bill", { exact: true }).click();
  await page.getByRole("button", { name: "Yes, issue the bill" }).click();
  await expect(page.getByRole("status").getByText(/^Bill Issued: /)).toBeVisible();
  const number = queryAt<{ number: string }>(app.databasePath, "select number from invoices where booking_id = ?", id)[0]!.number;

  // The invoice as the business prints it.
  const customer = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await customer.goto(`${app.origin}/booking/${token}/receipt`);
  await expect(customer.getByRole("heading", { level: 1, name: "Tax Invoice" })).toBeVisible();
  for (const text of ["Lake View Apartment Owners Association", "12 Anna Salai, Chennai 600002", "GSTIN of the recipient: 33AAACH7409R1Z8", "Tamil Nadu (33)"])
    await expect(customer.getByText(text, { exact: false }).first()).toBeVisible();
  await expect(customer.getByRole("row", { name: /^Taxable value/ })).toContainText("₹1,000");
  await expect(customer.getByRole("row", { name: /IGST \(18%\)/ })).toContainText("₹180");
  await expect(customer.getByRole("row", { name: /CGST|SGST/ })).toHaveCount(0);
  await customer.emulateMedia({ media: "print" });
  // For a business, Rule 48's copies: the recipient's original and the supplier's duplicate (a service), a page each.
  expect(pdfPages(await customer.pdf({ format: "A4", preferCSSPageSize: true, path: test.info().outputPath("b2b-invoice.pdf") }))).toBe(2);
  await customer.screenshot({ path: test.info().outputPath("b2b-invoice.png"), fullPage: true });
  await customer.close();

  // Books: Table 4A, IGST, the place of supply as the portal writes it.
  await page.goto("/admin/books");
  await expect(
    page.getByRole("table", { name: "Table 4A: B2B invoices" }).getByRole("row", { name: new RegExp(`^33AAACH7409R1Z8 .* ${number} .* 33-Tamil Nadu 18%`) }),
  ).toBeVisible();
  await context.close();
});

for (const [language, title, original] of [
  ["kn", "ತೆರಿಗೆ ಸರಕುಪಟ್ಟಿ", "ಸ್ವೀಕರಿಸುವವರಿಗೆ ಮೂಲ ಪ್ರತಿ"],
  ["hi", "कर बीजक", "प्राप्तकर्ता के लिए मूल प्रति"],
] as const) {
  test(`the customer's invoice in ${language}: titled in the language with "Tax Invoice" beside it, dated dd-mm-yyyy, linked from the page before it is paid, one A4 page`, async ({
    staffRequest,
    browser,
  }) => {
    const office = await staffRequest({ role: "office", server: app });
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const { id, token } = await book(app, page, uniqueName("Invoice Language"));
    expect(
      (
        await office.post(`/admin/bookings/${id}/bill`, { form: { intent: "add-item", description: "Visit and diagnosis", quantity: "1", unitPrice: "299" } })
      ).ok(),
    ).toBe(true);
    expect((await office.post(`/admin/bookings/${id}/bill`, { form: { intent: "issue" } })).ok()).toBe(true);
    // Issued and not paid: the customer's page links the invoice.
    await page.goto(`${app.origin}/${language}/booking/${token}`);
    await page.locator(`a[href="/${language}/booking/${token}/receipt"]`).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${title}(Tax Invoice)`);
    await expect(page.getByText(original)).toBeVisible();
    await expect(page.getByText(TODAY_DD_MM_YYYY, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath(`invoice-${language}.png`), fullPage: true });
    await page.emulateMedia({ media: "print" });
    expect(pdfPages(await page.pdf({ format: "A4", preferCSSPageSize: true, path: test.info().outputPath(`invoice-${language}.pdf`) }))).toBe(1);
    await page.close();
  });
}
