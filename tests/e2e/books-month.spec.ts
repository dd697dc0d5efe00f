// A month made through the admin as the office makes one (consumer invoices, one with a part named
// at length and one with a discount, one cancelled; a business in Karnataka with parts, one in
// Tamil Nadu with IGST), then checked over HTTP as the accountant downloads it: every offline tool
// file begins with the tool's own header row (tests/shared/offline-tool.ts), no HSN description
// is over 30 characters, the JSON has no empty section, and Books' GSTR-3B Table 3.1 is the
// month's invoices in force less its credit notes. Then the month is filed on the next month's
// first morning: credit notes are issued against its invoices, a credited invoice cannot be
// cancelled, and a credit note against the new month's invoice (not filed) is refused.
import { type APIRequestContext } from "@playwright/test";
import { parse } from "csv-parse/sync";

import { rupees } from "../../app/lib/billing/bill";
import { gstinProblem } from "../../app/lib/billing/gstin";
import { serverTranslator } from "../../app/lib/i18n/messages.server";
import { type AppServer, startAppServer, tempDir } from "../shared/app-server";
import { OFFLINE_TOOL_HEADERS, PORTAL_TEXT_LIMITS } from "../shared/offline-tool";
import { expect, test } from "./fixtures";
import { ADMIN_EMAIL, ADMIN_PASSWORD, bookingFormFields, queryAt, uniqueName } from "./support";

const GSTIN = "29ABCDE1234F1Z5";
const LONG_PART = "Drain pump assembly for LG front loader, 8 kg";
/** A Karnataka business's GSTIN: the check character the GSTN's mod-36 rule gives. */
const KARNATAKA_BUSINESS = [..."0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"].map((check) => `29AAACH7409R1Z${check}`).find((gstin) => !gstinProblem(gstin))!;
const TAMIL_NADU_BUSINESS = "33AAACH7409R1Z8";
type Staff = APIRequestContext;

let app: AppServer;
const databasePath = `${tempDir("books-month")}/app.db`;
const serve = (clockStart: string) =>
  startAppServer({ databasePath, env: { GSTIN, ADMIN_EMAIL, ADMIN_PASSWORD, CLOCK_START: clockStart, CLOCK_START_ALLOWED: "1" } });
test.beforeAll(async () => {
  app = await serve(process.env.E2E_CLOCK_START!);
});
test.afterAll(() => app?.stop());

/** A booking through the public form, billed with `items` by the office (and a business, a discount), issued: its id and invoice number. */
async function billed(request: Staff, office: Staff, items: Record<string, string>[], extra: Record<string, string>[] = [], visitDate?: string) {
  const name = uniqueName("Month");
  const form = { ...bookingFormFields(name), ...(visitDate ? { visitDate } : {}), address: "Flat 4, Lake View Apartments", pin: "560034" };
  const booked = await request.post(`${app.origin}/book`, { form });
  expect(booked.ok(), await booked.text()).toBe(true);
  const { id } = queryAt<{ id: number }>(app.databasePath, "select id from bookings where name = ?", name)[0]!;
  for (const form of [...items.map((item) => ({ intent: "add-item", quantity: "1", ...item })), ...extra, { intent: "issue" }])
    expect((await office.post(`/admin/bookings/${id}/bill`, { form })).ok(), form.intent).toBe(true);
  const { number } = queryAt<{ number: string }>(app.databasePath, "select number from invoices where booking_id = ? and cancelled_at is null", id)[0]!;
  return { id, number };
}

/** One of the month's files, as the Books page's buttons download it (an audited POST). */
async function download(staff: Staff, month: string, file: string): Promise<string> {
  const response = await staff.post("/admin/books/export", { form: { month, file } });
  expect(response.status(), file).toBe(200);
  return response.text();
}

/** The month's invoices in force less its credit notes (paise), straight from the database. */
function netTaxable(month: string): number {
  const sum = (table: string, where: string) =>
    queryAt<{ paise: number }>(
      app.databasePath,
      `select coalesce(sum(taxable_paise), 0) as paise from ${table} where strftime('%Y-%m', issued_at, '+330 minutes') = ? ${where}`,
      month,
    )[0]!.paise;
  return sum("invoices", "and cancelled_at is null") - sum("credit_notes", "");
}

/** Every array anywhere in a JSON value, with where it is. */
function arrays(value: unknown, at = "$"): { at: string; length: number }[] {
  if (Array.isArray(value)) return [{ at, length: value.length }, ...value.flatMap((entry, index) => arrays(entry, `${at}[${index}]`))];
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, entry]) => arrays(entry, `${at}.${key}`));
  return [];
}

