// What a householder sees after each step, on a phone: the outcome in view (and in focus where
// the answer comes in place), whatever happened.
import { type Page } from "@playwright/test";

import { addDays, formatVisitDay } from "../../app/lib/time/ist";
import { expect, test } from "./fixtures";
import { bookingFormFields, bookingsNamed, query, TOMORROW, uniqueName, waitForHydration } from "./support";

const tokenOf = (name: string) => query<{ token: string }>("select token from bookings where name = ?", name)[0]!.token;

for (const width of [390, 320]) {
  test.describe(`on a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 700 }, hasTouch: true, isMobile: true });

    /** Opens the booking dialog from the phone's action bar and fills it in. */
    async function fillDialog(page: Page, name: string) {
      await page.goto("/");
      await waitForHydration(page);
      // The phone's action bar at the bottom of the screen, as a thumb finds it.
      await page.getByRole("navigation", { name: "Quick actions" }).getByRole("link", { name: "Book" }).click();
      const dialog = page.getByRole("dialog", { name: "Book a Technician" });
      await dialog.getByLabel("Your Name *").fill(name);
      await dialog.getByLabel("Phone Number *").fill("9845012345");
      await dialog.getByLabel("Locality *").click();
      await dialog.getByRole("button", { name: "Whitefield" }).click();
      await dialog.getByLabel("Describe the issue").fill("Drum makes a grinding noise");
      // What a visit costs is said where people book.
      await expect(dialog.getByText("Free inspection. Repairs from ₹299; price agreed before any work.")).toBeVisible();
      return dialog;
    }

    test("'See your booking' goes to the booking's page with no dialog left open", async ({ page }) => {
      const name = uniqueName("See");
      const dialog = await fillDialog(page, name);
      await dialog.getByRole("button", { name: "Book Technician" }).click();
      const thanks = page.getByRole("dialog", { name: "Booking Received!" });
      await expect(thanks.getByRole("link", { name: "See your booking" })).toBeInViewport();
      await thanks.getByRole("link", { name: "See your booking" }).click();
      await expect(page).toHaveURL(new RegExp(`/booking/${tokenOf(name)}$`));
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
      // The page shows the problem as the customer described it.
      await expect(page.getByText("Drum makes a grinding noise").first()).toBeVisible();
    });

    test("with the network cut at submit, the message says so where the person is looking, and nothing typed is lost", async ({ page, context }) => {
      const name = uniqueName("Cut");
      const dialog = await fillDialog(page, name);
      await context.setOffline(true);
      await dialog.getByRole("button", { name: "Book Technician" }).click();
      const alert = dialog.getByRole("alert");
      await expect(alert).toContainText("Your connection dropped; all you typed is still here.");
      await expect(alert).toBeFocused();
      await expect(alert).toBeInViewport();
      await expect(dialog.getByLabel("Your Name *")).toHaveValue(name);
      await page.screenshot({ path: test.info().outputPath(`offline-${width}.png`) });
      await context.setOffline(false);
      expect(bookingsNamed(name)).toEqual([]);
    });

    test("after booking a repair from the warranty page, the outcome, the reference and the link are on the screen", async ({ page }) => {
      await page.goto("/check-warranty");
      await waitForHydration(page);
      await page.getByLabel("Brand *").selectOption("LG");
      await page.getByLabel("Purchase Date *").fill("2020-01-15");
      await page.getByRole("button", { name: "Check Warranty" }).click();
      await expect(page.getByText("Out of Warranty", { exact: true })).toBeVisible();
      await page.getByLabel("Full Name *").fill(uniqueName("Warranty Phone"));
      await page.getByLabel("Phone Number *").fill("98450 12345");
      await page.getByLabel("Locality *").fill("Basavanagudi");
      await page.getByRole("button", { name: "Book Repair Service" }).click();
      const heading = page.getByText("Repair booked!");
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
      await expect(page.getByText("Your booking reference")).toBeInViewport();
      await expect(page.getByRole("link", { name: "See your booking" })).toBeInViewport();
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("a refused post shows what is wrong above the fold, linking to the field", async ({ page }) => {
        await page.goto("/book");
        await page.getByLabel("Your Name *").fill(uniqueName("Fold"));
        await page.getByLabel("Phone Number *").fill("12345");
        await page.getByLabel("Locality *").fill("Whitefield");
        await page.getByRole("button", { name: "Book Technician" }).click();
        const summary = page.getByRole("alert");
        await expect(summary).toBeInViewport();
        const link = summary.getByRole("link", { name: "Enter a valid Indian phone number" });
        await expect(link).toHaveAttribute("href", /^#booking-.*-phone$/);
        await link.click();
        await expect(page.getByLabel("Phone Number *")).toBeInViewport();
        await page.screenshot({ path: test.info().outputPath(`refused-${width}.png`) });
      });

      test("a place we do not list is booked all the same, with a word that a call will confirm coverage; staff see it marked", async ({
        asStaff,
        page,
        browser,
        baseURL,
      }) => {
        const name = uniqueName("Mysuru");
        await page.goto("/book");
        await page.getByLabel("Your Name *").fill(name);
        await page.getByLabel("Phone Number *").fill("9845012345");
        await page.getByLabel("Locality *").fill("Mysuru");
        await page.getByRole("button", { name: "Book Technician" }).click();
        await expect(page.getByRole("heading", { name: "Booking Received!" })).toBeVisible();
        const note = page.getByText("Mysuru is not among the areas we list. Our technician will call to confirm we can come there");
        await expect(note).toBeInViewport();
        expect(bookingsNamed(name)).toHaveLength(1);

        const staff = await browser.newPage({ baseURL, viewport: { width, height: 700 } });
        await asStaff({ into: staff });
        await staff.goto(`/admin?q=${encodeURIComponent(name)}`);
        await expect(staff.getByRole("row").filter({ hasText: name })).toContainText("Area to confirm");
        await staff.close();
      });

      test("after a move, the form starts from the new day", async ({ page, request }) => {
        const name = uniqueName("Move");
        expect((await request.post("/book", { form: { ...bookingFormFields(name), visitDate: TOMORROW } })).ok()).toBe(true);
        const later = addDays(TOMORROW, 2);
        await page.goto(`/booking/${tokenOf(name)}`);
        await page.getByText("Change the day or time").click();
        await page.getByLabel("Preferred date *").fill(later);
        await page.getByRole("button", { name: "Move my booking" }).click();
        // The outcome is said at the top of the page, naming the new day, in the page's flow: no toast covers the visit.
        const outcome = page.getByRole("main").getByRole("status");
        await expect(outcome).toContainText("Visit Moved");
        await expect(outcome).toContainText(`Your visit is now ${formatVisitDay(later)}`);
        await expect(outcome).toBeInViewport({ ratio: 1 });
        await expect(page.locator("label[for=toast-dismissed]")).toHaveCount(0);
        await page.getByText("Change the day or time").click();
        await expect(page.getByLabel("Preferred date *")).toHaveValue(later);
      });
    });
  });
}
