// The team in the field, in Chromium at a phone's width, with JavaScript on and off:
// the owner adds a technician and his account, books are made with an address, the office puts
// one on the technician from the day board; the technician lands on his day, finds the address
// and its map, sends "On my way" (recorded as he follows the link), marks his arrival, bills,
// shows the customer a UPI QR of the amount due and records the payment against himself; the
// customer's page names him and says he is on the way.
import { type Browser, expect, type Page, test } from "@playwright/test";
import Database from "better-sqlite3";

import { serverTranslator } from "../../app/lib/i18n/messages.server";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  bookingFormFields,
  createBookingViaForm,
  decodeQr,
  logIn,
  logInToDashboard,
  query,
  TODAY,
  uniqueName,
  waitForHydration,
} from "./support";

const PASSWORD = "a long enough password";
/** A UTR pays one bill once (migration 0024): this test's own, not another spec's. */
const utr = `${Date.now() % 1e9}`.padStart(9, "0") + String(Math.floor(Math.random() * 1000)).padStart(3, "0");

async function phonePage(browser: Browser, javaScriptEnabled: boolean, width: number): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 800 } });
  // WhatsApp is another site: answered here, so following the link leaves the test on the machine.
  await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }));
  return context.newPage();
}

for (const javaScriptEnabled of [false, true]) {
  test(`a technician's day: the office assigns from the board, he goes, collects and records at the door; the customer sees him coming (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const tag = uniqueName("").trim();
    const ravi = `Ravi ${tag}`;
    const other = `Suresh ${tag}`;
    const techEmail = `ravi.${tag.replace(/\W/g, "")}@example.com`;

    // The owner, on a phone: two technicians, and an account for Ravi tied to his entry.
    const owner = await phonePage(browser, javaScriptEnabled, 390);
    await logInToDashboard(owner);
    await owner.goto("/admin/form-settings/technicians");
    for (const [name, phone] of [
      [ravi, "9876543210"],
      [other, ""],
    ] as const) {
      await owner.getByLabel("Technician name").fill(name);
      await owner.getByLabel("Mobile number").fill(phone);
      await owner.getByRole("button", { name: "Add Technician" }).click();
      await expect(owner.getByRole("status").getByText("Technician Added")).toBeVisible();
    }
    await owner.goto("/admin/settings");
    if (javaScriptEnabled) await waitForHydration(owner);
    await owner.getByLabel("E-mail").fill(techEmail);
    await owner.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await owner.getByLabel("Role").selectOption("technician");
    await owner.getByLabel("Technician (for a technician's account)").selectOption({ label: ravi });
    await owner.getByRole("button", { name: "Add admin" }).click();
    await expect(owner.getByRole("status").getByText("Admin Added")).toBeVisible();
    const officeEmail = `office.${tag.replace(/\W/g, "")}@example.com`;
    await owner.getByLabel("E-mail").fill(officeEmail);
    await owner.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await owner.getByLabel("Role").selectOption("office");
    await owner.getByRole("button", { name: "Add admin" }).click();
    await expect(owner.getByRole("status").getByText("Admin Added")).toBeVisible();

    // Two bookings with an address: one for Ravi (assigned on the board), one for the other.
    const book = async (name: string) => {
      // For today: a technician goes, and completes, only a visit of today (his card for another day offers neither).
      const form = { ...bookingFormFields(name), visitDate: TODAY, address: "No. 12, 4th Cross, 9th Main", landmark: "Opposite Ganesha temple", pin: "560011" };
      expect((await request.post("/book", { form })).ok()).toBe(true);
      return query<{ id: number; reference: string; token: string }>("select id, reference, token from bookings where name = ?", name)[0]!;
    };
    const mine = await book(`Lakshmi ${tag}`);
    const theirs = await book(`Farhan ${tag}`);
    const visitDay = query<{ visit_date: string }>("select visit_date from bookings where id = ?", mine.id)[0]!.visit_date;
    // The office, on a phone, puts them on the technicians from the day's board.
    const office = await phonePage(browser, javaScriptEnabled, 390);
    await logIn(office, PASSWORD, officeEmail);
    await expect(office).toHaveURL(/\/admin$/);
    await office.getByRole("link", { name: "Day board" }).click();
    await office.goto(`/admin/board?day=${visitDay}`);
    if (javaScriptEnabled) await waitForHydration(office);
    for (const [booking, technician] of [
      [mine, ravi],
      [theirs, other],
    ] as const) {
      const tray = office.getByRole("region", { name: /Unassigned/ });
      await tray.getByLabel(`Technician for ${booking.reference}`).selectOption({ label: technician });
      await tray.getByLabel(`Technician for ${booking.reference}`).locator("xpath=ancestor::form").getByRole("button", { name: "Save" }).click();
      // Sending him confirms the visit in the same step: the customer's page says so.
      await expect(office.getByRole("status").getByText("Technician Assigned · Booking Confirmed")).toBeVisible();
      await expect(office).toHaveURL(/\/admin\/board\?day=/);
      // Off the tray (the first one's toast may still be showing while the second is saved).
      await expect(tray.getByLabel(`Technician for ${booking.reference}`)).toHaveCount(0);
      expect(query("select status from bookings where id = ?", booking.id)).toEqual([{ status: "confirmed" }]);
      const customer = await browser.newPage();
      await customer.goto(`/booking/${booking.token}`);
      await expect(customer.getByRole("region", { name: "Status" })).toContainText("Confirmed");
      await customer.close();
    }
    await office.screenshot({ path: test.info().outputPath("board-office-390.png"), fullPage: true });
    // The owner's board: each under its technician's name, in the "Any time" row.
    await owner.goto(`/admin/board?day=${visitDay}`);
    await expect(owner.getByLabel(`Any time, ${ravi}`)).toContainText(mine.reference);
    await expect(owner.getByLabel(`Any time, ${other}`)).toContainText(theirs.reference);
    await owner.screenshot({ path: test.info().outputPath("board-390.png"), fullPage: true });

    // Ravi signs in on his phone and lands on his day: his visit, not the other's.
    const tech = await phonePage(browser, javaScriptEnabled, 360);
    await tech.goto("/admin/login");
    await tech.getByLabel("Email").fill(techEmail);
    await tech.getByLabel("Password").fill(PASSWORD);
    await tech.getByRole("button", { name: "Log in" }).click();
    await expect(tech).toHaveURL(/\/admin\/day$/);
    if (javaScriptEnabled) await waitForHydration(tech);
    const card = tech.getByRole("listitem", { name: `${mine.reference} Lakshmi ${tag}` });
    await expect(card).toContainText("No. 12, 4th Cross, 9th Main, Opposite Ganesha temple, Jayanagar, 560011");
    await expect(card.getByRole("link", { name: "Open in Maps" })).toHaveAttribute(
      "href",
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent("No. 12, 4th Cross, 9th Main, Jayanagar, Bengaluru, 560011")}`,
    );
    await expect(tech.getByText(`Farhan ${tag}`)).toHaveCount(0);
    await expect(card.getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:+919845012345");
    // "On my way" with one tap on the arrival estimate: the customer's first name, his, when he will be there, no booking code.
    const onMyWayLinks = card.getByRole("group", { name: "On my way" }).getByRole("link");
    await expect(onMyWayLinks).toHaveText(["15 min", "30 min", "45 min", "60 min"]);
    const onMyWay = onMyWayLinks.filter({ hasText: "30 min" });
    const href = (await onMyWay.getAttribute("href"))!;
    expect(href.startsWith("https://wa.me/919845012345?text=")).toBe(true);
    const onMyWayText = decodeURIComponent(href.split("text=")[1]!);
    expect(onMyWayText).toMatch(/^Hello Lakshmi, this is Ravi from .+\. I am on my way and will be with you in about 30 minutes\.$/);
    expect(onMyWayText).not.toContain(mine.reference);
    await tech.screenshot({ path: test.info().outputPath("day-360.png"), fullPage: true });

    // Following the link records "on the way" (the browser's ping, or the page's script).
    const whatsapp = tech.context().waitForEvent("page");
    await onMyWay.click();
    await (await whatsapp).close();
    await expect.poll(() => query("select step from visit_progress where booking_id = ?", mine.id)).toEqual([{ step: "on_the_way" }]);
    // The day stays where it was (the script's post is answered, not redirected).
    await expect(tech).toHaveURL(/\/admin\/day$/);
    await tech.reload();
    await card.getByRole("button", { name: "Arrived" }).click();
    await expect(tech.getByRole("status").getByText("Arrived")).toBeVisible();
    await expect(card.getByText(/✓ Arrived at/)).toBeVisible();
    await expect(card.getByText(/✓ On the way at/)).toBeVisible();

    // The customer's page names him, and says he has arrived.
    const customer = await phonePage(browser, javaScriptEnabled, 360);
    await customer.goto(`/booking/${mine.token}`);
    await expect(customer.getByText("Your technician")).toBeVisible();
    await expect(customer.getByText(/Ravi arrived at/)).toBeVisible();
    await expect(customer.getByText(`Ravi ${tag}`)).toHaveCount(0);

    // He bills the visit and collects at the door, on the job screen.
    await card.getByRole("link", { name: "Open the job" }).click();
    await expect(tech).toHaveURL(new RegExp(`/admin/jobs/${mine.id}$`));
    if (javaScriptEnabled) await waitForHydration(tech);
    await tech.getByText("Another item").click();
    await tech.getByLabel("What it is").fill("Drain pump");
    await tech.getByLabel("Price (₹)").fill("1450");
    await tech.getByRole("button", { name: "Add", exact: true }).last().click();
    await expect(tech.getByRole("status").getByText("Drain pump added")).toBeVisible();
    // His day offers the payment now, and leads to it.
    await tech.goto("/admin/day");
    await card.getByRole("link", { name: "Collect ₹1,450" }).click();
    await expect(tech).toHaveURL(new RegExp(`/admin/jobs/${mine.id}#payment$`));
    await expect(tech.getByRole("heading", { name: "Scan to pay ₹1,450" })).toBeVisible();
    const decoded = await decodeQr(tech);
    await customer.reload();
    expect(decoded).toBe(await customer.getByRole("link", { name: "Pay ₹1,450 with UPI" }).getAttribute("href"));
    expect(decoded).toContain("am=1450.00");
    await tech.screenshot({ path: test.info().outputPath("collect-360.png"), fullPage: true });

    if (javaScriptEnabled) {
      await waitForHydration(tech);
      await tech.getByLabel("UPI transaction id (UTR)").fill("12345");
      await tech.getByRole("button", { name: "Record ₹1,450 paid" }).click();
      await expect(tech.getByText("Enter the 12-digit UTR from the customer's payment screen.").first()).toBeVisible();
      await tech.getByLabel("UPI transaction id (UTR)").fill(utr);
    } else {
      await tech.getByRole("radio", { name: "Cash" }).check();
    }
    await tech.getByRole("button", { name: "Record ₹1,450 paid" }).click();
    await expect(tech).toHaveURL(new RegExp(`/admin/jobs/${mine.id}#payment$`));
    await expect(tech.getByRole("status").getByText("Paid in full")).toBeVisible();
    await tech.goto("/admin/day");
    const technicianId = query<{ id: number }>("select id from technicians where name = ?", ravi)[0]!.id;
    expect(query("select method, amount_paise, reference, technician_id from payments where booking_id = ?", mine.id)).toEqual([
      javaScriptEnabled
        ? { method: "upi", amount_paise: 1450_00, reference: utr, technician_id: technicianId }
        : { method: "cash", amount_paise: 1450_00, reference: "", technician_id: technicianId },
    ]);
    await expect(card.getByRole("link", { name: /Collect/ })).toHaveCount(0);
    // His day adds it up as he goes: the cash he is to hand over, the UPI the bank has.
    const totals = tech.getByRole("region", { name: "So far today" });
    await expect(totals).toContainText("Jobs done: 0");
    await expect(totals).toContainText(javaScriptEnabled ? "Cash to hand over: ₹0" : "Cash to hand over: ₹1,450");
    await expect(totals).toContainText(javaScriptEnabled ? "UPI received: ₹1,450" : "UPI received: ₹0");

    // The owner sees what Ravi took, by method, to be handed over (the cash) or found in the bank (UPI).
    await owner.goto("/admin/analytics");
    const takings = owner.getByRole("row", { name: new RegExp(ravi) }).filter({ hasText: "₹1,450" });
    await expect(takings.first()).toBeVisible();
    await expect(owner.getByRole("row", { name: new RegExp(`^${ravi} 0 ₹1,450$`) })).toBeVisible();

    // The other technician's booking is not his.
    expect((await tech.goto(`/admin/bookings/${theirs.id}`))!.status()).toBe(404);
    expect((await tech.goto(`/admin/jobs/${theirs.id}`))!.status()).toBe(404);
  });
}

