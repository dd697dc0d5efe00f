import { expect, type Page, test } from "@playwright/test";

import { structuredDataIn } from "../shared/structured-data";
import { bookingsNamed, fieldMessage, refuseBookingsNamed, uniqueName, waitForHydration } from "./support";

const SENT_TITLE = "Message Sent Successfully!";
const SENT_TEXT = "We'll get back to you within 24 hours.";

async function fillContactForm(page: Page, name: string, { subject = "", email = "" } = {}) {
  await page.getByLabel("Full Name *").fill(name);
  await page.getByLabel("Phone Number *").fill("+91 98450 12345");
  if (email) await page.getByLabel("Email Address").fill(email);
  if (subject) await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Message *").fill("The drum does not spin.\nIt hums.");
}

test.describe("contact page with JavaScript", () => {
  test("shows the page the specification describes: badges, five ways to reach us, office hours, labels and placeholders", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    for (const badge of ["4.9/5 Rating", "Trusted Service", "24/7 Emergency Line"]) await expect(page.getByText(badge, { exact: true })).toBeVisible();
    for (const card of ["Call Us", "Chat on WhatsApp", "Email Us", "Service Area", "Office Address"]) {
      await expect(page.getByRole("heading", { level: 3, name: card })).toBeVisible();
    }
    await expect(page.getByText("Santhusapet, Chickpet, Bengaluru, Karnataka 560053").first()).toBeVisible();
    await expect(page.getByText("Monday to Saturday: 8:00 AM - 8:00 PM")).toBeVisible();
    await expect(page.getByText("Sunday: 9:00 AM - 6:00 PM")).toBeVisible();
    await expect(page.getByText("Emergency service 24/7 at additional charges")).toBeVisible();
    await expect(page.getByRole("link", { name: "Call Emergency Line" })).toHaveAttribute("href", "tel:+919008012345");

    await expect(page.getByRole("heading", { name: "Send Us a Message" })).toBeVisible();
    await expect(page.getByLabel("Full Name *")).toHaveAttribute("placeholder", "Enter your full name");
    await expect(page.getByLabel("Phone Number *")).toHaveAttribute("type", "tel");
    await expect(page.getByLabel("Email Address")).toHaveAttribute("type", "email");
    await expect(page.getByLabel("Subject")).toHaveAttribute("placeholder", "Washing machine repair inquiry");
    await expect(page.getByLabel("Message *")).toHaveAttribute("placeholder", "Describe your washing machine issue or inquiry...");
    await expect(page.getByLabel("Message *")).toHaveAttribute("rows", "5");

    expect(structuredDataIn(await page.content()).map((data) => data["@type"])).toContain("LocalBusiness");
  });

  test("sending shows 'Sending...', then one confirmation that returns to the form", async ({ page }) => {
    const name = uniqueName("Contact Asha");
    await page.goto("/contact");
    // Sent before React runs, the form would post as a plain page (no 'Sending...' to see).
    await waitForHydration(page);
    await fillContactForm(page, name, { email: "asha@example.com" });
    // Hold the post until the sending state has been seen.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/contact.data*", async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    release();

    // One success message: the confirmation, and no toast beside it.
    const confirmation = page.getByRole("dialog", { name: SENT_TITLE });
    await expect(confirmation).toBeVisible();
    await expect(confirmation.getByText(SENT_TEXT)).toBeVisible();
    await expect(page.getByRole("status").getByText(SENT_TITLE)).toHaveCount(0);
    await confirmation.getByRole("button", { name: "Back to the Form" }).click();
    await expect(confirmation).toBeHidden();
    await expect(page).toHaveURL(/\/contact(#send-message)?$/);
    await expect(page.getByLabel("Full Name *")).toHaveValue("");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();

    expect(bookingsNamed(name)).toEqual([
      expect.objectContaining({
        phone: "+919845012345",
        locality: "Contact Form",
        service: "General Inquiry",
        brand: "Not specified",
        issue: "E-mail: asha@example.com\n\nMessage: The drum does not spin.\nIt hums.",
        status: "pending",
      }),
    ]);
  });

  async function expectFailureKept(page: Page, name: string) {
    // The destructive toast is an alert titled exactly 'Error'.
    const toast = page.getByRole("alert").filter({ has: page.getByText("Error", { exact: true }) });
    await expect(toast).toContainText("Failed to send message. Please try again.");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
    await expect(page.getByLabel("Full Name *")).toHaveValue(name);
    await expect(page.getByLabel("Subject")).toHaveValue("Noise");
    await expect(page.getByLabel("Message *")).toHaveValue("The drum does not spin.\nIt hums.");
  }

  test("a failed send shows the destructive 'Error' toast, keeps the values and re-enables the button", async ({ page }) => {
    const name = uniqueName("Disk Full Contact");
    const allow = refuseBookingsNamed("Disk Full Contact");
    try {
      await page.goto("/contact");
      await waitForHydration(page);
      await fillContactForm(page, name, { subject: "Noise" });
      const answer = page.waitForResponse((response) => response.url().includes("/contact.data") && response.request().method() === "POST");
      await page.getByRole("button", { name: "Send Message" }).click();
      // The real action's answer to the database's refusal.
      expect((await answer).status()).toBe(503);
      await expectFailureKept(page, name);
      expect(bookingsNamed(name)).toEqual([]);
    } finally {
      allow();
    }
  });

  test("with the network cut at submit the form keeps every value and shows the 'Error' toast; sending again works", async ({ page, context }) => {
    const name = uniqueName("Offline Contact");
    await page.goto("/contact");
    await waitForHydration(page);
    await fillContactForm(page, name, { subject: "Noise" });
    await context.setOffline(true);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expectFailureKept(page, name);
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
    expect(bookingsNamed(name)).toEqual([]);

    await context.setOffline(false);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("dialog", { name: SENT_TITLE })).toBeVisible();
    expect(bookingsNamed(name)).toHaveLength(1);
  });

  test("a malformed e-mail is explained next to the field and nothing is stored", async ({ page }) => {
    const name = uniqueName("Contact Bad Mail");
    await page.goto("/contact");
    await fillContactForm(page, name);
    await page.getByLabel("Email Address").fill("asha@");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(fieldMessage(page, "Enter a valid e-mail address")).toBeVisible();
    await expect(page.getByLabel("Email Address")).toHaveAttribute("aria-invalid", "true");
    expect(bookingsNamed(name)).toEqual([]);
  });
});

