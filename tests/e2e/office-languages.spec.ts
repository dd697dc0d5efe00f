// The office's and the accountant's screens in the account's language, and the sign-in page in the
// browser's: an owner whose account speaks Kannada walks a bill with lines and a payment, the
// books, every Form Settings page and Settings at 390 and 1280 px; an accountant in Hindi walks the
// books; the sign-in page opened by a Kannada or a Hindi browser speaks it, switches by plain links
// and refuses a wrong password in it, JavaScript on and off. No word of ours on them is English.
import type { Page } from "@playwright/test";
import Database from "better-sqlite3";

import { business } from "../../app/content/business";
import type { Locale } from "../../app/lib/i18n/locales";
import { serverTranslator } from "../../app/lib/i18n/messages.server";
import { type AsStaff, expect, test } from "./fixtures";
import { PENDING_SCRIPTS, query, uniqueName } from "./support";

// Letters of the English alphabet, two or more together: an English word. Besides UPI, UTR and HSN
// (the job screen's allowance), the tax's own acronyms, which Kannada and Hindi speakers write so
// too: GST, GSTIN, CGST, SGST, IGST, SAC, GSTR, UQC and its codes (NA, NOS), CSV and JSON; the
// booking's reference and the invoice numbers (WF-…, WF/…) are codes; Alt is the key's name (the notifications' shortcut, Alt+T).
const ENGLISH_WORD = /\b(?!UPI\b|UTR\b|HSN\b|GSTIN\b|GSTR\b|C?GST\b|SGST\b|IGST\b|SAC\b|UQC\b|NA\b|NOS\b|CSV\b|JSON\b|Alt\+|WF[-/])[A-Za-z]{2,}\b/g;

/** Every English word on the page (its title, text, aria-labels, placeholders and titles), but for what staff typed and the names given. */
async function englishWords(page: Page, typed: readonly string[], scripted = true): Promise<string[]> {
  // With JavaScript, once the page's scripts have run (the form's words are then the hydrated page's).
  if (scripted) await expect(page.locator(PENDING_SCRIPTS)).toHaveCount(0);
  let words = [
    await page.title(),
    await page.locator("body").innerText(),
    ...(await page
      .locator("[aria-label], [placeholder], [title]")
      .evaluateAll((elements) => elements.flatMap((element) => ["aria-label", "placeholder", "title"].map((name) => element.getAttribute(name) ?? "")))),
  ].join("\n");
  for (const text of [...typed, business.name]) words = words.replaceAll(text, "");
  // The language switch names each language in itself; the portal's file names (b2cs.csv, hsn(b2c).csv) are the portal's.
  words = words.replaceAll(/\b[\w()]+\.csv\b/g, "").replaceAll(/\S+@example\.com/g, "");
  return (words.match(ENGLISH_WORD) ?? []).filter((word) => word !== "English");
}

/** A new account of `role` speaking `language`, made as the owner adds one, and its removal afterwards. */
async function account(asStaff: AsStaff, page: Page, role: "owner" | "accountant", language: Locale) {
  if (role === "accountant") return asStaff({ role, language, into: page });
  const { createAdmin } = await import("../../app/models/admins.server");
  const email = `${uniqueName("owner")
    .toLowerCase()
    .replaceAll(/[^a-z0-9]/g, "")}@example.com`;
  const made = await createAdmin(
    { email, password: "a long test password", role, technicianId: null },
    { adminId: null, email, address: null, device: "test" },
  );
  if (typeof made === "string") throw new Error(made);
  return asStaff({ email, language, into: page });
}

/**
 * Takes out the accounts the test made and their sessions. Its booking stays: a payment issues the
 * bill, and an invoice is never deleted (the books' rule); the audit trail is append-only.
 */
function takeOut(emails: string[]) {
  const db = new Database(process.env.E2E_DATABASE_PATH!, { fileMustExist: true });
  try {
    for (const email of emails) {
      db.prepare("delete from admin_sessions where admin_id in (select id from admins where email = ?)").run(email);
      db.prepare("delete from admins where email = ?").run(email);
    }
  } finally {
    db.close();
  }
}

