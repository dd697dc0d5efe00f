// The customer's side of a booking in Chromium, with JavaScript on and off: the
// reference and the booking's own page, staff's confirmation showing there, cancelling and moving
// on either side of the 2-hour line, a full slot, and the spam defence (honeypot, per-address
// limit across a restart, per-phone cap, blocklist) on servers of their own, started with the
// real limits and, where the 2-hour line matters, a clock set to a known time of day.
import path from "node:path";

import { type APIRequestContext, type Browser, type Page } from "@playwright/test";

import { HONEYPOT_FIELD } from "../../app/lib/forms/honeypot";
import { addDays, istDateString } from "../../app/lib/time/ist";
import { type AppServer, startAppServer, tempDir } from "../shared/app-server";
import { type AsStaff, expect, test } from "./fixtures";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  bookingsNamed,
  createBookingViaForm,
  fieldMessage,
  PENDING_SCRIPTS,
  queryAt,
  TOMORROW,
  uniqueName,
  waitForHydration,
} from "./support";

const TODAY = istDateString(new Date());

type Booked = { reference: string; token: string };

/**
 * Books on the /book page through its form; with JavaScript, once the page has hydrated (its
 * scripts start at a person's first touch: waitForHydration presses a key).
 */
async function bookOnPage(page: Page, origin: string, fields: { name: string; phone?: string; day?: string; slot?: string }, javaScriptEnabled = false) {
  await page.goto(`${origin}/book`);
  if (javaScriptEnabled) await waitForHydration(page);
  await page.getByLabel("Your Name *").fill(fields.name);
  await page.getByLabel("Phone Number *").fill(fields.phone ?? "98450 12345");
  await page.getByLabel("Locality *").fill("Koramangala");
  await page.getByLabel("Preferred date *").fill(fields.day ?? TOMORROW);
  if (fields.slot) await page.getByLabel("Preferred time slot").selectOption(fields.slot);
  await page.getByRole("button", { name: "Book Technician" }).click();
}

/** An admin page of the server at `origin`, logged in, in a browser context of the staff's own. */
async function staffPage(browser: Browser, asStaff: AsStaff, path: string, server?: AppServer) {
  const staff = await browser.newPage({ baseURL: server?.origin ?? test.info().project.use.baseURL });
  await asStaff({ into: staff, server });
  await staff.goto(path);
  return staff;
}

