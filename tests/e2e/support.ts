import Database from "better-sqlite3";
import { expect, type APIRequestContext, type Locator, type Page, type Route } from "@playwright/test";

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
  time_slot: string;
  status: string;
  created_at: string;
};

/** Reads the test server's database directly, to check what a flow stored (or did not). */
export function query<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(process.env.E2E_DATABASE_PATH!, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

export function bookingsNamed(name: string): BookingRow[] {
  return query<BookingRow>("select * from bookings where name = ?", name);
}

/** A name no other test uses, so parallel tests can find their own rows. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** What the booking form posts for a new booking (a fresh submission id each time). */
export function bookingFormFields(name: string, service = "General Repair"): Record<string, string> {
  return { submissionId: crypto.randomUUID(), name, phone: "9845012345", locality: "Jayanagar", issue: "Water not draining", service };
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
 * The booking dialog exists only once a public page has hydrated; until then a Book button is
 * a plain link to /book. Wait for it before clicking Book buttons.
 */
export async function waitForHydration(page: Page) {
  await expect(page.locator("dialog").first()).toBeAttached();
}

export async function logIn(page: Page, password = ADMIN_PASSWORD, email = ADMIN_EMAIL) {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/**
 * Answers a form post the way the server's action would answer it with `status` and `data`,
 * in Remix's single-fetch wire format (turbo-stream, Remix's own transport). Used to show
 * what a visitor sees when storing fails (the server answers 503), which a test cannot
 * otherwise cause against the shared test database.
 */
export async function answerActionWith(route: Route, status: number, data: unknown): Promise<void> {
  const { encode } = await import("turbo-stream");
  const body = await new Response(encode({ data })).text();
  await route.fulfill({ status, contentType: "text/x-script", body });
}

/** The booking form (in the dialog or on /book) has this service chosen and shows this brand. */
export async function expectBookingPreset(scope: Page | Locator, { service, brand }: { service: string; brand?: string }) {
  await expect(scope.getByLabel("Service", { exact: true })).toHaveValue(service);
  if (brand) await expect(scope.getByText(`Brand: ${brand}`, { exact: true })).toBeVisible();
}
