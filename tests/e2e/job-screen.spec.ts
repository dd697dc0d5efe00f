// A job finished on one screen: a technician whose account speaks Kannada opens a visit
// of today from his day at 360 px, taps Arrived, adds a ready item from the owner's price list,
// records the cash and taps Work done, without leaving the job screen; the booking is then
// completed and paid, once. No word on the screen is English. With JavaScript on and off.
import { business } from "../../app/content/business";
import { serverTranslator } from "../../app/lib/i18n/messages.server";
import { assign, kannadaPhone } from "./field-support";
import { expect, test } from "./fixtures";
import { englishWords, PENDING_SCRIPTS, query, shopTyped, TODAY } from "./support";

const kn = serverTranslator("kn");

for (const javaScriptEnabled of [true, false]) {
  test(`a Kannada technician finishes a job on one screen at 360 px (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    asStaff,
    booking,
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const technician = await asStaff({ role: "technician", language: "kn", into: page });
    // A customer who wrote in Kannada, with a visit today.
    const visit = await booking({ name: "ಲಕ್ಷ್ಮಿ", locality: "ಜಯನಗರ", issue: "ನೀರು ಹೊರಹೋಗುತ್ತಿಲ್ಲ", visitDate: TODAY, machineType: "top-load" });
    await assign(visit.id, technician);

    await page.goto("/admin/day");
    const card = page.getByRole("listitem").filter({ hasText: visit.reference });
    await card.getByRole("link", { name: kn("field.openJob") }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/jobs/${visit.id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText("ಲಕ್ಷ್ಮಿ");

    await page.getByRole("button", { name: kn("field.arrived"), exact: true }).click();
    await expect(page.getByText(new RegExp(`^${kn("field.arrived")}: `))).toBeVisible();

    await page.getByLabel(kn("field.fromPriceList")).selectOption({ label: "ಭೇಟಿ ಶುಲ್ಕ · ₹299" });
    await page
      .getByRole("button", { name: kn("field.add"), exact: true })
      .first()
      .click();
    const bill = page.getByRole("region", { name: kn("field.bill") });
    await expect(bill.getByRole("listitem").filter({ hasText: "ಭೇಟಿ ಶುಲ್ಕ" })).toContainText("₹299");

    // Cash: the UTR box goes (with JavaScript or not: it is the page's style); the amount due is filled in.
    await page.getByRole("radio", { name: kn("field.cash") }).check();
    await expect(page.getByLabel(kn("field.utr"))).toBeHidden();
    await expect(page.getByLabel(kn("field.amount"))).toHaveValue("299.00");
    await page.screenshot({ path: test.info().outputPath(`job-kn-360-${javaScriptEnabled ? "js" : "nojs"}.png`), fullPage: true });
    await page.getByRole("button", { name: kn("field.record", { amount: "₹299" }) }).click();
    await expect(bill.getByText("₹0", { exact: true })).toBeVisible();

    // Every text of the screen, read before it is finished: none of it English.
    // (His own name, in the note that he was assigned, is his account's, as the office wrote it; the
    // shop's plans and price-list items are named as the owner typed them.)
    expect(await englishWords(page, [...shopTyped(), visit.reference, technician.technicianName!, technician.email, business.name])).toEqual([]);

    await page.getByRole("button", { name: kn("field.work_done"), exact: true }).click();
    await expect(page.getByText(kn("field.completedNote"))).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/jobs/${visit.id}#finish$`));

    expect(query("select status from bookings where id = ?", visit.id)).toEqual([{ status: "completed" }]);
    expect(query("select method, amount_paise, technician_id from payments where booking_id = ?", visit.id)).toEqual([
      { method: "cash", amount_paise: 29_900, technician_id: technician.technicianId },
    ]);
    expect(query("select step from visit_progress where booking_id = ? order by id", visit.id)).toEqual([{ step: "arrived" }, { step: "work_done" }]);
    await context.close();
  });
}