/** The staff's Confirm, in a browser context of the staff's own. */
async function confirmAsStaff(browser: Browser, asStaff: AsStaff, name: string) {
  const staff = await staffPage(browser, asStaff, `/admin?q=${encodeURIComponent(bookingsNamed(name)[0]!.reference)}`);
  await staff.getByRole("button", { name: /^Confirm booking/ }).click();
  await expect.poll(() => bookingsNamed(name)[0]!.status).toBe("confirmed");
  await staff.close();
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`the booking's own page (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled });

    test("the thank-you gives a reference and a link; the page shows Received, then Confirmed once staff confirm; cancelling is a POST behind a confirmation", async ({
      page,
      asStaff,
      browser,
    }) => {
      const name = uniqueName("Page Asha");
      if (javaScriptEnabled) await page.clock.install();
      await bookOnPage(page, "", { name, slot: "evening" }, javaScriptEnabled);
      await expect(page.getByRole("heading", { name: "Booking Received!" })).toBeVisible();
      const [row] = bookingsNamed(name);
      await expect(page.getByText(row!.reference, { exact: true })).toBeVisible();
      await page.getByRole("link", { name: "See your booking" }).click();
      await expect(page).toHaveURL(`/booking/${row!.token}`);
      await expect(page.getByRole("heading", { level: 1, name: row!.reference })).toBeVisible();
      const status = page.getByRole("region", { name: "Status" });
      await expect(status).toContainText("Received");
      await expect(page.getByText(/· Evening \(4 PM - 8 PM\)$/)).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex,nofollow");

      await confirmAsStaff(browser, asStaff, name);
      if (javaScriptEnabled) {
        // The open page follows staff's changes by itself (every 30 seconds).
        await page.clock.runFor(31_000);
      } else {
        await page.reload();
      }
      await expect(status).toContainText("Confirmed");

      // Cancelling: the button is behind a confirmation step, and a POST.
      await expect(page.getByRole("button", { name: "Yes, cancel my booking" })).toBeHidden();
      await page.getByText("Cancel this booking").click();
      await page.getByRole("button", { name: "Yes, cancel my booking" }).click();
      await expect(page.getByRole("status").getByText("Booking Cancelled")).toBeVisible();
      await expect(status).toContainText("Cancelled");
      expect(bookingsNamed(name)[0]!.status).toBe("cancelled");
      expect(
        queryAt<{ admin_email: string }>(
          process.env.E2E_DATABASE_PATH!,
          "select admin_email from booking_status_changes where booking_id = ? order by id",
          row!.id,
        ).map((c) => c.admin_email),
      ).toEqual([ADMIN_EMAIL, "Customer (booking page)"]);
    });
  });
}

test("the booking's own page, opened from its link, follows staff's changes without a touch (its scripts run as it loads)", async ({
  page,
  asStaff,
  browser,
  request,
}) => {
  const name = uniqueName("Link Asha");
  const row = await createBookingViaForm(request, name);
  await page.clock.install();
  await page.goto(`/booking/${row.token}`);
  const status = page.getByRole("region", { name: "Status" });
  await expect(status).toContainText("Received");
  // The status comes first with the day and slot; WhatsApp asks to confirm while it waits for that.
  await expect(status).toContainText(/Visit: .+ · Any time/);
  const whatsapp = page.getByRole("main").getByRole("link", { name: "WhatsApp Us" });
  await expect(whatsapp).toHaveAttribute("href", /confirm%20my%20appointment/);
  // No key pressed, no tap: a public page would still be waiting for one (decision 0017).
  await expect(page.locator(PENDING_SCRIPTS)).toHaveCount(0);
  await confirmAsStaff(browser, asStaff, name);
  await page.clock.runFor(31_000);
  await expect(status).toContainText("Confirmed");
  await expect(whatsapp).toHaveAttribute("href", /a%20question%20about%20my%20booking/);
});

test("on a phone, the customer's own booking offers Call and WhatsApp in the action bar, and no Book: she has booked", async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const row = await createBookingViaForm(request, uniqueName("Bar Asha"));
  await page.goto(`/booking/${row.token}`);
  const bar = page.getByRole("navigation", { name: "Quick actions" });
  await expect(bar.getByRole("link")).toHaveText(["Call", "WhatsApp"]);
  // Any other page still offers it.
  await page.goto("/contact");
  await expect(bar.getByRole("link", { name: "Book" })).toBeVisible();
});

test("a wrong token answers 404 like any unknown page; the page is never cached nor indexed", async ({ request }) => {
  const missing = await request.get(`/booking/${"A".repeat(32)}`);
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain("Oops! Page not found");
  expect((await request.get("/booking/short")).status()).toBe(404);
  const name = uniqueName("Headers");
  await request.post("/book", { form: { submissionId: crypto.randomUUID(), name, phone: "9845012345", locality: "Jayanagar", visitDate: TOMORROW } });
  const page = await request.get(`/booking/${bookingsNamed(name)[0]!.token}`);
  expect(page.headers()["cache-control"]).toBe("private, no-store");
  expect(page.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/booking/");
});

test.describe("the 2-hour line and full slots (a server whose clock reads 07:30 today in Bengaluru)", () => {
  let app: AppServer;
  test.beforeAll(async () => {
    app = await startAppServer({
      databasePath: path.join(tempDir("visits"), "app.db"),
      env: { CLOCK_START: `${TODAY}T07:30:00+05:30`, CLOCK_START_ALLOWED: "1", ADMIN_EMAIL, ADMIN_PASSWORD },
    });
  });
  test.afterAll(() => app?.stop());
  const row = (name: string) =>
    queryAt<Booked & { id: number; status: string; visit_date: string; time_slot: string }>(
      app.databasePath,
      "select * from bookings where name = ?",
      name,
    )[0]!;

  for (const javaScriptEnabled of [false, true]) {
    test(`cancels before the line (evening, 16:00) and refuses after it (morning, 09:00), with JavaScript ${javaScriptEnabled ? "on" : "off"}`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      // The browser's clock too, so that the form offers today's morning (it has not started at 07:30).
      if (javaScriptEnabled) await page.clock.setSystemTime(new Date(`${TODAY}T07:30:00+05:30`));
      const evening = uniqueName("Evening");
      await bookOnPage(page, app.origin, { name: evening, day: TODAY, slot: "evening" }, javaScriptEnabled);
      await expect(page.getByRole("heading", { name: "Booking Received!" })).toBeVisible();
      await page.goto(`${app.origin}/booking/${row(evening).token}`);
      await page.getByText("Cancel this booking").click();
      await page.getByRole("button", { name: "Yes, cancel my booking" }).click();
      await expect(page.getByRole("region", { name: "Status" })).toContainText("Cancelled");

      const morning = uniqueName("Morning");
      await bookOnPage(page, app.origin, { name: morning, day: TODAY, slot: "morning" }, javaScriptEnabled);
      await expect(page.getByRole("heading", { name: "Booking Received!" })).toBeVisible();
      await page.goto(`${app.origin}/booking/${row(morning).token}`);
      await expect(page.getByText("Cancel this booking")).toHaveCount(0);
      await expect(page.getByText("To cancel or change this visit now, please call us on +91 90080 12345.")).toBeVisible();
      // A post made anyway (a page opened before the line) is refused, and changes nothing.
      const refused = await page.request.post(`${app.origin}/booking/${row(morning).token}`, { form: { intent: "cancel" }, headers: { Origin: app.origin } });
      expect(refused.status()).toBe(409);
      expect(row(morning).status).toBe("pending");
      await context.close();
    });
  }

  test("a full slot is refused with a clear message and every value kept; moving a visit into it is refused too", async ({ asStaff, browser }) => {
    const admin = await staffPage(browser, asStaff, "/admin/form-settings/time-slots", app);
    await admin.getByLabel("Capacity per day of Afternoon (12 PM - 4 PM)").fill("1");
    await admin.getByRole("button", { name: "Save the capacity of Afternoon (12 PM - 4 PM)" }).click();
    await expect(admin.getByRole("status").getByText("Time Slot Updated")).toBeVisible();
    await admin.close();

    const day = addDays(TODAY, 2);
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      const first = uniqueName("First");
      await bookOnPage(page, app.origin, { name: first, day: addDays(day, javaScriptEnabled ? 1 : 0), slot: "afternoon" }, javaScriptEnabled);
      await expect(page.getByRole("heading", { name: "Booking Received!" })).toBeVisible();
      const second = uniqueName("Second");
      if (javaScriptEnabled) {
        // With JavaScript the form shows the slot as full and does not offer it.
        await page.goto(`${app.origin}/book`);
        // Typed before React runs, the day would not reach the form's state.
        await waitForHydration(page);
        await page.getByLabel("Preferred date *").fill(addDays(day, 1));
        await expect(page.getByRole("option", { name: "Afternoon (12 PM - 4 PM) (full)" })).toBeDisabled();
      } else {
        await bookOnPage(page, app.origin, { name: second, day, slot: "afternoon" }, javaScriptEnabled);
        await expect(fieldMessage(page, /This time slot is full on .*\. Choose another slot or day\./)).toBeVisible();
        await expect(page.getByLabel("Your Name *")).toHaveValue(second);
        await expect(page.getByLabel("Preferred date *")).toHaveValue(day);
        expect(queryAt(app.databasePath, "select 1 from bookings where name = ?", second)).toEqual([]);
      }
      await context.close();
    }

    // Moving another visit into the full slot (without JavaScript, so that the slot can be chosen at all).
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const mover = uniqueName("Mover");
    await bookOnPage(page, app.origin, { name: mover, day, slot: "evening" });
    // Stored once the thank-you shows: read the row only then (under load the post takes a while).
    await expect(page.getByRole("heading", { name: "Booking Received!" })).toBeVisible();
    await page.goto(`${app.origin}/booking/${row(mover).token}`);
    await page.getByText("Change the day or time").click();
    await page.getByLabel("Preferred time slot").selectOption("afternoon");
    await page.getByRole("button", { name: "Move my booking" }).click();
    await expect(fieldMessage(page, /This time slot is full on .*\. Choose another slot or day\./)).toBeVisible();
    expect(row(mover).time_slot).toBe("evening");
    await context.close();
  });
});

test.describe("spam defence (a server with the real limits)", () => {
  let app: AppServer;
  const start = () =>
    startAppServer({
      databasePath: path.join(dir, "app.db"),
      env: {
        TRUST_FLY_CLIENT_IP: "1",
        BOOKING_LIMIT_PER_10_MINUTES: undefined,
        BOOKING_LIMIT_PER_DAY: undefined,
        OPEN_BOOKINGS_PER_PHONE: undefined,
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
      },
    });
  const dir = tempDir("spam");
  test.beforeAll(async () => {
    app = await start();
  });
  test.afterAll(() => app?.stop());
  const stored = (prefix: string) => queryAt<{ n: number }>(app.databasePath, "select count(*) as n from bookings where name like ? || '%'", prefix)[0]!.n;

  async function post(request: APIRequestContext, fields: Record<string, string>, address: string) {
    return request.post(`${app.origin}/book`, {
      form: { submissionId: crypto.randomUUID(), phone: "9845012345", locality: "Jayanagar", visitDate: TOMORROW, ...fields },
      headers: { "Fly-Client-IP": address },
      maxRedirects: 0,
    });
  }

  test("30 bookings posted within a minute from one address store 5 and get 429 for the rest, also after a restart", async ({ request }) => {
    const prefix = uniqueName("Flood");
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await post(request, { name: `${prefix} ${i}`, phone: String(9845100000 + i) }, "198.51.100.7")).status());
    expect(statuses.filter((status) => status === 303)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
    expect(stored(prefix)).toBe(5);
    const refused = await post(request, { name: `${prefix} refused`, phone: "9845199999" }, "198.51.100.7");
    const html = await refused.text();
    expect(html).toContain("We have received several bookings from your connection in a short time.");
    expect(html).toContain('href="tel:+919008012345"');
    expect(html).toContain(`value="${prefix} refused"`);

    await app.stop("SIGKILL");
    app = await start();
    expect((await post(request, { name: `${prefix} after restart`, phone: "9845188888" }, "198.51.100.7")).status()).toBe(429);
    expect((await post(request, { name: `${prefix} elsewhere`, phone: "9845177777" }, "198.51.100.8")).status()).toBe(303);
  });

  test("a filled honeypot shows the normal success page and stores nothing (JavaScript off)", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { "Fly-Client-IP": "198.51.100.20" } });
    const page = await context.newPage();
    const name = uniqueName("Bot");
    await page.goto(`${app.origin}/book`);
    await page.getByLabel("Your Name *").fill(name);
    await page.getByLabel("Phone Number *").fill("98450 12345");
    await page.getByLabel("Locality *").fill("Jayanagar");
    await page.locator(`input[name="${HONEYPOT_FIELD}"]`).fill("http://spam.example", { force: true });
    await page.getByRole("button", { name: "Book Technician" }).click();
    await expect(page.getByRole("heading", { name: "Booking Received!" })).toBeVisible();
    expect(stored(name)).toBe(0);
    await context.close();
  });

  test("a fourth open booking for one phone (perhaps a stranger's) is thanked as any other and held for staff to check (JavaScript on)", async ({
    asStaff,
    browser,
    request,
  }) => {
    const prefix = uniqueName("Cap");
    for (let i = 0; i < 3; i++) expect((await post(request, { name: `${prefix} ${i}`, phone: "9845166666" }, `198.51.100.${30 + i}`)).status()).toBe(303);
    const context = await browser.newContext({ extraHTTPHeaders: { "Fly-Client-IP": "198.51.100.40" } });
    const page = await context.newPage();
    await page.goto(app.origin);
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("link", { name: "Book Now" }).click();
    const dialog = page.getByRole("dialog", { name: "Book a Technician" });
    await dialog.getByLabel("Your Name *").fill(`${prefix} fourth`);
    await dialog.getByLabel("Phone Number *").fill("98451 66666");
    await dialog.getByLabel("Locality *").click();
    await dialog.getByRole("button", { name: "Whitefield" }).click();
    await dialog.getByRole("button", { name: "Book Technician" }).click();
    await expect(page.getByRole("heading", { name: "Booking Received!" })).toBeVisible();
    // Nothing of the other three is shown to whoever typed the number.
    const others = queryAt<{ reference: string }>(
      app.databasePath,
      "select reference from bookings where phone = '+919845166666' and held = 0 order by id",
    ).map((row) => row.reference);
    expect(others).toHaveLength(3);
    for (const reference of others) await expect(page.locator("body")).not.toContainText(reference);
    expect(queryAt<{ held: number }>(app.databasePath, "select held from bookings where name = ?", `${prefix} fourth`)).toEqual([{ held: 1 }]);
    await context.close();

    // Staff see it flagged, in the list and on its page.
    const admin = await staffPage(browser, asStaff, "/admin", app);
    const row = admin.locator("tr", { hasText: `${prefix} fourth` });
    await expect(row.getByText("Check by phone: this number has other open bookings")).toBeVisible();
    await admin.close();
  });

  test("a blocked number sees the normal success; staff find its booking only under the Blocked filter", async ({ asStaff, browser, request }) => {
    const admin = await staffPage(browser, asStaff, "/admin/form-settings/blocked-numbers", app);
    await admin.getByLabel("Phone number").fill("98451 55555");
    await admin.getByRole("button", { name: "Block Number" }).click();
    await expect(admin.getByRole("status").getByText("Number Blocked")).toBeVisible();

    const name = uniqueName("Prank");
    const answer = await post(request, { name, phone: "9845155555" }, "198.51.100.50");
    expect(answer.status()).toBe(303);
    expect(answer.headers().location).toMatch(/^\/book\/thank-you\?booking=/);
    await admin.goto(`${app.origin}/admin?q=${encodeURIComponent(name)}`);
    await expect(admin.getByText("No bookings match this filter.")).toBeVisible();
    await admin.goto(`${app.origin}/admin?status=blocked`);
    await expect(admin.getByRole("link", { name, exact: true })).toBeVisible();
    await admin.close();
  });
});

for (const javaScriptEnabled of [false, true]) {
  test(`an area page's Book buttons preset the locality (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto("/locations/koramangala");
    if (javaScriptEnabled) await waitForHydration(page);
    await page.getByRole("link", { name: "Book Emergency Service" }).first().click();
    if (javaScriptEnabled) {
      const dialog = page.getByRole("dialog", { name: "Book a Technician" });
      await expect(dialog.getByLabel("Locality *")).toHaveText("Koramangala");
      await expect(dialog.getByLabel("Service")).toHaveValue("Emergency Repair");
    } else {
      await expect(page).toHaveURL(/\/book\?service=Emergency\+Repair&locality=Koramangala$/);
      await expect(page.getByLabel("Locality *")).toHaveValue("Koramangala");
    }
    await context.close();
  });
}
