import { expect, test } from "@playwright/test";
import { bookingsNamed, query, uniqueName } from "./support";

const CONFIRM_TEXT = "Hi! I just submitted a booking. Can you please confirm my appointment?";

test.describe("booking without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor books on the /book page and lands on the thank-you page", async ({ page }) => {
    const name = uniqueName("No-JS Asha");
    await page.goto("/book?service=LG%20Repair&brand=LG");
    await expect(page.getByRole("heading", { level: 1, name: "Book a Technician" })).toBeVisible();
    await expect(page.getByRole("main").getByText("LG Repair")).toBeVisible();

    await page.getByLabel("Your Name *").fill(name);
    await page.getByLabel("Phone Number *").fill("098450 12345");
    await page.getByLabel("Locality *").fill("Koramangala");
    await page.getByLabel("Describe the issue").fill("Drum makes a loud noise <b>while</b> spinning");
    await page.getByLabel("Preferred time slot").selectOption({ label: "Morning (9 AM - 12 PM)" });
    await page.getByRole("button", { name: "Book Technician" }).click();

    await expect(page).toHaveURL(/\/book\/thank-you$/);
    await expect(page.getByRole("heading", { level: 1, name: "Booking Received!" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Confirm on WhatsApp" })).toHaveAttribute(
      "href",
      new RegExp(`\\?text=${encodeURIComponent(CONFIRM_TEXT).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
    );

    const rows = bookingsNamed(name);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      phone: "+919845012345",
      locality: "Koramangala",
      service: "LG Repair",
      brand: "LG",
      issue: "Drum makes a loud noise <b>while</b> spinning",
      time_slot: "morning",
      status: "pending",
    });
  });

  test("blank required fields get 'Please fill in all required fields' and store nothing", async ({ page }) => {
    await page.goto("/book");
    // Spaces satisfy the browser's `required`; the server still refuses them.
    await page.getByLabel("Your Name *").fill("   ");
    await page.getByLabel("Phone Number *").fill("  ");
    await page.getByLabel("Locality *").fill(" ");
    await page.getByRole("button", { name: "Book Technician" }).click();

    await expect(page.getByRole("alert")).toHaveText("Please fill in all required fields");
    expect(query("select id from bookings where trim(name) = '' or trim(phone) = '' or trim(locality) = ''")).toEqual([]);
  });

  test("an invalid phone is explained next to the field and every value is kept", async ({ page }) => {
    const name = uniqueName("Kept");
    await page.goto("/book?service=Door%20Lock%20Repair");
    await page.getByLabel("Your Name *").fill(name);
    await page.getByLabel("Phone Number *").fill("12345");
    await page.getByLabel("Locality *").fill("Whitefield");
    await page.getByLabel("Describe the issue").fill("Door will not open");
    await page.getByRole("button", { name: "Book Technician" }).click();

    await expect(page.getByText("Enter a valid Indian phone number")).toBeVisible();
    await expect(page.getByLabel("Your Name *")).toHaveValue(name);
    await expect(page.getByLabel("Locality *")).toHaveValue("Whitefield");
    await expect(page.getByLabel("Describe the issue")).toHaveValue("Door will not open");
    await expect(page.getByRole("main").getByText("Door Lock Repair")).toBeVisible();
    expect(bookingsNamed(name)).toHaveLength(0);
  });
});

test.describe("booking dialog with JavaScript", () => {
  test("Book Now opens the dialog with General Repair; success shows the thank-you dialog", async ({ page }) => {
    const name = uniqueName("Dialog Ravi");
    await page.goto("/");
    const bookNow = page.getByRole("banner").getByRole("link", { name: "Book Now" });
    await bookNow.click();

    const dialog = page.getByRole("dialog", { name: "Book a Technician" });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(dialog.getByText("General Repair")).toBeVisible();
    await expect(dialog.getByLabel("Your Name *")).toBeFocused();

    await dialog.getByLabel("Your Name *").fill(name);
    await dialog.getByLabel("Phone Number *").fill("+91 98450 12345");
    await dialog.getByLabel("Locality *").fill("HSR Layout");
    await dialog.getByLabel("Preferred time slot").selectOption("flexible");
    await dialog.getByRole("button", { name: "Book Technician" }).click();

    const thanks = page.getByRole("dialog", { name: "Booking Received!" });
    await expect(thanks).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(thanks.getByRole("link", { name: "Confirm on WhatsApp" })).toHaveAttribute(
      "href",
      `https://wa.me/919008012345?text=${encodeURIComponent(CONFIRM_TEXT)}`,
    );
    await thanks.getByRole("button", { name: "Close" }).click();
    await expect(thanks).toBeHidden();

    expect(bookingsNamed(name)).toEqual([
      expect.objectContaining({ service: "General Repair", brand: "Not specified", time_slot: "flexible", status: "pending" }),
    ]);
  });

  test("the openBooking event presets service and brand", async ({ page }) => {
    const name = uniqueName("Event Meera");
    await page.goto("/");
    const dialog = page.getByRole("dialog", { name: "Book a Technician" });
    // The listener exists once the page has hydrated; dispatch until it answers.
    await expect(async () => {
      await page.evaluate(() =>
        window.dispatchEvent(new CustomEvent("openBooking", { detail: { service: "Front Load Repair", brand: "Bosch" } })),
      );
      await expect(dialog).toBeVisible({ timeout: 500 });
    }).toPass();
    await expect(dialog.getByText("Front Load Repair · Bosch")).toBeVisible();
    await dialog.getByLabel("Your Name *").fill(name);
    await dialog.getByLabel("Phone Number *").fill("9845012345");
    await dialog.getByLabel("Locality *").fill("Jayanagar");
    await dialog.getByRole("button", { name: "Book Technician" }).click();
    await expect(page.getByRole("dialog", { name: "Booking Received!" })).toBeVisible();
    expect(bookingsNamed(name)).toEqual([expect.objectContaining({ service: "Front Load Repair", brand: "Bosch" })]);
  });

  test("missing fields keep the dialog open with the message; Esc closes it and returns focus", async ({ page }) => {
    const name = uniqueName("Only A Name");
    await page.goto("/");
    const bookNow = page.getByRole("banner").getByRole("link", { name: "Book Now" });
    await bookNow.click();
    const dialog = page.getByRole("dialog", { name: "Book a Technician" });
    await dialog.getByLabel("Your Name *").fill(name);
    await dialog.getByRole("button", { name: "Book Technician" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Please fill in all required fields");
    await expect(dialog.getByLabel("Your Name *")).toHaveValue(name);
    expect(bookingsNamed(name)).toEqual([]);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(bookNow).toBeFocused();
  });
});
