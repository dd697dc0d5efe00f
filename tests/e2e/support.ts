import fs from "node:fs";

import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import jsQR from "jsqr";
import { PNG } from "pngjs";

import { addDays, istDateString } from "../../app/lib/time/ist";

export const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL!;
export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD!;

export type BookingRow = {
  id: number;
  name: string;
  phone: string;
  locality: string;
  service: string;
  brand: string;
  issue: string;
  reference: string;
  token: string;
  visit_date: string | null;
  time_slot: string;
  status: string;
  created_at: string;
};

/** Reads a test server's database directly, to check what a flow stored (or did not). */
export function queryAt<T>(databasePath: string, sql: string, ...params: unknown[]): T[] {
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** Reads the shared test server's database. */
export function query<T>(sql: string, ...params: unknown[]): T[] {
  return queryAt<T>(process.env.E2E_DATABASE_PATH!, sql, ...params);
}

export function bookingsNamed(name: string): BookingRow[] {
  return query<BookingRow>("select * from bookings where name = ?", name);
}

/** A field's own message, next to it (the error summary at the top of the form repeats it as a link). */
export function fieldMessage(scope: Page | Locator, text: string | RegExp): Locator {
  return scope.locator("p[id$='-error']").getByText(text);
}

/** A name no other test uses, so parallel tests can find their own rows. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * Today on the shared server's clock, YYYY-MM-DD: the day the run started on in Bengaluru
 * (playwright.config.ts sets the server's clock to 08:00 of it).
 */
export const TODAY = process.env.E2E_TODAY ?? istDateString(new Date());
/** Tomorrow on the shared server's clock: a visit day every slot is open on. */
export const TOMORROW = addDays(TODAY, 1);

/** What the booking form posts for a new booking (a fresh submission id each time). */
export function bookingFormFields(name: string, service = "General Repair"): Record<string, string> {
  return { submissionId: crypto.randomUUID(), name, phone: "9845012345", locality: "Jayanagar", issue: "Water not draining", service, visitDate: TOMORROW };
}

/** Makes a booking through the real /book action, as a browser without JavaScript would. */
export async function createBookingViaForm(request: APIRequestContext, name: string, service = "General Repair"): Promise<BookingRow> {
  const response = await request.post("/book", { form: bookingFormFields(name, service) });
  expect(response.ok()).toBe(true);
  const [row] = bookingsNamed(name);
  expect(row).toBeDefined();
  return row!;
}

/**
 * Puts the visit's work on its bill (a line at ₹0, as the office adds it): a visit is completed
 * (Work done, Complete) only with its work on the bill. `request` is a signed-in desk account's.
 */
export async function billTheVisit(request: APIRequestContext, bookingId: number, { origin }: { origin?: string } = {}) {
  const response = await request.post(`/admin/bookings/${bookingId}/bill`, {
    // A page's own request context sends no Origin: the admin's writes ask for one (a page passes its own).
    ...(origin ? { headers: { Origin: origin } } : {}),
    form: { intent: "add-item", description: "Inspection", kind: "service", quantity: "1", unitPrice: "0" },
  });
  expect(response.ok()).toBe(true);
}

/** Remix's module script, held until a person first touches a public page (text/x-on-touch) and then live, in the page until React has hydrated. */
export const PENDING_SCRIPTS = 'script[type="module"], script[type="text/x-on-touch"]';

/**
 * Until a page has hydrated a Book button is a plain link to /book and a form posts as a plain
 * page. A public page starts its scripts when a person first touches it (a tap, a key or a focus
 * anywhere but on a link): this presses Shift, as a person about to type would, and waits for
 * React to have hydrated (Remix's module script is in the page until then; the root draws again
 * once hydrated, and <Scripts> then renders nothing). Call it before anything that needs
 * JavaScript. A staff page runs its scripts as it loads: the key changes nothing there. Twice in some
 * 600 runs on a busy machine a page had not hydrated 10-20 s after the key (the cause not found):
 * the key is pressed again every 5 s until it has, and a page still not hydrated after 30 s fails
 * the test saying which script was left and which of the page's files had arrived.
 */
export async function waitForHydration(page: Page) {
  try {
    await expect(async () => {
      await page.keyboard.press("Shift");
      await expect(page.locator(PENDING_SCRIPTS)).toHaveCount(0, { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
  } catch (error) {
    const state = await page
      .evaluate(
        (pending) => ({
          left: [...document.querySelectorAll(pending)].map((script) => script.getAttribute("type")),
          arrived: performance
            .getEntriesByType("resource")
            .filter((entry) => entry.name.includes("/assets/"))
            .map((entry) => `${new URL(entry.name).pathname} ${Math.round(entry.duration)} ms`),
        }),
        PENDING_SCRIPTS,
      )
      .catch(() => null);
    // What the page said before it stalled: an error thrown by a module or by hydration shows here.
    const said = {
      errors: (await page.pageErrors().catch(() => [])).map(String),
      console: (await page.consoleMessages().catch(() => [])).filter((m) => m.type() !== "log").map((m) => `${m.type()}: ${m.text()}`),
    };
    throw new Error(`${page.url()} had not hydrated 30 s after the first key: ${JSON.stringify({ ...state, ...said })}`, { cause: error });
  }
}

export async function logIn(page: Page, password = ADMIN_PASSWORD, email = ADMIN_EMAIL) {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/** Logs in and waits for the dashboard (with JavaScript the login is a fetch: wait before navigating). */
export async function logInToDashboard(page: Page, password = ADMIN_PASSWORD, email = ADMIN_EMAIL) {
  await logIn(page, password, email);
  await expect(page).toHaveURL(/\/admin$/);
}

/**
 * Makes the test server's database refuse new bookings whose name starts with `prefix`, as a
 * full disk would (SQLite's own error, from a trigger on the real table): the real action then
 * answers its real failure. Other tests' bookings are not touched. Returns the undo.
 */
export function refuseBookingsNamed(prefix: string): () => void {
  const trigger = `refuse_${prefix.replace(/\W/g, "_")}`;
  const run = (statement: string) => {
    const db = new Database(process.env.E2E_DATABASE_PATH!, { fileMustExist: true });
    try {
      db.exec(statement);
    } finally {
      db.close();
    }
  };
  const pattern = `${prefix.replaceAll("'", "''")}%`;
  run(`create trigger ${trigger} before insert on bookings when new.name like '${pattern}' begin select raise(abort, 'database or disk is full'); end`);
  return () => run(`drop trigger if exists ${trigger}`);
}

/** The booking form (in the dialog or on /book) has this service, brand and machine type (a slug) chosen. */
export async function expectBookingPreset(scope: Page | Locator, { service, brand, machine }: { service: string; brand?: string; machine?: string }) {
  await expect(scope.getByLabel("Service", { exact: true })).toHaveValue(service);
  if (brand) await expect(scope.getByLabel("Brand", { exact: true })).toHaveValue(brand);
  if (machine) await expect(scope.getByLabel("Machine type", { exact: true })).toHaveValue(machine);
}

const AXE_SOURCE = fs.readFileSync("node_modules/axe-core/axe.min.js", "utf8");

/**
 * Puts axe-core (window.axe) in the page. Evaluated through the DevTools protocol, as a console
 * would: a <script> tag added by the test would be refused by the page's CSP, as it should be.
 */
export async function injectAxe(page: Page) {
  await page.evaluate(AXE_SOURCE);
}

/** What the page's UPI QR code ([data-upi-qr]) says, read from its pixels by a QR decoder. */
export async function decodeQr(page: Page): Promise<string | undefined> {
  const qr = page.locator("[data-upi-qr]");
  // In the middle of the screen, clear of the phone's action bar at its bottom.
  await qr.evaluate((element) => element.scrollIntoView({ block: "center" }));
  const png = PNG.sync.read(await qr.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

// Letters of the English alphabet, two or more together: an English word. UPI, UTR, HSN and CSV are
// the names Kannada and Hindi speakers use for them too; the booking's reference is a code; Alt is
// the key's name on the keyboard (the notifications' shortcut, Alt+T).
const ENGLISH_WORD = /\b(?!UPI\b|UTR\b|HSN\b|CSV\b|Alt\+|WF-)[A-Za-z]{2,}\b/g;

/**
 * What the shop typed and a staff screen shows as typed (the owner's names of plans and price-list
 * items, services, slots, localities, technicians), read now: other tests add theirs meanwhile.
 */
export function shopTyped(): string[] {
  return query<{ text: string | null }>(
    `select name as text from price_items union select name from plans union select covered_parts from plans
     union select name from services union select label from time_slots union select name from form_localities
     union select name from technicians`,
  ).flatMap(({ text }) => (text ?? "").split(/\n|, /).filter(Boolean));
}

/**
 * The English words of ours on a page once its scripts have run: its title, text, labels,
 * placeholders and titles, with `typed` taken out first (what people typed: names, references,
 * e-mails, services, localities, the business's name), longest first. The language choice lists
 * each language by its own name: English's is English.
 */
export async function englishWords(page: Page, typed: readonly string[]): Promise<string[]> {
  const words = [
    await page.title(),
    await page.locator("body").innerText(),
    ...(await page
      .locator("[aria-label], [placeholder], [title]")
      .evaluateAll((elements) => elements.flatMap((element) => ["aria-label", "placeholder", "title"].map((name) => element.getAttribute(name) ?? "")))),
  ].join("\n");
  const stripped = [...typed]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)
    .reduce((text, each) => text.replaceAll(each, ""), words);
  return (stripped.match(ENGLISH_WORD) ?? []).filter((word) => word !== "English");
}