test.describe("contact page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a message is stored and the page answers with one confirmation in the form's place", async ({ page }) => {
    const name = uniqueName("No-JS Contact");
    await page.goto("/contact");
    await fillContactForm(page, name, { subject: "AMC enquiry", email: "ravi@example.com" });
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(page).toHaveURL(/\/contact\?sent=1#send-message$/);
    await expect(page.getByText(SENT_TITLE)).toHaveCount(1);
    await expect(page.getByText(SENT_TITLE)).toBeInViewport();
    await expect(page.getByText(SENT_TEXT)).toBeVisible();
    await page.getByRole("link", { name: "Send Another Message" }).click();
    await expect(page.getByLabel("Full Name *")).toHaveValue("");

    expect(bookingsNamed(name)).toEqual([
      expect.objectContaining({ locality: "Contact Form", service: "AMC enquiry", issue: expect.stringContaining("ravi@example.com") }),
    ]);
  });

  test("a refused message comes back with messages next to the fields and the values kept", async ({ page }) => {
    const name = uniqueName("No-JS Refused");
    await page.goto("/contact");
    await page.getByLabel("Full Name *").fill(name);
    await page.getByLabel("Phone Number *").fill("12345");
    await page.getByLabel("Message *").fill("   hello   ");
    await page.getByLabel("Subject").fill("x".repeat(150));
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(fieldMessage(page, "Enter a valid Indian phone number")).toBeVisible();
    await expect(fieldMessage(page, "Subject must be at most 100 characters")).toBeVisible();
    await expect(page.getByLabel("Full Name *")).toHaveValue(name);
    await expect(page.getByLabel("Phone Number *")).toHaveValue("12345");
    expect(bookingsNamed(name)).toEqual([]);
  });
});
