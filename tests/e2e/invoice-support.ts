// What the books' end-to-end files share: a server of a file's own with a GSTIN (prices include GST,
// the default), a booking made as the form posts it, and a ₹299 visit billed and issued as staff do.
import type { Page } from "@playwright/test";

import { financialYear } from "../../app/lib/billing/bill";
import { type AppServer, startAppServer } from "../shared/app-server";
import { expect } from "./fixtures";
import { ADMIN_EMAIL, ADMIN_PASSWORD, bookingFormFields, queryAt, TODAY, waitForHydration } from "./support";

export const GSTIN = "29ABCDE1234F1Z5";
export const SERIES = `WF/${financialYear(new Date(`${TODAY}T08:00:00+05:30`))}/`;

/** The server on a file's own database, with the GSTIN, its clock started at `clockStart`. */
export const invoiceServer = (databasePath: string, clockStart: string) =>
  startAppServer({ databasePath, env: { GSTIN, ADMIN_EMAIL, ADMIN_PASSWORD, CLOCK_START: clockStart, CLOCK_START_ALLOWED: "1" } });

/** A booking made as the form posts it, at a Bengaluru address. */
export async function book(app: AppServer, page: Page, name: string): Promise<{ id: number; token: string; reference: string }> {
  const form = { ...bookingFormFields(name), address: "Flat 4, Lake View Apartments", pin: "560034" };
  expect((await page.request.post(`${app.origin}/book`, { form })).ok()).toBe(true);
  return queryAt<{ id: number; token: string; reference: string }>(app.databasePath, "select id, token, reference from bookings where name = ?", name)[0]!;
}

/** Bills a ₹299 visit and issues it, after the question, as staff do on the bill page; answers its number. */
export async function billAndIssue(app: AppServer, page: Page, bookingId: number, javaScriptEnabled: boolean) {
  await page.goto(`${app.origin}/admin/bookings/${bookingId}/bill`);
  if (javaScriptEnabled) await waitForHydration(page);
  await page.getByLabel("Description").fill("Visit and diagnosis");
  await page.getByLabel("Unit price (₹)").fill("299");
  await page.getByRole("button", { name: "Add item" }).click();
  await expect(page.getByRole("status").getByText("Item Added")).toBeVisible();
  await expect(page.getByRole("row", { name: /Total/ })).toContainText("₹299");
  await page.getByText("Issue bill", { exact: true }).click();
  await expect(page.getByText("Its items and discount will be fixed, and it takes the next tax invoice number.")).toBeVisible();
  await page.getByRole("button", { name: "Yes, issue the bill" }).click();
  await expect(page.getByRole("status").getByText(new RegExp(`^Bill Issued: ${SERIES.replaceAll("/", "\\/")}\\d{4}$`))).toBeVisible();
  return queryAt<{ number: string }>(app.databasePath, "select number from invoices where booking_id = ? and cancelled_at is null", bookingId)[0]!.number;
}
