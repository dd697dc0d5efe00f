// Today's started slots, on a server whose clock reads 3 pm in Bengaluru today: without
// JavaScript the form cannot know the day chosen, so it disables no slot, and tomorrow's Morning
// books at any hour; the server refuses only today's started slots, on today, with a message at
// the slot (in each language). With JavaScript, today's started slots are disabled while today is
// the day chosen, and only then.
import path from "node:path";

import { expect, type Page, test } from "@playwright/test";

import { addDays, istDateString } from "../../app/lib/time/ist";
import { type AppServer, startAppServer, tempDir } from "../shared/app-server";
import { fieldMessage, queryAt, uniqueName, waitForHydration } from "./support";

// app/lib/schemas/booking.ts's SLOT_STARTED_MESSAGE (that module cannot be loaded here: it imports JSON).
const SLOT_STARTED_MESSAGE = "This time slot has already started today. Choose a later slot or another day.";
// The date of the run's start in Bengaluru; the server's clock reads 3 pm of it.
const TODAY = istDateString(new Date());
const TOMORROW = addDays(TODAY, 1);
const THREE_PM = new Date(`${TODAY}T15:00:00+05:30`);

let app: AppServer;
test.beforeAll(async () => {
  app = await startAppServer({
    databasePath: path.join(tempDir("booking-clock"), "app.db"),
    env: { CLOCK_START: THREE_PM.toISOString(), CLOCK_START_ALLOWED: "1" },
  });
});
test.afterAll(() => app?.stop());

const bookingsNamed = (name: string) =>
  queryAt<{ visit_date: string; time_slot: string }>(app.databasePath, "select visit_date, time_slot from bookings where name = ?", name);

/** The booking form, filled as a visitor would, the day and slot given; the button pressed. */
async function book(page: Page, { path: at = "/book", name, day, slot }: { path?: string; name: string; day: string; slot: string }) {
  await page.goto(at);
  await page.locator('[name="name"]').fill(name);
  await page.locator('[name="phone"]').fill("98450 12345");
  await page.locator('[name="locality"]').fill("Jayanagar");
  await page.locator('[name="visitDate"]').fill(day);
  await page.locator('[name="timeSlot"]').selectOption(slot);
  await page.locator('form:has([name="timeSlot"]) button[type="submit"]').click();
}

test.describe("without JavaScript, at 3 pm", () => {
  test.use({ javaScriptEnabled: false });

  test("tomorrow's first slot (Morning) books: no slot is disabled, today's started ones say they are not for today", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: app.origin, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/book");
    const slot = page.locator('[name="timeSlot"]');
    for (const value of ["morning", "afternoon", "evening"]) await expect(slot.locator(`option[value="${value}"]`)).toBeEnabled();
    for (const value of ["morning", "afternoon"]) await expect(slot.locator(`option[value="${value}"]`)).toContainText("(not today: started)");
    await expect(slot.locator('option[value="evening"]')).not.toContainText("not today");

    const name = uniqueName("Tomorrow Morning");
    await book(page, { name, day: TOMORROW, slot: "morning" });
    await expect(page).toHaveURL(/\/book\/thank-you\?booking=/);
    expect(bookingsNamed(name)).toEqual([{ visit_date: TOMORROW, time_slot: "morning" }]);
    await context.close();
  });

  test("today's Morning is refused at 3 pm with the message at the slot, everything typed kept, nothing stored", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: app.origin, javaScriptEnabled: false });
    const page = await context.newPage();
    const name = uniqueName("Today Morning");
    await book(page, { name, day: TODAY, slot: "morning" });
    await expect(fieldMessage(page, SLOT_STARTED_MESSAGE)).toBeVisible();
    await expect(page.locator('[name="timeSlot"]')).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator('[name="name"]')).toHaveValue(name);
    expect(bookingsNamed(name)).toEqual([]);
    // Today's Evening (16:00) has not started: it books.
    await page.locator('[name="timeSlot"]').selectOption("evening");
    await page.locator('form:has([name="timeSlot"]) button[type="submit"]').click();
    await expect(page).toHaveURL(/\/book\/thank-you\?booking=/);
    expect(bookingsNamed(name)).toEqual([{ visit_date: TODAY, time_slot: "evening" }]);
    await context.close();
  });

  test("in Kannada at 360 px: the refusal says so in Kannada at the slot", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: app.origin, javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    const name = uniqueName("Kannada Morning");
    await book(page, { path: "/kn/book", name, day: TODAY, slot: "morning" });
    const message = fieldMessage(page, "ಇಂದಿನ ಈ ಸಮಯ ಈಗಾಗಲೇ ಶುರುವಾಗಿದೆ. ಮುಂದಿನ ಸಮಯ ಅಥವಾ ಬೇರೆ ದಿನ ಆಯ್ಕೆಮಾಡಿ.");
    await expect(message).toBeVisible();
    await expect(page.locator('[name="timeSlot"] option[value="morning"]')).toContainText("(ಇಂದು ಅಲ್ಲ: ಶುರುವಾಗಿದೆ)");
    expect(bookingsNamed(name)).toEqual([]);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await message.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath("kn-slot-started-360.png") });
    await context.close();
  });
});

