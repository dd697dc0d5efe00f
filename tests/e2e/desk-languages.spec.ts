// The desk's screens whole in the account's language: a Kannada owner walks the bookings list, the
// day board, a booking's page (a technician assigned, a note, an alert, a bill) and analytics at
// 390 px and 1280 px, and a Hindi office account the same, the board above all; no English word of
// ours shows (what people typed aside: names, references, e-mails, services, localities, slots).
import type { Page } from "@playwright/test";

import { business } from "../../app/content/business";
import type { Locale } from "../../app/lib/i18n/locales";
import { serverTranslator } from "../../app/lib/i18n/messages.server";
import { expect, test } from "./fixtures";
import { englishWords, PENDING_SCRIPTS, query, TODAY } from "./support";

const ACTOR = { adminId: null, email: "office@washfix.test", address: null, device: "Chrome on Linux" };
const WEBHOOK_HOST = "hooks.example.test";

/** What people typed, anywhere the desk's pages may show it (the shared server holds other tests' data too). */
function typedData(): string[] {
  const column = (sql: string) => query<{ value: string | null }>(sql).map((row) => row.value ?? "");
  return [
    ...column("select name as value from bookings union select reference from bookings union select service from bookings"),
    ...column("select locality as value from bookings union select brand from bookings union select address from bookings union select landmark from bookings"),
    ...column("select issue as value from bookings union select email from admins union select name from technicians union select label from time_slots"),
    ...column("select name as value from services union select name from plans union select body from booking_notes"),
    business.name,
    // This test's own: the actor of its notes and the alert's webhook host.
    ACTOR.email,
    WEBHOOK_HOST,
  ];
}

/** A booking for today with the parts of its page in place: a technician, a note, an alert that failed, a bill. */
async function fullBooking(booking: (overrides: object) => Promise<{ id: number; reference: string }>, technicianId: number) {
  const visit = await booking({ name: "ಸುಮಾ", locality: "ಜಯನಗರ", issue: "ನೀರು ಹೊರಹೋಗುತ್ತಿಲ್ಲ", visitDate: TODAY, machineType: "top-load", urgent: true });
  const actor = ACTOR;
  const { assignTechnician, addBookingNote } = await import("../../app/models/booking-triage.server");
  await assignTechnician(visit.id, technicianId, actor);
  await addBookingNote(visit.id, "ಸಂಜೆ 5ರ ನಂತರ ಕರೆ ಮಾಡಿ", actor);
  const { addBillItem } = await import("../../app/models/bills.server");
  await addBillItem(visit.id, { description: "ಭೇಟಿ ಶುಲ್ಕ", quantity: 1, unitPaise: 29_900 }, actor);
  const { db } = await import("../../db/db.server");
  const at = new Date().toISOString();
  const alert = await db.insertInto("alerts").values({ kind: "booking", booking_id: visit.id, created_at: at }).returning("id").executeTakeFirstOrThrow();
  await db
    .insertInto("alert_deliveries")
    .values({
      alert_id: alert.id,
      channel: "webhook",
      target: WEBHOOK_HOST,
      push_subscription_id: null,
      state: "failed",
      attempts: 5,
      next_attempt_at: at,
      created_at: at,
    })
    .execute();
  return visit;
}

async function walk(page: Page, language: Locale, screens: { name: string; path: string; heading: string }[], width: number) {
  for (const screen of screens) {
    await page.goto(screen.path);
    await expect(page.getByRole("heading", { name: screen.heading }).first()).toBeVisible();
    await expect(page.locator(PENDING_SCRIPTS)).toHaveCount(0);
    expect(await englishWords(page, typedData()), `${language} ${screen.name} at ${width} px`).toEqual([]);
    // Longer words must not push the page sideways on a phone. (On a wide screen the board's
    // technicians go across: with the many technicians of the shared database the page is wider.)
    if (width < 640) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${screen.name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    }
    await page.screenshot({ path: test.info().outputPath(`${language}-${width}-${screen.name}.png`), fullPage: true });
  }
}

for (const width of [390, 1280]) {
  test(`a Kannada owner's bookings list, board, booking and analytics speak Kannada at ${width} px`, async ({ asStaff, booking, browser }) => {
    test.setTimeout(120_000);
    const kn = serverTranslator("kn");
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await asStaff({ role: "owner", language: "kn", into: page });
    // His session goes into the test's own context: the owner's stays in hers.
    const technician = await asStaff({ role: "technician", language: "kn" });
    const visit = await fullBooking(booking, technician.technicianId!);
    await walk(
      page,
      "kn",
      [
        { name: "list", path: `/admin?q=${visit.reference}`, heading: kn("deskList.heading") },
        { name: "board", path: `/admin/board?day=${TODAY}`, heading: kn("deskBoard.heading", { day: "" }).trim() },
        { name: "booking", path: `/admin/bookings/${visit.id}`, heading: kn("deskBooking.history") },
        { name: "analytics", path: "/admin/analytics", heading: kn("deskAnalytics.byStatus") },
      ],
      width,
    );
    // The parts of the booking's page that were to show did.
    await page.goto(`/admin/bookings/${visit.id}`);
    await expect(page.getByRole("heading", { name: kn("deskAlerts.heading") })).toBeVisible();
    await expect(page.getByText(kn("deskBooking.noBill"))).toHaveCount(0);
    await expect(page.getByText("ಸಂಜೆ 5ರ ನಂತರ ಕರೆ ಮಾಡಿ")).toBeVisible();
    await context.close();
  });
}

test("a Hindi office account's board, list, booking and analytics speak Hindi at 390 px and 1280 px", async ({ asStaff, booking, browser }) => {
  test.setTimeout(120_000);
  const hi = serverTranslator("hi");
  const technician = await asStaff({ role: "technician", language: "hi" });
  const visit = await fullBooking(booking, technician.technicianId!);
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await asStaff({ role: "office", language: "hi", into: page });
    await walk(
      page,
      "hi",
      [
        { name: "board", path: `/admin/board?day=${TODAY}`, heading: hi("deskBoard.heading", { day: "" }).trim() },
        { name: "list", path: `/admin?q=${visit.reference}`, heading: hi("deskList.heading") },
        { name: "booking", path: `/admin/bookings/${visit.id}`, heading: hi("deskBooking.history") },
        { name: "analytics", path: "/admin/analytics", heading: hi("deskAnalytics.byStatus") },
      ],
      width,
    );
    await context.close();
  }
});
