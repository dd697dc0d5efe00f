import { type Locator, type Page } from "@playwright/test";

import { bookingChatText } from "../../app/lib/booking/chat-text";
import { serverTranslator } from "../../app/lib/i18n/messages.server";
import { expect, test } from "./fixtures";
import { bookingsNamed, fieldMessage, query, refuseBookingsNamed, TOMORROW, uniqueName, waitForHydration } from "./support";

/** The thank-you's chat text (as the specification words it) with the booking's reference. */
const confirmText = (reference: string) => `Hi! I just submitted a booking. Can you please confirm my appointment? My booking reference is ${reference}.`;

test.describe("booking without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor books on the /book page and lands on the thank-you page", async ({ page }) => {
    const name = uniqueName("No-JS Asha");
    await page.goto("/book?service=LG%20Repair&brand=LG");
    await expect(page.getByRole("heading", { level: 1, name: "Book a Technician" })).toBeVisible();
    await expect(page.getByLabel("Service", { exact: true })).toHaveValue("LG Repair");
    await expect(page.getByLabel("Brand", { exact: true })).toHaveValue("LG");
    // The machine type is asked, optionally: the customer picks it from a list.
    await expect(page.getByLabel("Machine type")).toHaveValue("");
    await page.getByLabel("Machine type").selectOption({ label: "Top Load" });

    await page.getByLabel("Your Name *").fill(name);
    await page.getByLabel("Phone Number *").fill("098450 12345");
    await page.getByLabel("Locality *").fill("Koramangala");
    await page.getByLabel("Describe the issue").fill("Drum makes a loud noise <b>while</b> spinning");
    await page.getByLabel("Preferred date *").fill(TOMORROW);
    await page.getByLabel("Preferred time slot").selectOption({ label: "Morning (9 AM - 12 PM)" });
    await page.getByRole("button", { name: "Book Technician" }).click();

    await expect(page).toHaveURL(/\/book\/thank-you\?booking=[\w-]{32}$/);
    await expect(page.getByRole("heading", { level: 1, name: "Booking Received!" })).toBeVisible();
    const rows = bookingsNamed(name);
    expect(rows).toHaveLength(1);
    const { reference, token } = rows[0]!;
    await expect(page.getByText(reference, { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "See your booking" })).toHaveAttribute("href", `/booking/${token}`);
    await expect(page.getByRole("link", { name: "Confirm on WhatsApp" })).toHaveAttribute(
      "href",
      `https://wa.me/919008012345?text=${encodeURIComponent(confirmText(reference))}`,
    );
    expect(rows[0]).toMatchObject({
      phone: "+919845012345",
      locality: "Koramangala",
      service: "LG Repair",
      brand: "LG",
      machine_type: "top-load",
      issue: "Drum makes a loud noise <b>while</b> spinning",
      visit_date: TOMORROW,
      time_slot: "morning",
      status: "pending",
    });
  });

  test("the address, a landmark and the PIN code go with the booking to the staff's page, with a map link", async ({ asStaff, page, browser }) => {
    const name = uniqueName("No-JS Address");
    await page.goto("/book");
    await page.getByLabel("Your Name *").fill(name);
    await page.getByLabel("Phone Number *").fill("98450 12345");
    await page.getByLabel("Locality *").fill("Jayanagar");
    await page.getByLabel("House / flat and street").fill("#12, 3rd Cross, 4th Block");
    await page.getByLabel("Landmark").fill("Near the water tank");
    await page.getByLabel("PIN code").fill("5600");
    await page.getByLabel("Preferred date *").fill(TOMORROW);
    await page.getByRole("button", { name: "Book Technician" }).click();
    // A short PIN is explained at its field, and everything typed is kept.
    await expect(fieldMessage(page, "Enter the 6-digit PIN code")).toBeVisible();
    await expect(page.getByLabel("Landmark")).toHaveValue("Near the water tank");
    await page.getByLabel("PIN code").fill("560011");
    await page.getByRole("button", { name: "Book Technician" }).click();
    await expect(page).toHaveURL(/\/book\/thank-you\?booking=/);
    const [row] = query<{ id: number; address: string; landmark: string; pin: string }>("select id, address, landmark, pin from bookings where name = ?", name);
    expect(row).toMatchObject({ address: "#12, 3rd Cross, 4th Block", landmark: "Near the water tank", pin: "560011" });

    const staff = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await asStaff({ into: staff });
    await staff.goto(`/admin/bookings/${row!.id}`);
    await expect(staff.getByText("#12, 3rd Cross, 4th Block, Near the water tank, Jayanagar, 560011")).toBeVisible();
    await expect(staff.getByRole("link", { name: "Open in Maps" })).toHaveAttribute(
      "href",
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent("#12, 3rd Cross, 4th Block, Jayanagar, Bengaluru, 560011")}`,
    );
    await staff.context().close();
  });

  test("the locality is a text input suggesting about 250 localities; services come from the stored list", async ({ page }) => {
    await page.goto("/book?service=Smart%20Washer%20Repair");
    await expect(page.getByLabel("Locality *")).toHaveAttribute("list", /.+/);
    const suggestions = await page.locator("datalist option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(suggestions.length).toBeGreaterThanOrEqual(245);
    expect(suggestions).toContain("Koramangala");
    // A preset outside the stored services stays chosen, beside every stored service.
    await expect(page.getByLabel("Service", { exact: true })).toHaveValue("Smart Washer Repair");
    await expect(page.getByLabel("Service", { exact: true }).locator("option")).toHaveText([
      "Smart Washer Repair",
      "General Repair",
      "Installation",
      "Maintenance",
      "Door Lock Repair",
      "PCB Repair",
    ]);
  });

  test("blank required fields get 'Please fill in all required fields' and store nothing", async ({ page }) => {
    await page.goto("/book");
    // Spaces satisfy the browser's `required`; the server still refuses them.
    await page.getByLabel("Your Name *").fill("   ");
    await page.getByLabel("Phone Number *").fill("  ");
    await page.getByLabel("Locality *").fill(" ");
    await page.getByRole("button", { name: "Book Technician" }).click();

    await expect(page.getByRole("alert")).toContainText("Please fill in all required fields");
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

    await expect(fieldMessage(page, "Enter a valid Indian phone number")).toBeVisible();
    await expect(page.getByLabel("Your Name *")).toHaveValue(name);
    await expect(page.getByLabel("Locality *")).toHaveValue("Whitefield");
    await expect(page.getByLabel("Describe the issue")).toHaveValue("Door will not open");
    await expect(page.getByLabel("Service", { exact: true })).toHaveValue("Door Lock Repair");
    expect(bookingsNamed(name)).toHaveLength(0);
  });
});

test.describe("booking dialog with JavaScript", () => {
  async function openFromHeader(page: Page) {
    await page.goto("/");
    await waitForHydration(page);
    const bookNow = page.getByRole("banner").getByRole("link", { name: "Book Now" });
    await bookNow.click();
    const dialog = page.getByRole("dialog", { name: "Book a Technician" });
    await expect(dialog).toBeVisible();
    return { dialog, bookNow };
  }

  async function openWithEvent(page: Page, detail: { service?: string; brand?: string }) {
    const dialog = page.getByRole("dialog", { name: "Book a Technician" });
    // The listener exists once the page has hydrated; dispatch until it answers.
    await waitForHydration(page);
    await expect(async () => {
      await page.evaluate((preset) => window.dispatchEvent(new CustomEvent("openBooking", { detail: preset })), detail);
      await expect(dialog).toBeVisible({ timeout: 500 });
    }).toPass();
    return dialog;
  }

  test("a Book button pressed before the dialog listens leads to the booking page instead of doing nothing", async ({ page }) => {
    // The moment between hydration and the dialog's listener, made permanent.
    await page.addInitScript(() => {
      const add = window.addEventListener.bind(window);
      window.addEventListener = ((type: string, ...rest: [EventListenerOrEventListenerObject, AddEventListenerOptions?]) => {
        if (type !== "openBooking") add(type, ...rest);
      }) as typeof window.addEventListener;
    });
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("link", { name: "Book Now" }).click();
    await expect(page).toHaveURL(/\/book\?service=General\+Repair$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByLabel("Service", { exact: true })).toHaveValue("General Repair");
  });

  test("Book Now opens the dialog with General Repair; success shows the thank-you dialog", async ({ page }) => {
    const name = uniqueName("Dialog Ravi");
    const { dialog } = await openFromHeader(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(dialog.getByLabel("Service")).toHaveValue("General Repair");
    await expect(dialog.getByLabel("Your Name *")).toBeFocused();

    await dialog.getByLabel("Your Name *").fill(name);
    await dialog.getByLabel("Phone Number *").fill("+91 98450 12345");
    await dialog.getByLabel("Locality *").click();
    await dialog.getByRole("group", { name: "Popular areas" }).getByRole("button", { name: "HSR Layout" }).click();
    await expect(dialog.getByLabel("Locality *")).toHaveText("HSR Layout");
    // One choice without a time (the seeded "Flexible" duplicated it).
    await expect(dialog.getByLabel("Preferred time slot").locator("option", { hasText: /Any time|Flexible/ })).toHaveText(["Any time"]);
    await dialog.getByLabel("Preferred time slot").selectOption("");
    await dialog.getByRole("button", { name: "Book Technician" }).click();

    const thanks = page.getByRole("dialog", { name: "Booking Received!" });
    await expect(thanks).toBeVisible();
    await expect(dialog).toBeHidden();
    const [stored] = bookingsNamed(name);
    await expect(thanks.getByText(stored!.reference, { exact: true })).toBeVisible();
    // The visit, repeated: the day chosen (today, the form's first) and "Any time".
    await expect(thanks.getByText(/^\w{3}, \d{1,2} \w{3} · Any time$/)).toBeVisible();
    await expect(thanks.getByRole("link", { name: "See your booking" })).toHaveAttribute("href", `/booking/${stored!.token}`);
    await expect(thanks.getByLabel("Your booking's link")).toHaveValue(new RegExp(`/booking/${stored!.token}$`));
    await expect(thanks.getByRole("link", { name: "Confirm on WhatsApp" })).toHaveAttribute(
      "href",
      `https://wa.me/919008012345?text=${encodeURIComponent(confirmText(stored!.reference))}`,
    );
    await thanks.getByRole("button", { name: "Close" }).click();
    await expect(thanks).toBeHidden();

    expect(bookingsNamed(name)).toEqual([
      expect.objectContaining({
        service: "General Repair",
        brand: "Not specified",
        locality: "HSR Layout",
        time_slot: "",
        status: "pending",
      }),
    ]);

    // A new booking starts empty.
    await page.getByRole("banner").getByRole("link", { name: "Book Now" }).click();
    await expect(dialog.getByLabel("Your Name *")).toHaveValue("");
    await expect(dialog.getByLabel("Locality *")).toHaveText("Choose your locality");
  });

  test("the openBooking event presets service and brand; closing resets them", async ({ page }) => {
    const name = uniqueName("Event Meera");
    await page.goto("/");
    let dialog = await openWithEvent(page, { service: "Front Load Repair", brand: "Bosch" });
    // A preset outside the stored services stays chosen.
    await expect(dialog.getByLabel("Service")).toHaveValue("Front Load Repair");
    await expect(dialog.getByLabel("Brand", { exact: true })).toHaveValue("Bosch");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole("banner").getByRole("link", { name: "Book Now" }).click();
    await expect(dialog.getByLabel("Service")).toHaveValue("General Repair");
    await expect(dialog.getByLabel("Brand", { exact: true })).toHaveValue("");
    await dialog.getByRole("button", { name: "Close" }).click();

    dialog = await openWithEvent(page, { service: "PCB Repair", brand: "LG" });
    await dialog.getByLabel("Your Name *").fill(name);
    await dialog.getByLabel("Phone Number *").fill("9845012345");
    await dialog.getByLabel("Locality *").click();
    await dialog.getByRole("option", { name: "Jayanagar", exact: true }).click();
    await dialog.getByRole("button", { name: "Book Technician" }).click();
    await expect(page.getByRole("dialog", { name: "Booking Received!" })).toBeVisible();
    expect(bookingsNamed(name)).toEqual([expect.objectContaining({ service: "PCB Repair", brand: "LG", locality: "Jayanagar" })]);
  });

  test("the chat button opens WhatsApp in a new tab with everything typed so far", async ({ page }) => {
    await page.goto("/");
    const dialog = await openWithEvent(page, { service: "PCB Repair", brand: "LG" });
    const chat = dialog.getByRole("link", { name: "Book via WhatsApp instead" });
    await expect(chat).toHaveAttribute("target", "_blank");
    await dialog.getByLabel("Your Name *").fill("Asha Rao");
    await dialog.getByLabel("Phone Number *").fill("98450 12345");
    const text = bookingChatText(serverTranslator("en"), { service: "PCB Repair", brand: "LG", name: "Asha Rao", phone: "98450 12345" });
    expect(text).toBe("Hi! I need PCB Repair for my LG washing machine.\nName: Asha Rao\nPhone: 98450 12345");
    await expect(chat).toHaveAttribute("href", `https://wa.me/919008012345?text=${encodeURIComponent(text)}`);
    // The area picked and the problem described go with it.
    await dialog.getByLabel("Locality *").click();
    await dialog.getByRole("group", { name: "Popular areas" }).getByRole("button", { name: "HSR Layout" }).click();
    await dialog.getByLabel("Describe the issue").fill("Drum does not spin");
    const full = `${text}\nArea: HSR Layout\nProblem: Drum does not spin`;
    await expect(chat).toHaveAttribute("href", `https://wa.me/919008012345?text=${encodeURIComponent(full)}`);
  });

  test("the locality picker filters, scrolls, takes a custom entry and works with the keyboard", async ({ page }) => {
    const { dialog } = await openFromHeader(page);
    const localityButton = dialog.getByLabel("Locality *");
    await localityButton.click();
    const search = dialog.getByRole("combobox", { name: "Search localities" });
    await expect(search).toBeFocused();
    const list = dialog.getByRole("listbox", { name: "Localities" });
    expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe("300px");
    expect(await list.getByRole("option").count()).toBeGreaterThanOrEqual(245);
    // The stored popular localities, in the specification's order (other tests may add more after them).
    await expect(dialog.getByRole("group", { name: "Popular areas" }).getByRole("button")).toContainText([
      "Indiranagar",
      "Koramangala",
      "Whitefield",
      "HSR Layout",
      "JP Nagar",
      "Electronic City",
    ]);

    // Case-insensitive substring filter.
    await search.fill("LAYOUT");
    const shown = await list.getByRole("option").allTextContents();
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.every((name) => name.toLowerCase().includes("layout"))).toBe(true);
    expect(shown).toContain("HSR Layout");
    await search.fill("zzzz");
    await expect(list.getByRole("option")).toHaveCount(0);
    await expect(dialog.getByText("No locality matches")).toBeVisible();

    // Keyboard: arrows move, Enter picks, and the picker closes back onto its button.
    await search.fill("kora");
    await search.press("ArrowDown");
    await search.press("ArrowDown");
    await expect(search).toHaveAttribute("aria-activedescendant", /.+/);
    await search.press("Enter");
    await expect(search).toBeHidden();
    await expect(localityButton).toHaveText("Koramangala 1st Block");
    await expect(localityButton).toBeFocused();
    await expect(dialog).toBeVisible();

    // Esc closes the picker only; a second Esc closes the dialog.
    await localityButton.click();
    await expect(search).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(search).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(localityButton).toHaveText("Koramangala 1st Block");

    // Custom entry, typed in the picker itself (no browser prompt): with nothing typed it asks
    // there; blanks are ignored, the rest trimmed.
    let prompted = false;
    page.on("dialog", () => void (prompted = true));
    await localityButton.click();
    await dialog.getByRole("button", { name: "Enter a custom location" }).click();
    await expect(dialog.getByText("Enter your custom location: type it in the box below")).toBeVisible();
    await expect(search).toBeFocused();
    await search.fill("   ");
    await dialog.getByRole("button", { name: "Enter a custom location" }).click();
    await expect(localityButton).toHaveText("Koramangala 1st Block");
    await search.fill("  Prestige Shantiniketan  ");
    await dialog.getByRole("button", { name: "Use “Prestige Shantiniketan”" }).click();
    await expect(search).toBeHidden();
    await expect(localityButton).toHaveText("Prestige Shantiniketan");
    // Enter takes an area the list does not have, as typed.
    await localityButton.click();
    await search.fill("Sarjapur Outer Ring Road Tower 9");
    await search.press("Enter");
    await expect(localityButton).toHaveText("Sarjapur Outer Ring Road Tower 9");
    expect(prompted).toBe(false);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("missing fields keep the dialog open with the message; Esc closes it and returns focus", async ({ page }) => {
    const name = uniqueName("Only A Name");
    const { dialog, bookNow } = await openFromHeader(page);
    await dialog.getByLabel("Your Name *").fill(name);
    await dialog.getByRole("button", { name: "Book Technician" }).click();
    await expect(dialog.getByRole("alert")).toContainText("Please fill in all required fields");
    await expect(dialog.getByText("Choose your locality", { exact: true }).last()).toBeVisible();
    await expect(dialog.getByLabel("Your Name *")).toHaveValue(name);
    expect(bookingsNamed(name)).toEqual([]);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(bookNow).toBeFocused();
  });

  /** Fills every field of the dialog; the caller presses Book Technician. */
  async function fillDialog(page: Page, name: string) {
    const { dialog } = await openFromHeader(page);
    await dialog.getByLabel("Your Name *").fill(name);
    await dialog.getByLabel("Phone Number *").fill("9845012345");
    await dialog.getByLabel("Service").selectOption("Maintenance");
    await dialog.getByLabel("Locality *").click();
    await dialog.getByRole("button", { name: "Whitefield" }).click();
    await dialog.getByLabel("Describe the issue").fill("Smells of burning");
    return dialog;
  }

  async function expectKeptWithMessage(dialog: Locator, name: string, message = "Error submitting booking. Please try again.") {
    await expect(dialog.getByRole("alert")).toHaveText(message);
    await expect(dialog.getByLabel("Your Name *")).toHaveValue(name);
    await expect(dialog.getByLabel("Phone Number *")).toHaveValue("9845012345");
    await expect(dialog.getByLabel("Service")).toHaveValue("Maintenance");
    await expect(dialog.getByLabel("Locality *")).toHaveText("Whitefield");
    await expect(dialog.getByLabel("Describe the issue")).toHaveValue("Smells of burning");
    await expect(dialog.getByRole("button", { name: "Book Technician" })).toBeEnabled();
  }

  test("a failed save shows 'Error submitting booking. Please try again.' and keeps every value", async ({ page }) => {
    const name = uniqueName("Disk Full");
    const allow = refuseBookingsNamed("Disk Full");
    try {
      const dialog = await fillDialog(page, name);
      const answer = page.waitForResponse((response) => response.url().includes("/book.data") && response.request().method() === "POST");
      await dialog.getByRole("button", { name: "Book Technician" }).click();
      // The real action's answer to the database's refusal.
      expect((await answer).status()).toBe(503);
      await expectKeptWithMessage(dialog, name);
      expect(bookingsNamed(name)).toEqual([]);
    } finally {
      allow();
    }
  });

  test("with the network cut at submit the dialog keeps every value and says the booking did not go through; sending again books once", async ({
    page,
    context,
  }) => {
    const name = uniqueName("Offline Ravi");
    const dialog = await fillDialog(page, name);
    await context.setOffline(true);
    await dialog.getByRole("button", { name: "Book Technician" }).click();
    await expectKeptWithMessage(dialog, name, "Error submitting booking. Please try again. Your connection dropped; all you typed is still here.");
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
    expect(bookingsNamed(name)).toEqual([]);

    await context.setOffline(false);
    await dialog.getByRole("button", { name: "Book Technician" }).click();
    await expect(page.getByRole("dialog", { name: "Booking Received!" })).toBeVisible();
    expect(bookingsNamed(name)).toHaveLength(1);
  });

  test("Book pressed offline before the dialog ever loaded: a notification says the form could not load, with the phone; online, Book opens it", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    await context.setOffline(true);
    const book = page.getByRole("banner").getByRole("link", { name: "Book Now" });
    await book.click();
    const notice = page.getByRole("alert").filter({ hasText: "We could not load the booking form" });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("+91 90080 12345");
    await expect(page).toHaveURL(/\/$/);
    await context.setOffline(false);
    await book.click();
    await expect(page.getByRole("dialog", { name: "Book a Technician" }).getByLabel("Your Name *")).toBeVisible();
  });

  test("opened, then offline: the dialog says the form could not load; Try again loads it", async ({ page, context }) => {
    await page.goto("/");
    await waitForHydration(page);
    const book = page.getByRole("banner").getByRole("link", { name: "Book Now" });
    await book.click();
    const dialog = page.getByRole("dialog", { name: "Book a Technician" });
    await expect(dialog.getByLabel("Your Name *")).toBeVisible();
    await page.keyboard.press("Escape");
    await context.setOffline(true);
    await book.click();
    await expect(dialog.getByRole("alert")).toContainText("We could not load the booking form");
    await context.setOffline(false);
    await dialog.getByRole("button", { name: "Try again" }).click();
    await expect(dialog.getByLabel("Your Name *")).toBeVisible();
  });
});
