import { expect, type Page, test } from "@playwright/test";

import { istDateString } from "../../app/lib/time/ist";
import { oneYearBefore } from "../../app/lib/time/warranty";
import { bookingsNamed, fieldMessage, uniqueName, waitForHydration } from "./support";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar date `days` after `date` (YYYY-MM-DD). */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

// Today in Bengaluru, as the page computes it; the boundary is exactly one year before.
const today = istDateString(new Date());
const exactlyOneYear = oneYearBefore(today);
const oneDayInside = addDays(exactlyOneYear, 1);

async function check(page: Page, brand: string, purchaseDate: string) {
  await page.getByLabel("Brand *").selectOption(brand);
  await page.getByLabel("Purchase Date *").fill(purchaseDate);
  await page.getByRole("button", { name: "Check Warranty" }).click();
}

test.describe("warranty checker with JavaScript", () => {
  test("the button waits for brand and date; the check finds a purchase one day inside the year in warranty, at once", async ({ page }) => {
    const requests: string[] = [];
    await page.goto("/check-warranty");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Check Your Washing Machine Warranty" })).toBeVisible();
    await expect(page.getByLabel("Brand *").locator("option:not([value=''])")).toHaveText([
      "LG",
      "Samsung",
      "IFB",
      "Bosch",
      "Whirlpool",
      "Haier",
      "Godrej",
      "Voltas",
      "Panasonic",
      "Siemens",
      "Electrolux",
      "Onida",
      "BPL",
    ]);
    const button = page.getByRole("button", { name: "Check Warranty" });
    await expect(button).toBeDisabled();
    await page.getByLabel("Brand *").selectOption("Haier");
    await expect(button).toBeDisabled();
    await page.getByLabel("Purchase Date *").fill(oneDayInside);
    await expect(button).toBeEnabled();

    // The invoice stays in the browser: the check sends nothing at all.
    await page.getByLabel("Invoice (optional, image or PDF)").setInputFiles({
      name: "invoice.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4 test"),
    });
    await expect(page.getByText("never uploaded or sent anywhere")).toBeVisible();
    page.on("request", (request) => requests.push(request.url()));

    await button.click();
    // Answered at once (a date comparison needs no staged wait), and focused for a screen reader.
    await expect(page.getByText("In Warranty", { exact: true })).toBeVisible({ timeout: 500 });
    await expect(page.locator("[aria-live=polite]").filter({ hasText: "In Warranty" })).toBeFocused();
    expect(requests).toEqual([]);
    // Haier has no official-centre link; the in-warranty result offers no repair form.
    await expect(page.getByRole("link", { name: /official service centre/ })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Book Repair Service" })).toHaveCount(0);
  });

  test("exactly one year is out of warranty and the repair form really books", async ({ page }) => {
    const name = uniqueName("Warranty Out");
    await page.goto("/check-warranty");
    await waitForHydration(page);
    await check(page, "LG", exactlyOneYear);
    await expect(page.getByText("Out of Warranty", { exact: true })).toBeVisible({ timeout: 5000 });
    await expect(page.getByRole("link", { name: "LG official service centre" })).toHaveAttribute("href", /lg\.com/);

    await page.getByLabel("Full Name *").fill(name);
    await page.getByLabel("Phone Number *").fill("98450 12345");
    await page.getByLabel("Locality *").fill("Basavanagudi");
    await page.getByLabel("Describe the Issue").fill("Door does not lock");
    await page.getByRole("button", { name: "Book Repair Service" }).click();
    await expect(page.getByText("Repair booked!")).toBeVisible();
    expect(bookingsNamed(name)).toEqual([
      expect.objectContaining({
        service: "Repair Service",
        brand: "LG",
        locality: "Basavanagudi",
        issue: "Door does not lock",
        phone: "+919845012345",
        status: "pending",
      }),
    ]);

    // Another repair is a new, empty form: a second booking, not the first one again.
    await page.getByRole("button", { name: "Book Another Repair" }).click();
    await expect(page.getByLabel("Full Name *")).toHaveValue("");
    await page.getByLabel("Full Name *").fill(name);
    await page.getByLabel("Phone Number *").fill("98450 12345");
    await page.getByLabel("Locality *").fill("Basavanagudi");
    await page.getByRole("button", { name: "Book Repair Service" }).click();
    await expect(page.getByText("Repair booked!")).toBeVisible();
    expect(bookingsNamed(name)).toHaveLength(2);
  });

  test("the repair form explains what is missing and stores nothing", async ({ page }) => {
    const name = uniqueName("Warranty Missing");
    await page.goto("/check-warranty");
    await waitForHydration(page);
    await check(page, "Bosch", "2019-05-01");
    await expect(page.getByText("Out of Warranty", { exact: true })).toBeVisible({ timeout: 5000 });
    await page.getByLabel("Full Name *").fill(name);
    await page.getByLabel("Phone Number *").fill("555");
    await page.getByRole("button", { name: "Book Repair Service" }).click();
    await expect(fieldMessage(page, "Enter a valid Indian phone number")).toBeVisible();
    await expect(fieldMessage(page, "Choose your locality")).toBeVisible();
    await expect(page.getByLabel("Full Name *")).toHaveValue(name);
    expect(bookingsNamed(name)).toEqual([]);
  });

  test("a future purchase date is refused with a clear message", async ({ page }) => {
    await page.goto("/check-warranty");
    await waitForHydration(page);
    await check(page, "Samsung", addDays(today, 1));
    await expect(page.getByRole("alert")).toContainText("The purchase date cannot be in the future.", { timeout: 5000 });
    await expect(page.getByText(/^(In|Out of) Warranty$/)).toHaveCount(0);
  });
});