test("Work done with money still due says so in his language and completes nothing, until the owner lets him leave it to the office", async ({
  asStaff,
  booking,
  browser,
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const technician = await asStaff({ role: "technician", language: "kn", into: page });
  const visit = await booking({ visitDate: TODAY });
  await assign(visit.id, technician);
  await page.goto(`/admin/jobs/${visit.id}`);
  await page.getByLabel(kn("field.fromPriceList")).selectOption({ label: "ಡ್ರೇನ್ ಪಂಪ್ · ₹1,200" });
  await page
    .getByRole("button", { name: kn("field.add"), exact: true })
    .first()
    .click();
  await expect(
    page
      .getByRole("region", { name: kn("field.bill") })
      .getByRole("listitem")
      .filter({ hasText: "ಡ್ರೇನ್ ಪಂಪ್" }),
  ).toBeVisible();
  // A part payment: ₹500 of ₹1,200 by UPI, with its UTR.
  await page.getByLabel(kn("field.amount")).fill("500");
  await page.getByLabel(kn("field.utr")).fill("433912345699");
  await page.getByRole("button", { name: kn("field.record", { amount: "₹1,200" }) }).click();
  await expect(page.getByRole("region", { name: kn("field.bill") }).getByText("₹700", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: kn("field.work_done"), exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: kn("refusal.stillDue", { amount: "₹700" }) })).toBeVisible();
  expect(query("select status from bookings where id = ?", visit.id)).toEqual([{ status: "confirmed" }]);

  // The owner's rule lets him leave it to the office: Work done completes it, and says what is still due.
  const owner = await browser.newPage();
  await asStaff({ into: owner });
  await owner.goto("/admin/form-settings/technicians");
  await owner.getByRole("button", { name: `Let ${technician.technicianName} complete jobs with money due` }).click();
  await expect(owner.getByRole("status").getByText("Technician Updated")).toBeVisible();
  await expect(owner.getByRole("button", { name: `Stop ${technician.technicianName} completing jobs with money due` })).toBeVisible();
  await owner.close();
  await page.getByRole("button", { name: kn("field.work_done"), exact: true }).click();
  await expect(page.getByRole("status").getByText(kn("field.jobCompletedUnpaid", { amount: "₹700" }))).toBeVisible();
  expect(query("select status from bookings where id = ?", visit.id)).toEqual([{ status: "completed" }]);
  expect(
    query("select count(*) as n from audit_log where action = 'setting-changed' and detail like ?", `Technician: ${technician.technicianName} may complete%`),
  ).toEqual([{ n: 1 }]);
});

test("offline, Arrived tapped on his day waits on the phone in Kannada, and is recorded once when the signal returns", async ({
  asStaff,
  booking,
  browser,
}) => {
  const { context, page, visit } = await kannadaPhone(browser, asStaff, await booking({ visitDate: TODAY }));
  await page.goto("/admin/day");
  await expect(page.locator(PENDING_SCRIPTS)).toHaveCount(0);
  const card = page.getByRole("listitem").filter({ hasText: visit.reference });

  // In a basement: the tap is kept on the phone and said to be waiting.
  await context.setOffline(true);
  await card.getByRole("button", { name: kn("field.arrived"), exact: true }).click();
  await expect(card.getByRole("status")).toHaveText(`⏳ ${kn("field.waiting", { step: kn("field.arrived") })}`);
  const arrivals = () => query("select step from visit_progress where booking_id = ?", visit.id);
  expect(arrivals()).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("day-kn-360-offline.png"), fullPage: true });

  // Back up the stairs: sent, recorded once, and shown as done.
  await context.setOffline(false);
  await expect(card.getByText(new RegExp(`^✓ ${kn("field.arrived")}: `))).toBeVisible();
  await expect(card.getByRole("status")).toHaveCount(0);
  expect(arrivals()).toEqual([{ step: "arrived" }]);
  // The same tap arriving again (its answer lost on the way) changes nothing.
  const again = await page.evaluate(
    async (bookingId) =>
      (await fetch("/admin/day", { method: "POST", body: new URLSearchParams({ intent: "step", bookingId: String(bookingId), step: "arrived", quiet: "1" }) }))
        .status,
    visit.id,
  );
  expect(again).toBe(200);
  expect(arrivals()).toEqual([{ step: "arrived" }]);
  await context.close();
});