test("a technician's day speaks the language of his account, and the day last loaded stays readable offline until he signs out", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const tag = uniqueName("").trim();
  const name = `Manju ${tag}`;
  const email = `manju.${tag.replace(/\W/g, "")}@example.com`;
  // Made as the owner makes them (the first test does it through the pages).
  const api = request;
  expect(
    (await api.post("/admin/login", { form: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, headers: { Origin: baseURL! }, maxRedirects: 0 })).status(),
  ).toBe(302);
  await api.post("/admin/form-settings/technicians", { form: { intent: "add", name, nameKn: "ಮಂಜು" }, headers: { Origin: baseURL! }, maxRedirects: 0 });
  const technicianId = query<{ id: number }>("select id from technicians where name = ?", name)[0]!.id;
  const added = await api.post("/admin/settings", {
    form: { intent: "add-admin", email, password: PASSWORD, role: "technician", technicianId: String(technicianId) },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);
  const customer = `Geetha ${tag}`;
  // A visit of today: "On my way" is on today's cards only.
  // Booked on the Kannada site: the customer reads Kannada.
  expect((await api.post("/kn/book", { form: { ...bookingFormFields(customer), visitDate: TODAY }, headers: { Origin: baseURL! } })).ok()).toBe(true);
  const booking = query<{ id: number }>("select id from bookings where name = ?", customer)[0]!.id;
  await api.post(`/admin/bookings/${booking}`, {
    form: { intent: "assign", technicianId: String(technicianId) },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });

  const tech = await phonePage(browser, true, 360);
  await logIn(tech, PASSWORD, email);
  await expect(tech).toHaveURL(/\/admin\/day$/);
  await tech.getByRole("link", { name: "Settings" }).click();
  await tech.getByLabel("Language").selectOption("kn");
  await tech.getByRole("button", { name: "Save" }).click();
  // From then on the admin speaks Kannada to him: the toast, the tabs, the settings, the offline page.
  await expect(tech.getByRole("status").getByText(serverTranslator("kn")("done.languageSaved"))).toBeVisible();
  await expect(tech.getByRole("heading", { name: "ನಿಮ್ಮ ಭಾಷೆ" })).toBeVisible();
  await tech.getByRole("link", { name: "ನನ್ನ ದಿನ" }).click();
  await expect(tech.getByRole("heading", { name: "ನಿಮ್ಮ ದಿನ" })).toBeVisible();
  const card = tech.getByRole("listitem").filter({ hasText: customer });
  // "On my way" reaches her in Kannada, naming him in Kannada script, with when he will be there.
  const onMyWay = card.getByRole("group", { name: "ಹೊರಟಿದ್ದೇನೆ" }).getByRole("link", { name: "30 ನಿಮಿಷ" });
  const text = decodeURIComponent((await onMyWay.getAttribute("href"))!.split("text=")[1]!);
  expect(text).toMatch(/^ನಮಸ್ಕಾರ Geetha ಅವರೇ, ನಾನು .+ ನಿಂದ ಮಂಜು, ಸುಮಾರು 30 ನಿಮಿಷದಲ್ಲಿ ಬರುತ್ತೇನೆ\.$/);
  await expect(card.getByText("ಯಾವಾಗ ಬೇಕಾದರೂ")).toBeVisible();
  await expect(tech.getByRole("region", { name: "ಇಂದು ಇಲ್ಲಿಯವರೆಗೆ" })).toContainText("ಒಪ್ಪಿಸಬೇಕಾದ ನಗದು: ₹0");
  await tech.screenshot({ path: test.info().outputPath("day-kn-360.png"), fullPage: true });

  // Once the admin's worker controls the page, the day it loads is kept for the basement with no signal.
  await expect.poll(() => tech.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 }).toBe(true);
  await tech.reload();
  const loadedAt = await tech.locator("[data-loaded-at]").textContent();
  await tech.context().setOffline(true);
  await tech.reload();
  await expect(tech.getByRole("heading", { name: "ನಿಮ್ಮ ದಿನ" })).toBeVisible();
  await expect(tech.getByText(customer)).toBeVisible();
  await expect(tech.locator("[data-loaded-at]")).toHaveText(loadedAt!);

  // Another admin page with no signal: the offline page, in Kannada.
  await tech.goto("/admin/settings").catch(() => undefined);
  await expect(tech.getByRole("heading", { name: "ನೀವು ಆಫ್‌ಲೈನ್‌ನಲ್ಲಿದ್ದೀರಿ" })).toBeVisible();

  // Signing out forgets the day.
  await tech.context().setOffline(false);
  await tech.goto("/admin/day");
  await tech.getByRole("button", { name: "ಲಾಗ್ ಔಟ್" }).click();
  await expect(tech).toHaveURL(/\/admin\/login$/);
  await tech.context().setOffline(true);
  await tech.goto("/admin/day").catch(() => undefined);
  await expect(tech.getByRole("heading", { name: "ನೀವು ಆಫ್‌ಲೈನ್‌ನಲ್ಲಿದ್ದೀರಿ" })).toBeVisible();
  await expect(tech.getByText(customer)).toHaveCount(0);
});

