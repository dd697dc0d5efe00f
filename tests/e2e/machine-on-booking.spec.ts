// The machine on the booking: the booking form asks, optionally, the brand and the kind
// of machine, preset from the page that opened it, in every language and without JavaScript; the
// office's board shows them on each card with the phone and the slot, and moves a visit between
// technicians with a select; analytics count them.
import { LOCALES } from "../../app/lib/i18n/locales";
import { serverTranslator } from "../../app/lib/i18n/messages.server";
import { addDays } from "../../app/lib/time/ist";
import { expect, test } from "./fixtures";
import { bookingsNamed, TODAY, TOMORROW, uniqueName } from "./support";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of LOCALES) {
    test(`the booking form asks the brand and the machine type, preset from the page, in ${locale}`, async ({ page }) => {
      const t = serverTranslator(locale);
      const prefix = locale === "en" ? "" : `/${locale}`;
      // A machine page's Book button carries its machine type.
      await page.goto(`${prefix}/machines/front-load`);
      await page.locator(`main a[href^="${prefix}/book?"]`).first().click();
      await expect(page).toHaveURL(/[?&]machine=front-load(&|$)/);
      const brand = page.getByLabel(t("booking.brand"), { exact: true });
      const machine = page.getByLabel(t("booking.machineType"), { exact: true });
      await expect(brand).toHaveValue("");
      await expect(brand.locator("option").first()).toHaveText(t("booking.notSure"));
      await expect(machine).toHaveValue("front-load");
      await expect(machine.locator("option:checked")).toHaveText(t("common.machine.front-load"));

      const name = uniqueName(`Machine ${locale}`);
      await brand.selectOption("Bosch");
      await machine.selectOption({ label: t("common.machine.semi-automatic") });
      await page.getByLabel(t("booking.yourName")).fill(name);
      await page.getByLabel(t("form.phone")).fill("98450 12345");
      await page.getByLabel(t("booking.locality")).fill("Jayanagar");
      await page.getByLabel(t("form.preferredDate")).fill(TOMORROW);
      await page.getByRole("button", { name: t("booking.bookTechnician") }).click();
      await expect(page).toHaveURL(/\/book\/thank-you\?booking=/);
      expect(bookingsNamed(name)).toEqual([expect.objectContaining({ brand: "Bosch", machine_type: "semi-automatic", language: locale })]);
    });
  }

  test("a made-up machine type is refused with a message and stores nothing", async ({ request }) => {
    const name = uniqueName("Made Up Machine");
    const form = await (await request.get("/book")).text();
    const submissionId = /name="submissionId" value="([^"]+)"/.exec(form)![1]!;
    const response = await request.post("/book", {
      form: { submissionId, name, phone: "9845012345", locality: "Jayanagar", visitDate: TOMORROW, machineType: "twin-tub" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("Choose one of the machine types");
    expect(bookingsNamed(name)).toEqual([]);
  });

  test("the office's board shows each card's phone, slot, brand and machine, and moves a visit to another technician", async ({ asStaff, booking, page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // A day of this test's own, so the board holds only its visits.
    const day = addDays(TODAY, 11);
    const ravi = await asStaff({ role: "technician", into: await page.context().browser()!.newContext() });
    const suresh = await asStaff({ role: "technician", into: await page.context().browser()!.newContext() });
    // A phone of its own: one with many open bookings (the suite's) is held for a call, off the board.
    const digits = String(Math.floor(10_000 + Math.random() * 90_000));
    const visit = await booking({ visitDate: day, brand: "LG", machineType: "front-load", phone: `+9198450${digits}`, timeSlot: "morning" });
    await asStaff({ role: "office", into: page });

    await page.goto(`/admin/board?day=${day}`);
    const card = page.locator("li").filter({ has: page.getByRole("link", { name: visit.reference }) });
    await expect(card.getByRole("link", { name: `+91 98450 ${digits}` })).toHaveAttribute("href", `tel:+9198450${digits}`);
    await expect(card).toContainText("Morning (9 AM - 12 PM)");
    await expect(card).toContainText("LG · Front Load");
    await card.getByLabel(`Technician for ${visit.reference}`).selectOption({ label: ravi.technicianName! });
    await card.getByRole("button", { name: "Save" }).click();

    const cell = (technician: string) => page.locator(`[aria-label="Morning (9 AM - 12 PM), ${technician}"]`);
    const placed = cell(ravi.technicianName!);
    await expect(placed.getByRole("link", { name: visit.reference })).toBeVisible();
    // Moved with the card's own select: no dragging needed, and no JavaScript.
    await placed.getByLabel(`Move ${visit.reference} to`).selectOption({ label: suresh.technicianName! });
    await placed.getByRole("button", { name: "Save" }).click();
    await expect(cell(suresh.technicianName!).getByRole("link", { name: visit.reference })).toBeVisible();
    await expect(cell(ravi.technicianName!).getByRole("link", { name: visit.reference })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath("board-office-390.png"), fullPage: true });
  });
});

test("analytics count the bookings by brand and by machine type", async ({ asStaff, booking, page }) => {
  await booking({ brand: "Whirlpool", machineType: "washer-dryer-combo" });
  await asStaff({ into: page });
  await page.goto("/admin/analytics");
  // Each chart's numbers, as the table under "Show the numbers as a table".
  const table = (title: string) => page.locator("table").filter({ has: page.locator("caption", { hasText: title }) });
  await expect(table("Bookings by machine type")).toContainText("Washer Dryer Combo");
  await expect(table("Bookings by brand")).toContainText("Whirlpool");
});