/** The offline tool's files of a month and its JSON, checked as the tool and the portal would take them. */
async function checkFiles(staff: Staff, month: string) {
  for (const file of Object.keys(OFFLINE_TOOL_HEADERS) as (keyof typeof OFFLINE_TOOL_HEADERS)[]) {
    const text = await download(staff, month, file);
    expect(text.split("\r\n")[0], file).toBe(OFFLINE_TOOL_HEADERS[file].join(","));
    if (file.startsWith("hsn"))
      for (const row of parse(text, { columns: true }) as Record<string, string>[])
        expect([...row.Description!].length, row.Description).toBeLessThanOrEqual(PORTAL_TEXT_LIMITS.hsnDescription);
  }
  const upload = JSON.parse(await download(staff, month, "gstr1-json")) as Record<string, unknown> & { hsn?: Record<string, { desc: string }[]> };
  expect(arrays(upload).filter((entry) => entry.length === 0)).toEqual([]);
  for (const row of Object.values(upload.hsn ?? {}).flat()) expect([...row.desc].length).toBeLessThanOrEqual(PORTAL_TEXT_LIMITS.hsnDescription);
  const gstr3b = JSON.parse(await download(staff, month, "gstr3b-json")) as { sup_details: { osup_det: { txval: number } } };
  expect(Math.round(gstr3b.sup_details.osup_det.txval * 100)).toBe(netTaxable(month));
  return upload;
}

