// The owner's remaining screens in the account's language: an owner whose account speaks Kannada
// (then one speaking Hindi) saves the customers' messages on Settings → Notifications, opens the
// audit log once a few audited actions exist (the owner's making, that save, a failed sign-in) and
// the dashboard's counts, at 390 and 1280 px: no word of ours on them is English.
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
// (As tests/e2e/office-languages.spec.ts has it, until one shared helper holds it.)
const ENGLISH_WORD = /\b(?!UPI\b|UTR\b|HSN\b|GSTIN\b|GSTR\b|C?GST\b|SGST\b|IGST\b|SAC\b|UQC\b|NA\b|NOS\b|CSV\b|JSON\b|Alt\+|WF[-/])[A-Za-z]{2,}\b/g;

/** Every English word in `scope` (with the page's title, its aria-labels, placeholders and titles), but for what was typed or recorded and the names given. */
async function englishWords(page: Page, typed: readonly string[], scope = "body"): Promise<string[]> {
  await expect(page.locator(PENDING_SCRIPTS)).toHaveCount(0);
  const within = page.locator(scope);
  let words = [
    ...(scope === "body" ? [await page.title()] : []),
    ...(await within.allInnerTexts()),
    ...(await within
      .locator("[aria-label], [placeholder], [title]")
      .evaluateAll((elements) => elements.flatMap((element) => ["aria-label", "placeholder", "title"].map((name) => element.getAttribute(name) ?? "")))),
  ].join("\n");
  for (const text of [...typed, business.name]) words = words.replaceAll(text, "");
  words = words.replaceAll(/\S+@example\.com/g, "");
  return (words.match(ENGLISH_WORD) ?? []).filter((word) => word !== "English");
}

/** A new owner speaking `language` (the shop's first owner keeps his). */
async function owner(asStaff: AsStaff, page: Page, language: Locale) {
  return asStaff({ role: "owner", language, into: page });
}

/** Takes out the accounts the test made and their sessions (the audit trail is append-only: its rows stay). */
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

/**
 * What is recorded or typed rather than said by us: each audit entry's detail, note and device
 * (the record as written when it happened), the delivery log's targets and errors (the far end's
 * answer), the devices' labels, and the names staff typed.
 */
function recorded(): string[] {
  return query<{ text: string | null }>(
    `select detail as text from audit_log union select note from audit_log union select device from audit_log
     union select client_address from audit_log union select target from alert_deliveries union select last_error from alert_deliveries
     union select label from push_subscriptions union select name from bookings union select email from admins`,
  )
    .map(({ text }) => text ?? "")
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
}

for (const language of ["kn", "hi"] as const) {
  test(`an owner in ${language}: Notifications, the audit log and the dashboard's counts have no English word of ours`, async ({
    browser,
    asStaff,
    booking,
  }) => {
    test.setTimeout(120_000);
    const t = serverTranslator(language);
    // A booking first (counted on the dashboard): the fixture points this worker's model at the shared server's database.
    await booking({ name: "ಸುಮಾ" });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const me = await owner(asStaff, page, language);
    try {
      // Audited actions besides the owner's own making: the customers' messages saved through the
      // page (in the account's language), a sign-in refused.
      await page.goto("/admin/settings/notifications");
      const card = page.locator("#customer-messages");
      await expect(card.getByRole("heading", { name: t("notify.customers") })).toBeVisible();
      const before = query<{ n: number }>("select count(*) as n from audit_log where actor_email = ?", me.email)[0]!.n;
      await card.getByRole("button", { name: t("notify.saveCustomers") }).click();
      await expect.poll(() => query<{ n: number }>("select count(*) as n from audit_log where actor_email = ?", me.email)[0]!.n).toBe(before + 1);
      const refused = await browser.newContext();
      const login = await refused.newPage();
      await login.goto("/admin/login");
      await login.locator('input[name="email"]').fill(
        `${uniqueName("nobody")
          .toLowerCase()
          .replaceAll(/[^a-z0-9]/g, "")}@example.com`,
      );
      await login.locator('input[name="password"]').fill("not a password of anyone");
      await login.locator('button[type="submit"]').click();
      await expect(login.getByRole("alert")).toBeVisible();
      await refused.close();
      const actions = query<{ action: string }>("select action from audit_log order by id desc limit 25").map((row) => row.action);
      expect(actions).toEqual(expect.arrayContaining(["admin-added", "setting-changed", "sign-in-failed"]));

      const typed = recorded();
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto("/admin/settings/notifications");
        await expect(page.getByRole("heading", { name: t("notify.title") })).toBeVisible();
        expect(await englishWords(page, typed), `Notifications at ${width} px`).toEqual([]);
        await page.screenshot({ path: test.info().outputPath(`${language}-${width}-notifications.png`), fullPage: true });

        await page.goto("/admin/settings/audit");
        await expect(page.getByRole("heading", { name: t("audit.title") })).toBeVisible();
        // Each recorded action is named in the account's language.
        await expect(page.getByText(t("audit.action.setting-changed")).first()).toBeVisible();
        await expect(page.getByText(t("audit.action.admin-added")).first()).toBeVisible();
        await expect(page.getByText(t("audit.action.sign-in-failed")).first()).toBeVisible();
        expect(await englishWords(page, typed), `the audit log at ${width} px`).toEqual([]);
        await page.screenshot({ path: test.info().outputPath(`${language}-${width}-audit.png`), fullPage: true });

        // The dashboard: the shell's header, tabs and counts (the bookings list under them is the desk's).
        await page.goto("/admin");
        await expect(page.getByText(t("dash.total"), { exact: true })).toBeVisible();
        expect(await englishWords(page, typed, "header, main > dl, main > nav"), `the dashboard's counts at ${width} px`).toEqual([]);
        await page.screenshot({ path: test.info().outputPath(`${language}-${width}-dashboard.png`) });
      }
    } finally {
      await context.close();
      takeOut([me.email]);
    }
  });
}