test("the day kept on the phone is the signed-in technician's only: gone on another day, when his session ends, when he signs out with JavaScript and the owner signs in", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const tag = uniqueName("").trim();
  const name = `Prakash ${tag}`;
  const email = `prakash.${tag.replace(/\W/g, "")}@example.com`;
  const customer = `Lakshmi ${tag}`;
  const origin = { Origin: baseURL! };
  expect((await request.post("/admin/login", { form: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, headers: origin, maxRedirects: 0 })).status()).toBe(302);
  await request.post("/admin/form-settings/technicians", { form: { intent: "add", name }, headers: origin, maxRedirects: 0 });
  const technicianId = query<{ id: number }>("select id from technicians where name = ?", name)[0]!.id;
  const added = await request.post("/admin/settings", {
    form: { intent: "add-admin", email, password: PASSWORD, role: "technician", technicianId: String(technicianId) },
    headers: origin,
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);
  expect((await request.post("/book", { form: bookingFormFields(customer), headers: origin })).ok()).toBe(true);
  const booking = query<{ id: number }>("select id from bookings where name = ?", customer)[0]!.id;
  await request.post(`/admin/bookings/${booking}`, { form: { intent: "assign", technicianId: String(technicianId) }, headers: origin, maxRedirects: 0 });

  const phone = await phonePage(browser, true, 360);
  const context = phone.context();
  /** His day, loaded with a signal and kept by the worker. */
  const loadHisDay = async () => {
    await phone.goto("/admin/day");
    await expect(phone.getByText(customer)).toBeVisible();
    await waitForHydration(phone);
  };
  /** Offline, /admin/day is the offline page, with nothing of his customer. */
  const offlineShowsNothing = async () => {
    await context.setOffline(true);
    await phone.goto("/admin/day").catch(() => undefined);
    await expect(phone.getByRole("heading", { name: "You are offline" })).toBeVisible();
    await expect(phone.getByText(customer)).toHaveCount(0);
    await context.setOffline(false);
  };
  /** What the worker keeps of the day: each copy's URL and the day it was loaded. */
  const keptCopies = () =>
    phone.evaluate(async () => {
      const cache = await caches.open("admin-day-v2");
      return Promise.all((await cache.keys()).map(async (kept) => [new URL(kept.url).pathname, (await cache.match(kept))!.headers.get("X-Kept-Day")]));
    });

  await logIn(phone, PASSWORD, email);
  await expect(phone).toHaveURL(/\/admin\/day$/);
  await expect.poll(() => phone.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 }).toBe(true);
  await loadHisDay();
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
  await expect.poll(keptCopies).toContainEqual(["/admin/day", today]);

  // Kept only for the day it was loaded: the copy made "yesterday" is not shown as today's.
  await phone.evaluate(async () => {
    const cache = await caches.open("admin-day-v2");
    for (const kept of await cache.keys()) {
      const answer = (await cache.match(kept))!;
      const headers = new Headers(answer.headers);
      headers.set("X-Kept-Day", "2001-01-01");
      await cache.put(kept, new Response(await answer.blob(), { status: 200, headers }));
    }
  });
  await offlineShowsNothing();
  await expect.poll(keptCopies).toEqual([]);

  // The session ended on the server: the day answered by the sign-in page forgets the copy.
  await loadHisDay();
  await expect.poll(async () => (await keptCopies()).length).toBeGreaterThan(0);
  const adminId = query<{ id: number }>("select id from admins where email = ?", email)[0]!.id;
  const db = new Database(process.env.E2E_DATABASE_PATH!, { fileMustExist: true });
  try {
    db.prepare("delete from admin_sessions where admin_id = ?").run(adminId);
  } finally {
    db.close();
  }
  await phone.goto("/admin/day");
  await expect(phone).toHaveURL(/\/admin\/login$/);
  await expect.poll(keptCopies).toEqual([]);
  await offlineShowsNothing();

  // He signs in again and loads his day; he signs out with the button, JavaScript on (the
  // script posts /admin/logout.data); the owner signs in on the same phone; offline, nothing of his.
  await logIn(phone, PASSWORD, email);
  await expect(phone).toHaveURL(/\/admin\/day$/);
  await loadHisDay();
  await expect.poll(async () => (await keptCopies()).length).toBeGreaterThan(0);
  const loggedOut = phone.waitForRequest((sent) => sent.method() === "POST" && new URL(sent.url()).pathname === "/admin/logout.data");
  await phone.getByRole("button", { name: "Logout" }).click();
  await loggedOut;
  await expect(phone).toHaveURL(/\/admin\/login$/);
  await logIn(phone, ADMIN_PASSWORD, ADMIN_EMAIL);
  await expect(phone).toHaveURL(/\/admin$/);
  await expect.poll(keptCopies).toEqual([]);
  await offlineShowsNothing();
  await context.close();
});