test("every screen a Kannada technician can open speaks Kannada: his day, the job, the desk's addresses that lead there, his settings with its answers, a missing page and the offline page", async ({
  asStaff,
  booking,
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const technician = await asStaff({ role: "technician", language: "kn", into: page });
  const visit = await booking({ name: "ಶಾರದಾ", locality: "ಜಯನಗರ", issue: "ಡ್ರಮ್ ತಿರುಗುತ್ತಿಲ್ಲ", visitDate: TODAY });
  await assign(visit.id, technician);

  /** The screen's words (its text, labels, buttons, toasts and title) with his data and the shop's typed names taken out: none English. */
  const noEnglish = async (screen: string) => {
    await expect(page.locator(PENDING_SCRIPTS)).toHaveCount(0);
    const english = await englishWords(page, [...shopTyped(), visit.reference, technician.technicianName!, technician.email, business.name]);
    expect(english, screen).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`kn-360-${screen}.png`), fullPage: true });
  };

  await page.goto("/admin/day");
  await expect(page.getByRole("heading", { name: kn("field.title") })).toBeVisible();
  await noEnglish("day");

  // The desk's pages of his booking lead to its job screen; with a toast after each step.
  await page.goto(`/admin/bookings/${visit.id}/bill`);
  await expect(page).toHaveURL(new RegExp(`/admin/jobs/${visit.id}$`));
  await page.getByRole("button", { name: kn("field.arrived"), exact: true }).click();
  await expect(page.getByRole("status").getByText(kn("field.arrived"))).toBeVisible();
  await page.getByLabel(kn("field.fromPriceList")).selectOption({ label: "ಭೇಟಿ ಶುಲ್ಕ · ₹299" });
  await page
    .getByRole("button", { name: kn("field.add"), exact: true })
    .first()
    .click();
  await expect(page.getByRole("status").getByText(kn("field.itemAdded", { item: "ಭೇಟಿ ಶುಲ್ಕ" }))).toBeVisible();
  await noEnglish("job");

  // His settings, a refusal at its field, and the toast of a saved language.
  await page.goto("/admin/settings");
  await page.getByLabel(kn("account.currentPassword")).fill("not his password at all");
  await page.getByLabel(kn("account.newPassword"), { exact: true }).fill("a new password of his");
  await page.getByLabel(kn("account.repeatPassword")).fill("a new password of his");
  await page.getByRole("button", { name: kn("account.changePassword") }).click();
  await expect(page.getByText(kn.text("The current password is not right")).first()).toBeVisible();
  await noEnglish("settings-refused");
  await page.getByRole("button", { name: kn("account.save") }).click();
  await expect(page.getByRole("status").getByText(kn("done.languageSaved"))).toBeVisible();
  await noEnglish("settings");

  // A page that is not there, inside his tabs.
  await page.goto("/admin/no-such-page");
  await expect(page.getByRole("heading", { name: kn("admin.notFound.heading") })).toBeVisible();
  await noEnglish("not-found");

  // No signal: the offline page, once the admin's worker runs and knows his language.
  await page.goto("/admin/day");
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 }).toBe(true);
  await page.reload();
  // The day fetched today's job for the worker to keep.
  await expect
    .poll(() => page.evaluate(async (path) => Boolean(await caches.match(path, { cacheName: "admin-day-v2" })), `/admin/jobs/${visit.id}`), { timeout: 15_000 })
    .toBe(true);
  await context.setOffline(true);
  await page.goto("/admin/settings").catch(() => undefined);
  await expect(page.getByRole("heading", { name: kn("offline.title") })).toBeVisible();
  await noEnglish("offline");
  // Today's job, kept with his day: it opens in the basement, its QR to scan included.
  await page.goto(`/admin/jobs/${visit.id}`).catch(() => undefined);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("ಶಾರದಾ");
  await expect(page.getByRole("heading", { name: kn("field.collectTitle", { amount: "₹299" }) })).toBeVisible();
  await expect(page.getByRole("img", { name: kn("field.collectTitle", { amount: "₹299" }) })).toBeVisible();
  await context.close();
});