test.describe("warranty checker without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the GET form answers at once around the one-year boundary, without the invoice", async ({ page }) => {
    await page.goto("/check-warranty");
    await page.getByLabel("Invoice (optional, image or PDF)").setInputFiles({
      name: "invoice.png",
      mimeType: "image/png",
      buffer: Buffer.from("not really a png"),
    });
    await check(page, "Samsung", oneDayInside);
    await expect(page).toHaveURL(new RegExp(`/check-warranty\\?brand=Samsung&purchaseDate=${oneDayInside}$`));
    await expect(page.getByText("In Warranty", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Samsung official service centre" })).toBeVisible();

    await page.goto(`/check-warranty?brand=Onida&purchaseDate=${exactlyOneYear}`);
    await expect(page.getByText("Out of Warranty", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: /official service centre/ })).toHaveCount(0);

    await page.goto(`/check-warranty?brand=Onida&purchaseDate=${addDays(today, 3)}`);
    await expect(page.getByRole("alert")).toContainText("The purchase date cannot be in the future.");

    await page.goto("/check-warranty?brand=Acme&purchaseDate=2025-02-30");
    await expect(page.getByText("Choose your machine's brand")).toBeVisible();
    await expect(page.getByText("Enter the purchase date as a real date")).toBeVisible();
  });

  test("out of warranty, the repair form books through /book", async ({ page }) => {
    const name = uniqueName("No-JS Warranty");
    await page.goto(`/check-warranty?brand=IFB&purchaseDate=2020-01-10`);
    await expect(page.getByText("Out of Warranty", { exact: true })).toBeVisible();
    await page.getByLabel("Full Name *").fill(name);
    await page.getByLabel("Phone Number *").fill("080 2345 6789");
    await page.getByLabel("Locality *").fill("Jayanagar");
    await page.getByRole("button", { name: "Book Repair Service" }).click();
    await expect(page).toHaveURL(/\/book\/thank-you\?booking=[\w-]{32}$/);
    expect(bookingsNamed(name)).toEqual([expect.objectContaining({ service: "Repair Service", brand: "IFB", phone: "+918023456789", locality: "Jayanagar" })]);
  });
});