test("at the door with the network cut at 320 px: a change to the bill says in place it was not sent; the payment waits on the phone and is recorded once when the signal returns", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  const booking = await createBookingViaForm(request, uniqueName("Offline Collect"));
  await logInToDashboard(page);
  await page.goto(`/admin/bookings/${booking.id}/bill`);
  await page.getByLabel("Description").fill("Visit");
  await page.getByLabel("Unit price (₹)").fill("299");
  await page.getByRole("button", { name: "Add item" }).click();
  await expect(page.getByRole("status").getByText("Item Added")).toBeVisible();
  await page.goto(`/admin/jobs/${booking.id}`);
  await waitForHydration(page);
  await page.route("**/admin/jobs/*", (route) => (route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue()));
  // The bill needs a signal: removing its line says so, and the line stays.
  await page.getByRole("button", { name: "Remove: Visit" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /connection/ })).toBeVisible();
  expect(query("select count(*) as n from bill_items where booking_id = ?", booking.id)).toEqual([{ n: 1 }]);
  // The payment is kept on the phone, waiting.
  await page.getByRole("radio", { name: "Cash" }).check();
  await page.getByRole("button", { name: /Record ₹299 paid/ }).click();
  const waiting = page.getByRole("status").filter({ hasText: "₹299.00: waiting to send" });
  await expect(waiting).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("collect-offline-320.png") });
  const payments = () => query("select method, amount_paise from payments where booking_id = ?", booking.id);
  expect(payments()).toEqual([]);
  // The signal returns: sent (tried again every few seconds), recorded once.
  await page.unroute("**/admin/jobs/*");
  await expect(waiting).toHaveCount(0, { timeout: 15_000 });
  expect(payments()).toEqual([{ method: "cash", amount_paise: 299_00 }]);
});