test("with JavaScript at 3 pm: today's started slots are disabled while today is chosen, and bookable on another day", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: app.origin });
  // The browser's clock reads the server's (the form checks by the server's instant: the next test).
  await context.clock.setFixedTime(THREE_PM);
  const page = await context.newPage();
  await page.goto("/book");
  await waitForHydration(page);
  const slot = page.locator('[name="timeSlot"]');
  await page.locator('[name="visitDate"]').fill(TODAY);
  for (const value of ["morning", "afternoon"]) await expect(slot.locator(`option[value="${value}"]`)).toBeDisabled();
  await expect(slot.locator('option[value="morning"]')).toContainText("(started)");
  await expect(slot.locator('option[value="evening"]')).toBeEnabled();
  await page.locator('[name="visitDate"]').fill(TOMORROW);
  for (const value of ["morning", "afternoon", "evening"]) await expect(slot.locator(`option[value="${value}"]`)).toBeEnabled();
  await expect(slot.locator('option[value="morning"]')).not.toContainText("started");

  const name = uniqueName("JS Tomorrow Morning");
  await page.locator('[name="name"]').fill(name);
  await page.locator('[name="phone"]').fill("98450 12345");
  await page.locator('[name="locality"]').fill("Jayanagar");
  await slot.selectOption("morning");
  await page.locator('form:has([name="timeSlot"]) button[type="submit"]').click();
  // The script's post is thanked in place.
  await expect(page.getByRole("heading", { level: 1, name: "Booking Received!" })).toBeVisible();
  expect(bookingsNamed(name)).toEqual([{ visit_date: TOMORROW, time_slot: "morning" }]);
  await context.close();
});

test("with JavaScript, a phone whose clock is wrong (11 pm where the server reads 3 pm) still books today's Evening: the form checks by the server's clock", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: app.origin });
  await context.clock.setFixedTime(new Date(`${TODAY}T23:00:00+05:30`));
  const page = await context.newPage();
  await page.goto("/book");
  await waitForHydration(page);
  const slot = page.locator('[name="timeSlot"]');
  await page.locator('[name="visitDate"]').fill(TODAY);
  await expect(slot.locator('option[value="evening"]')).toBeEnabled();
  await expect(slot.locator('option[value="morning"]')).toBeDisabled();
  const name = uniqueName("Wrong Clock Evening");
  await page.locator('[name="name"]').fill(name);
  await page.locator('[name="phone"]').fill("98450 12345");
  await page.locator('[name="locality"]').fill("Jayanagar");
  await slot.selectOption("evening");
  await page.locator('form:has([name="timeSlot"]) button[type="submit"]').click();
  await expect(page.getByRole("heading", { level: 1, name: "Booking Received!" })).toBeVisible();
  expect(bookingsNamed(name)).toEqual([{ visit_date: TODAY, time_slot: "evening" }]);
  await context.close();
});
