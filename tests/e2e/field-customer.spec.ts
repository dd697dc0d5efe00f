// The customer's side of the field team, on a server whose clock reads 1 pm in
// Bengaluru today: today's started slots are marked before any script runs (and disabled with
// JavaScript while today is chosen); a Hindi booking
// without JavaScript with the locality typed in Devanagari is stored as the listed place; the
// thank-you repeats the visit and offers its link; the customer corrects the address; a move
// names the new day in the page, covering nothing, at 320 px; staff correct a locality typed in Kannada.
import path from "node:path";

import { addDays, formatVisitDay, istDateString } from "../../app/lib/time/ist";
import { type AppServer, startAppServer, tempDir } from "../shared/app-server";
import { expect, test } from "./fixtures";
import { ADMIN_EMAIL, ADMIN_PASSWORD, queryAt, uniqueName, waitForHydration } from "./support";

const TODAY = istDateString(new Date());

let app: AppServer;
test.beforeAll(async () => {
  app = await startAppServer({
    databasePath: path.join(tempDir("field-customer"), "app.db"),
    env: { CLOCK_START: `${TODAY}T13:00:00+05:30`, CLOCK_START_ALLOWED: "1", ADMIN_EMAIL, ADMIN_PASSWORD },
  });
});
test.afterAll(() => app?.stop());

type Row = {
  id: number;
  token: string;
  reference: string;
  locality: string;
  address: string;
  landmark: string;
  pin: string;
  visit_date: string;
  time_slot: string;
};
const row = (name: string) => queryAt<Row>(app.databasePath, "select * from bookings where name = ?", name)[0]!;

for (const javaScriptEnabled of [false, true]) {
  test(`a Hindi booking at 1 pm: started slots marked, a Devanagari locality stored as listed, the thank-you repeats the visit and its link; the address corrected; a move named in the page at 320 px (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: app.origin, javaScriptEnabled, viewport: { width: 320, height: 720 } });
    // The browser's clock reads the server's: with JavaScript the form checks started slots by it.
    await context.clock.setFixedTime(new Date(`${TODAY}T13:00:00+05:30`));
    const page = await context.newPage();
    const name = uniqueName("Meera");
    await page.goto("/hi/book");
    if (javaScriptEnabled) await waitForHydration(page);
    // 1 pm: the morning and afternoon slots have started today; the evening has not. With
    // JavaScript they cannot be picked while today is the day chosen; without, the form cannot
    // know the day chosen, so they stay bookable (for another day) and say they are not for today.
    const slot = page.getByLabel("आपके लिए सही समय");
    for (const started of ["morning", "afternoon"]) {
      const option = slot.locator(`option[value="${started}"]`);
      if (javaScriptEnabled) await expect(option).toBeDisabled();
      else await expect(option).toContainText("(आज नहीं: शुरू हो चुका)");
    }
    await expect(slot.locator('option[value="evening"]')).toBeEnabled();
    // One choice without a time: "Any time" (the old "Flexible" is gone).
    await expect(slot.locator('option[value=""]')).toHaveCount(1);
    await expect(slot.locator('option[value="flexible"]')).toHaveCount(0);

    await page.getByLabel("आपका नाम *").fill(name);
    await page.getByLabel("फ़ोन नंबर *").fill("9845012345");
    // Typed, not picked from the list: the server finds the listed place as the picker would.
    await page.getByLabel("एरिया *").fill("जयनगर");
    await slot.selectOption("evening");
    await page.getByRole("button", { name: "टेक्नीशियन बुक करें" }).click();
    await expect(page.getByText(/आपकी विज़िट/).first()).toBeVisible();
    const booked = row(name);
    expect(booked.locality).toBe("Jayanagar");
    expect(booked.time_slot).toBe("evening");
    // The thank-you repeats the day and slot, and gives the booking's link to keep.
    await expect(page.getByText(new RegExp(formatVisitDay(TODAY, "hi-IN")))).toBeVisible();
    await expect(page.getByLabel("आपकी बुकिंग का लिंक")).toHaveValue(`${app.origin}/hi/booking/${booked.token}`);
    if (javaScriptEnabled) await expect(page.getByRole("button", { name: /लिंक (कॉपी|शेयर)/ })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("thank-you-320.png"), fullPage: true });

    // The customer adds the address on the booking's page.
    await page.goto(`/hi/booking/${booked.token}`);
    if (javaScriptEnabled) await waitForHydration(page);
    await page.getByText("नाम या पता ठीक करें").click();
    await page.getByLabel("पिन कोड").fill("12345");
    await page.getByRole("button", { name: "सेव करें" }).click();
    await expect(page.getByText("6 अंकों का पिन कोड लिखें").first()).toBeVisible();
    expect(row(name).pin).toBe("");
    await page.getByLabel("पिन कोड").fill("560011");
    await page.getByLabel("मकान / फ़्लैट और गली").fill("Flat 3B, Lakshmi Residency");
    await page.getByRole("button", { name: "सेव करें" }).click();
    await expect(page.getByRole("status").filter({ hasText: "जानकारी सेव हो गई" })).toBeVisible();
    expect(row(name)).toMatchObject({ address: "Flat 3B, Lakshmi Residency", pin: "560011" });

    // A move: the outcome names the new day at the top of the page, where it covers nothing.
    const newDay = addDays(TODAY, 2);
    await page.getByText("दिन या समय बदलें").click();
    await page.getByLabel("विज़िट का दिन *").fill(newDay);
    await page.getByRole("button", { name: "मेरी बुकिंग बदलें" }).click();
    const outcome = page.getByRole("status").filter({ hasText: formatVisitDay(newDay, "hi-IN") });
    await expect(outcome).toBeVisible();
    await expect(outcome).toBeInViewport({ ratio: 1 });
    expect(row(name).visit_date).toBe(newDay);
    await page.screenshot({ path: test.info().outputPath("moved-320.png") });
    await context.close();
  });
}

test("staff correct a locality typed in Kannada script without JavaScript: it is stored as the listed place", async ({ asStaff, browser, request }) => {
  const name = uniqueName("Kiran");
  const form = { submissionId: crypto.randomUUID(), name, phone: "9845012345", locality: "ಕೋರಮಂಗಲ", visitDate: addDays(TODAY, 1) };
  expect((await request.post(`${app.origin}/kn/book`, { form })).ok()).toBe(true);
  // Typed without the picker, it is matched on the server as the picker matches it.
  expect(row(name).locality).toBe("Koramangala");

  const context = await browser.newContext({ baseURL: app.origin, javaScriptEnabled: false, viewport: { width: 390, height: 800 } });
  await asStaff({ into: context, server: app });
  const page = await context.newPage();
  await page.goto(`/admin/bookings/${row(name).id}`);
  await page.getByText("Correct the locality or address").click();
  await page.getByLabel("Locality").fill("ಜಯನಗರ");
  await page.getByLabel("House or flat, street").fill("No. 7, 2nd Main");
  await page.locator("#place").getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").getByText("Address Saved")).toBeVisible();
  expect(row(name)).toMatchObject({ locality: "Jayanagar", address: "No. 7, 2nd Main" });
  await expect(page.getByText("No. 7, 2nd Main, Jayanagar").first()).toBeVisible();
  await context.close();
});