test("a month made through the admin: the offline tool's headers, HSN descriptions within 30, no empty JSON section, GSTR-3B 3.1 the invoices less the credit notes; credit notes only for a filed month, and a credited invoice stays", async ({
  asStaff,
  staffRequest,
  browser,
  request,
}) => {
  let office = await staffRequest({ role: "office", server: app });
  const repair = await billed(request, office, [{ description: "Drum bearing replacement", unitPrice: "2249" }]);
  await billed(request, office, [
    { description: "Visit and diagnosis", unitPrice: "299" },
    { description: LONG_PART, kind: "part", hsn: "84509010", unitPrice: "1850" },
  ]);
  await billed(request, office, [{ description: "Motor service", unitPrice: "1499" }], [{ intent: "discount", discount: "200" }]);
  const cancelled = await billed(request, office, [{ description: "Visit and diagnosis", unitPrice: "299" }]);
  expect((await office.post(`/admin/bookings/${cancelled.id}/bill`, { form: { intent: "cancel-invoice", reason: "Billed twice" } })).ok()).toBe(true);
  await billed(request, office, [{ description: "Visit and diagnosis", unitPrice: "299" }]);
  const business = (gstin: string, name: string) => [{ intent: "business-customer", gstin, name, address: "12 Residency Road" }];
  await billed(
    request,
    office,
    [
      { description: "Common laundry machine overhaul", unitPrice: "2500" },
      { description: "Inlet valve", kind: "part", hsn: "8481", quantity: "2", unitPrice: "600" },
    ],
    business(KARNATAKA_BUSINESS, "Residency Road Hotel"),
  );
  const chennai = await billed(
    request,
    office,
    [{ description: "Laundry machine overhaul", unitPrice: "1180" }],
    business(TAMIL_NADU_BUSINESS, "Anna Salai Hotel"),
  );
  const month = queryAt<{ month: string }>(
    app.databasePath,
    "select strftime('%Y-%m', issued_at, '+330 minutes') as month from invoices where number = ?",
    repair.number,
  )[0]!.month;

  const accountant = await staffRequest({ role: "accountant", server: app });
  const upload = await checkFiles(accountant, month);
  expect(upload).toMatchObject({ b2b: expect.any(Array), b2cs: expect.any(Array), hsn: { hsn_b2b: expect.any(Array), hsn_b2c: expect.any(Array) } });
  expect(upload).not.toHaveProperty("cdnr");
  // b2cs: the rate under "Rate", the tool's "Applicable % of Tax Rate" empty.
  const [b2cs] = parse(await download(accountant, month, "b2cs"), { columns: true }) as Record<string, string>[];
  expect(b2cs).toMatchObject({ Type: "OE", "Place Of Supply": "29-Karnataka", "Applicable % of Tax Rate": "", Rate: "18" });

  // Books shows GSTR-3B's Table 3.1(a) with the month's taxable value (JavaScript off).
  const context = await browser.newContext({ baseURL: app.origin, javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  await asStaff({ role: "accountant", into: context, server: app });
  const page = await context.newPage();
  await page.goto(`/admin/books?month=${month}`);
  const table = page.locator("#gstr3b").getByRole("table", { name: "Table 3.1: outward supplies and the tax on them" });
  await expect(table.getByRole("row", { name: /^\(a\) Outward taxable supplies/ })).toContainText(rupees(netTaxable(month)));
  await page.screenshot({ path: test.info().outputPath("books-gstr3b.png"), fullPage: true });
  await context.close();
  // In the accountant's Kannada and Hindi at 320 px: the table's words in her language, the section no wider than the screen.
  for (const language of ["kn", "hi"] as const) {
    const t = serverTranslator(language);
    const narrow = await browser.newContext({ baseURL: app.origin, javaScriptEnabled: false, viewport: { width: 320, height: 800 } });
    await asStaff({ role: "accountant", language, into: narrow, server: app });
    const reader = await narrow.newPage();
    await reader.goto(`/admin/books?month=${month}`);
    const section = reader.locator("#gstr3b");
    await expect(section.getByRole("heading", { name: t("books.gstr3bFor", { month }) })).toBeVisible();
    await expect(section.getByRole("table", { name: t("books.table31") }).getByRole("row", { name: t("books.row31a") })).toContainText(
      rupees(netTaxable(month)),
    );
    await expect(section.getByText(t("books.noTable32"))).toBeVisible();
    await expect(section.getByRole("button", { name: t("books.gstr3bJson") })).toBeVisible();
    // The section within the screen, its table scrolling in its own box (the header's long test e-mail address is not this section's).
    expect(await section.evaluate((element) => element.getBoundingClientRect().right <= 320 && element.scrollWidth <= element.clientWidth)).toBe(true);
    await reader.screenshot({ path: test.info().outputPath(`books-gstr3b-${language}-320.png`), fullPage: true });
    await narrow.close();
  }

  // The next month's first morning: the month has ended, and the owner marks it filed.
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const nextMonth = monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, "0")}`;
  const nextMorning = new Date(`${nextMonth}-01T09:00:00+05:30`).toISOString();
  await app.stop();
  app = await serve(nextMorning);
  office = await staffRequest({ role: "office", server: app, now: nextMorning });
  const owner = await staffRequest({ role: "owner", server: app, now: nextMorning });
  expect((await owner.post("/admin/books", { form: { intent: "file-month", month } })).ok()).toBe(true);

  // Credit notes against the filed month's invoices, a consumer's and the Tamil Nadu business's.
  for (const [booking, amount] of [
    [repair, "1500"],
    [chennai, "590"],
  ] as const)
    expect((await office.post(`/admin/bookings/${booking.id}/bill`, { form: { intent: "credit-note", amount, reason: "Charge corrected" } })).ok()).toBe(true);
  // The credited invoice cannot be cancelled: refused, and it stays in force.
  const cancel = await office.post(`/admin/bookings/${repair.id}/bill`, { form: { intent: "cancel-invoice", reason: "Wrong charge" } });
  expect(cancel.status()).toBe(409);
  expect(await cancel.text()).toMatch(
    new RegExp(`${repair.number.replaceAll("/", "\\/")} has credit note CN\\/\\d{2}-\\d{2}\\/0001 against it: it cannot be cancelled`),
  );
  expect(queryAt(app.databasePath, "select cancelled_at from invoices where number = ?", repair.number)).toEqual([{ cancelled_at: null }]);

  // An invoice of the new month (not filed): a credit note against it is refused, nothing written.
  // Booked for the new month's second day: the shared morning's tomorrow is behind this server's clock.
  const fresh = await billed(request, office, [{ description: "Visit and diagnosis", unitPrice: "299" }], [], `${nextMonth}-02`);
  const early = await office.post(`/admin/bookings/${fresh.id}/bill`, { form: { intent: "credit-note", amount: "100", reason: "Charge corrected" } });
  // Refused in place, with what was typed, as the bill's money forms are.
  expect(early.status()).toBe(400);
  expect(await early.text()).toContain(`${fresh.number} is in ${nextMonth}, which is not filed yet`);
  expect(queryAt(app.databasePath, "select count(*) as count from credit_notes")).toEqual([{ count: 2 }]);

  // The new month's files: the credit notes in it (cdnr for the business's), GSTR-3B net of them.
  const nextUpload = await checkFiles(await staffRequest({ role: "accountant", server: app, now: nextMorning }), nextMonth);
  expect(nextUpload).toHaveProperty("cdnr");
  expect(nextUpload).not.toHaveProperty("b2b");
  expect(netTaxable(nextMonth)).toBeLessThan(0);

  // The tests after this one on the shared morning again.
  await app.stop();
  app = await serve(process.env.E2E_CLOCK_START!);
});