test("offline, a cash payment and a note on the job screen wait on the phone in Kannada and are recorded once when the signal returns", async ({
  asStaff,
  booking,
  browser,
}) => {
  const { context, page, technician, visit } = await kannadaPhone(browser, asStaff, await booking({ visitDate: TODAY }));
  await page.goto(`/admin/jobs/${visit.id}`);
  await page.getByLabel(kn("field.fromPriceList")).selectOption({ label: "ಭೇಟಿ ಶುಲ್ಕ · ₹299" });
  await page
    .getByRole("button", { name: kn("field.add"), exact: true })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: kn("field.collectTitle", { amount: "₹299" }) })).toBeVisible();
  await expect(page.locator(PENDING_SCRIPTS)).toHaveCount(0);

  // In a basement: the payment is kept on the phone and said to be waiting.
  await context.setOffline(true);
  await page.getByRole("radio", { name: kn("field.cash") }).check();
  await page.getByRole("button", { name: kn("field.record", { amount: "₹299" }) }).click();
  const waiting = page.getByRole("status").filter({ hasText: kn("field.paymentWaiting", { amount: "₹299.00" }) });
  await expect(waiting).toBeVisible();
  const payments = () => query("select method, amount_paise, technician_id from payments where booking_id = ?", visit.id);
  expect(payments()).toEqual([]);
  // A note for the office, too.
  await page.getByText(kn("field.addNote"), { exact: true }).first().click();
  await page.getByLabel(kn("field.note")).fill("ಗ್ರಾಹಕರು ಸಂಜೆ 5ರ ಮೊದಲು ಕರೆ ಬಯಸುತ್ತಾರೆ");
  await page.getByRole("button", { name: kn("field.addNote") }).click();
  const noteWaiting = page.getByRole("status").filter({ hasText: kn("field.waiting", { step: kn("field.addNote") }) });
  await expect(noteWaiting).toBeVisible();
  const notes = () => query("select body from booking_notes where booking_id = ? and body like 'ಗ್ರಾಹಕರು%'", visit.id);
  expect(notes()).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("job-kn-360-payment-offline.png"), fullPage: true });

  // Back up the stairs: sent, recorded once, and the bill paid.
  await context.setOffline(false);
  await expect(waiting).toHaveCount(0);
  await expect(page.getByRole("region", { name: kn("field.bill") }).getByText("₹0", { exact: true })).toBeVisible();
  expect(payments()).toEqual([{ method: "cash", amount_paise: 299_00, technician_id: technician.technicianId }]);
  await expect(noteWaiting).toHaveCount(0);
  expect(notes()).toEqual([{ body: "ಗ್ರಾಹಕರು ಸಂಜೆ 5ರ ಮೊದಲು ಕರೆ ಬಯಸುತ್ತಾರೆ" }]);
  // The same payment arriving again (its answer lost on the way) is the one payment.
  const sent = query<{ submission_id: string }>("select submission_id from payments where booking_id = ?", visit.id)[0]!.submission_id;
  const again = await page.evaluate(
    async ([path, submissionId]) =>
      (await fetch(path!, { method: "POST", body: new URLSearchParams({ intent: "pay", method: "cash", amount: "299", submissionId: submissionId! }) })).status,
    [`/admin/jobs/${visit.id}`, sent],
  );
  expect(again).toBe(200);
  expect(payments()).toHaveLength(1);
  await context.close();
});
