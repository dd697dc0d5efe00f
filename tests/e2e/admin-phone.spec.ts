import { type Locator, type Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { createBookingViaForm, uniqueName } from "./support";

// Staff run their day from a phone: every booking's essentials and its buttons fit the screen.
async function expectInViewport(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const { width } = page.viewportSize()!;
  expect(box, "element is laid out").not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

for (const width of [320, 390]) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`the admin on a ${width} px phone (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
      test.use({ viewport: { width, height: 800 }, javaScriptEnabled });

      test("a booking shows name, phone, WhatsApp, locality, service, slot, status and both buttons without sideways scrolling", async ({
        asStaff,
        page,
        request,
      }) => {
        const name = uniqueName("Phone Row");
        const booking = await createBookingViaForm(request, name);
        await asStaff();
        await page.goto(`/admin?q=${encodeURIComponent(name)}`);
        const row = page.getByRole("row").filter({ hasText: name });
        await expect(row).toHaveCount(1);

        await row.getByRole("link", { name, exact: true }).scrollIntoViewIfNeeded();
        for (const locator of [
          row.getByRole("link", { name, exact: true }),
          row.getByRole("link", { name: /^\+91/ }),
          row.getByRole("link", { name: `WhatsApp ${name}` }),
          row.getByText(booking.locality, { exact: true }),
          row.getByText(booking.service, { exact: true }),
          row.locator('[data-label="Visit"]').getByText(/Any time/),
          row.getByText("pending", { exact: true }),
          row.getByRole("button", { name: `Confirm booking ${booking.id}` }),
          row.getByLabel(`Cancel booking ${booking.id}`),
        ]) {
          await expect(locator).toBeVisible();
          await expectInViewport(page, locator);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

        // The WhatsApp link opens a chat with the customer, the confirmation already typed.
        const whatsapp = new URL((await row.getByRole("link", { name: `WhatsApp ${name}` }).getAttribute("href"))!);
        expect(whatsapp.origin + whatsapp.pathname).toBe(`https://wa.me/${booking.phone.slice(1)}`);
        expect(whatsapp.searchParams.get("text")).toContain(`Hello ${name}`);
        expect(whatsapp.searchParams.get("text")).toContain(booking.service);

        await row.getByRole("button", { name: `Confirm booking ${booking.id}` }).click();
        await expect(page.getByRole("row").filter({ hasText: name })).toContainText("confirmed");
      });

      test("analytics fit the width: today's bar and every label readable", async ({ asStaff, page }) => {
        await asStaff();
        await page.goto("/admin/analytics");
        const chart = page.getByRole("img", { name: /Bookings per day/ });
        await expect(chart).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        // Today's bar is the last one, drawn inside the screen.
        await expectInViewport(page, chart.locator("rect").last());
        // No text on the page is smaller than 11 px.
        const smallest = await page.evaluate(() =>
          Math.min(
            ...[...document.querySelectorAll("main *")]
              .filter((el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim()))
              .filter((el) => (el as HTMLElement).offsetParent !== null)
              .map((el) => parseFloat(getComputedStyle(el).fontSize)),
          ),
        );
        expect(smallest).toBeGreaterThanOrEqual(11);
      });
    });
  }
}