test("a Kannada owner's bill, books, form settings and settings, and a Hindi accountant's books, have no English word of ours", async ({
  browser,
  asStaff,
  booking,
}) => {
  test.setTimeout(180_000);
  const kn = serverTranslator("kn");
  const hi = serverTranslator("hi");
  const customer = await booking({ name: "ರಮೇಶ್", locality: "ಜಯನಗರ" });
  const itemName = uniqueName("ಡ್ರೈನ್ ಪಂಪ್");
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const owner = await account(asStaff, page, "owner", "kn");
  const emails = [owner.email];
  try {
    // A bill with a line and a payment, made through the page's own forms (in Kannada).
    await page.goto(`/admin/bookings/${customer.id}/bill`);
    await page.getByLabel(kn("bill.description")).fill(itemName);
    await page.getByLabel(kn("bill.unitPriceRupees")).fill("450");
    await page.getByRole("button", { name: kn("bill.addItem") }).click();
    await expect(page.locator("#items").getByText(itemName, { exact: true })).toBeVisible();
    await page.getByLabel(kn("bill.method"), { exact: true }).selectOption("cash");
    await page.getByLabel(kn("bill.amountRupees")).fill("200");
    await page
      .locator("#payments")
      .getByRole("button", { name: kn("bill.recordPayment") })
      .click();
    await expect(page.locator("#payments").getByText(kn("bill.method.cash"), { exact: false }).first()).toBeVisible();
    expect(query("select amount_paise, method from payments where booking_id = ?", customer.id)).toEqual([{ amount_paise: 20_000, method: "cash" }]);

    const screens = [
      `/admin/bookings/${customer.id}/bill`,
      "/admin/books",
      "/admin/form-settings/locations",
      "/admin/form-settings/time-slots",
      "/admin/form-settings/services",
      "/admin/form-settings/technicians",
      "/admin/form-settings/price-list",
      "/admin/form-settings/plans",
      "/admin/form-settings/blocked-numbers",
      "/admin/settings",
    ];
    // What the shop typed (services, slots, localities, technicians, items, plans, accounts, the reasons
    // other tests gave for a credit note, a cancelled invoice or a voided payment) stays as typed.
    // Read again before each page: other tests add technicians and reasons while this one walks.
    const typed = () => [
      // The word a customer sends to stop WhatsApp messages (the scheduled jobs say it as it is typed).
      "STOP",
      customer.reference,
      itemName,
      ...query<{ text: string }>(
        `select name as text from form_localities union select label from time_slots union select value from time_slots
         union select name from services union select description from services union select name from technicians
         union select name from price_items union select name from plans union select email from admins
         union select covered_parts from plans union select name_kn from price_items union select name_hi from price_items
         union select reason from credit_notes union select cancel_reason from invoices union select void_reason from payments`,
      )
        .flatMap(({ text }) => (text ?? "").split(/\n|, /))
        .filter(Boolean)
        .sort((a, b) => b.length - a.length),
    ];
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const screen of screens) {
        await page.goto(screen);
        expect(await englishWords(page, typed()), `${screen} at ${width} px`).toEqual([]);
        await page.screenshot({ path: test.info().outputPath(`kn-${width}${screen.replaceAll("/", "-")}.png`), fullPage: true });
      }
    }

    // An accountant in Hindi reads the books.
    const accountantContext = await browser.newContext({ viewport: { width: 390, height: 900 } });
    const books = await accountantContext.newPage();
    const accountant = await account(asStaff, books, "accountant", "hi");
    emails.push(accountant.email);
    await books.goto("/admin/books");
    await expect(books.getByRole("heading", { name: hi("books.gstSummary") })).toBeVisible();
    expect(await englishWords(books, typed()), "books in Hindi").toEqual([]);
    await books.screenshot({ path: test.info().outputPath("hi-390-books.png"), fullPage: true });
    await accountantContext.close();
  } finally {
    await context.close();
    takeOut(emails);
  }
});

for (const javaScriptEnabled of [true, false]) {
  test(`the sign-in page speaks the browser's language, switches by links and refuses in it (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
  }) => {
    for (const [browserLocale, locale] of [
      ["kn-IN", "kn"],
      ["hi-IN", "hi"],
    ] as const) {
      const t = serverTranslator(locale);
      const context = await browser.newContext({ locale: browserLocale, javaScriptEnabled, viewport: { width: 390, height: 800 } });
      const page = await context.newPage();
      await page.goto("/admin/login");
      await expect(page.getByRole("heading", { name: t("signin.heading") })).toBeVisible();
      expect(await englishWords(page, [], javaScriptEnabled)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`signin-${locale}-${javaScriptEnabled ? "js" : "nojs"}.png`), fullPage: true });

      // A wrong password is refused in the page's language.
      await page.getByLabel(t("signin.email")).fill(
        `${uniqueName("nobody")
          .toLowerCase()
          .replaceAll(/[^a-z0-9]/g, "")}@example.com`,
      );
      await page.getByLabel(t("signin.password")).fill("not a password of anyone");
      await page.getByRole("button", { name: t("signin.submit") }).click();
      await expect(page.getByRole("alert")).toHaveText(t("signin.invalid"));
      expect(await englishWords(page, [], javaScriptEnabled)).toEqual([]);

      // The switch: the other languages by plain links; English says English again.
      const other: Locale = locale === "kn" ? "hi" : "kn";
      await page.getByRole("link", { name: other === "kn" ? "ಕನ್ನಡ" : "हिन्दी" }).click();
      await expect(page.getByRole("heading", { name: serverTranslator(other)("signin.heading") })).toBeVisible();
      await page.getByRole("link", { name: "English" }).click();
      await expect(page.getByRole("heading", { name: "Admin login" })).toBeVisible();
      await context.close();
    }
  });
}
