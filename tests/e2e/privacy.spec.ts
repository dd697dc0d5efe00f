// Privacy, in Chromium with JavaScript on and off: a notice where people type (in
// Kannada on a Kannada page); the customer's page shows, downloads and erases their data; after
// erasure neither their page nor the admin shows the name or phone, and the phone number is gone
// from the bytes of the database file and its WAL; an issued invoice keeps its number and total.
import fs from "node:fs";

import { expect, test } from "./fixtures";
import { bookingFormFields, query, uniqueName, waitForHydration } from "./support";

/** A phone number no other test uses: 9 then nine random digits. */
function uniquePhone(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
}

/** Whether the database file or its WAL holds these bytes (UTF-8), as a forensic look at the disk would find them. */
function onDisk(text: string): string[] {
  const path = process.env.E2E_DATABASE_PATH!;
  const needle = Buffer.from(text, "utf8");
  return [path, `${path}-wal`].filter((file) => fs.existsSync(file) && fs.readFileSync(file).includes(needle));
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`privacy (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 390, height: 844 } });

    test("the booking and contact forms carry the notice and link the privacy page, in Kannada on a Kannada page", async ({ page }) => {
      await page.goto("/kn/book");
      const note = page.getByText(/ಭೇಟಿ ಏರ್ಪಡಿಸಲು ಮತ್ತು ಬಿಲ್ ಮಾಡಲು ಮಾತ್ರ, ಭೇಟಿಯ ನಂತರ 24 ತಿಂಗಳವರೆಗೆ/);
      await expect(note).toBeVisible();
      await expect(page.getByRole("link", { name: "ಗೌಪ್ಯತಾ ಸೂಚನೆ" })).toHaveAttribute("href", "/kn/privacy");
      await page.goto("/contact");
      await expect(page.getByText(/only to arrange and bill your visit, for up to 24 months/)).toBeVisible();
      await page.getByRole("link", { name: "Privacy notice" }).click();
      await expect(page).toHaveURL(/\/privacy$/);
      for (const heading of ["What we collect, and why", "How long we keep it", "Your rights", "Grievances and the Data Protection Board"])
        await expect(page.getByRole("heading", { name: heading })).toBeVisible();
      await page.goto("/kn/privacy");
      await expect(page.getByRole("heading", { name: "ನಿಮ್ಮ ಹಕ್ಕುಗಳು" })).toBeVisible();
      await page.goto("/hi/privacy");
      await expect(page.getByRole("heading", { name: "आपके अधिकार" })).toBeVisible();
    });

    test("the customer downloads their data, then erases it: gone from their page, the admin and the database's bytes; the invoice keeps its number and total", async ({
      asStaff,
      page,
      request,
      browser,
    }) => {
      test.setTimeout(60_000);
      const name = uniqueName("Privacy Kavya");
      const phone = uniquePhone();
      const form = { ...bookingFormFields(name), phone, address: "No. 9, 3rd Main, Indiranagar", pin: "560038" };
      expect((await request.post("/book", { form })).ok()).toBe(true);
      const [booking] = query<{ id: number; token: string; reference: string }>("select id, token, reference from bookings where name = ?", name);

      // Staff bill it and issue the invoice.
      const staff = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await asStaff({ into: staff });
      await staff.goto(`/admin/bookings/${booking!.id}/bill`);
      await staff.getByLabel("Description").fill("Visit");
      await staff.getByLabel("Unit price (₹)").fill("299");
      await staff.getByRole("button", { name: "Add item" }).click();
      await expect(staff.getByRole("status").getByText("Item Added")).toBeVisible();
      await staff.getByText("Issue bill", { exact: true }).click();
      await staff.getByRole("button", { name: "Yes, issue the bill" }).click();
      await expect(staff.getByRole("status").getByText(/^Bill Issued: /)).toBeVisible();
      const [invoice] = query<{ number: string; total_paise: number }>("select number, total_paise from invoices where booking_id = ?", booking!.id);

      // Everything held, on the page and as a download.
      await page.goto(`/booking/${booking!.token}`);
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByText("Your data: see, download or erase it").click();
      await expect(page.getByText(`+91${phone}`).last()).toBeVisible();
      await expect(page.getByText("No. 9, 3rd Main, Indiranagar, 560038").last()).toBeVisible();
      await page.screenshot({ path: test.info().outputPath("your-data-390.png"), fullPage: true });
      const download = page.waitForEvent("download");
      await page.getByRole("link", { name: "Download your data (JSON)" }).click();
      const held = JSON.parse(fs.readFileSync(await (await download).path(), "utf8")) as {
        booking: { name: string; phone: string };
        invoices: { number: string }[];
      };
      expect(held.booking).toMatchObject({ name, phone: `+91${phone}` });
      expect(held.invoices.map((one) => one.number)).toEqual([invoice!.number]);
      expect(onDisk(phone).length).toBeGreaterThan(0);

      // Erased, after the question, which says first that the visit still to come goes too.
      await expect(page.getByText(/^This also cancels your visit \(.+\)\.$/)).toBeVisible();
      await page.getByRole("button", { name: "Yes, erase my data" }).click();
      await expect(page.getByRole("main").getByRole("status")).toContainText("Your Data Is Erased");
      await expect(page.getByText(name)).toHaveCount(0);
      await expect(page.getByText(phone)).toHaveCount(0);
      await expect(page.getByText(/Your personal details on this booking were erased on/)).toBeVisible();
      await page.screenshot({ path: test.info().outputPath("erased-390.png"), fullPage: true });

      await staff.goto(`/admin/bookings/${booking!.id}`);
      await expect(staff.getByText(/^Erased on .* at the customer's request$/)).toBeVisible();
      await expect(staff.getByText(name)).toHaveCount(0);
      await expect(staff.getByText(phone)).toHaveCount(0);
      await expect(staff.getByText("No. 9, 3rd Main")).toHaveCount(0);
      // The audit trail says it was erased, without what was erased.
      const audit = query<{ detail: string }>("select detail from audit_log where booking_id = ? and action = 'booking-erased'", booking!.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]!.detail).not.toContain(phone);
      expect(audit[0]!.detail).not.toContain(name);

      // The invoice keeps its number, date and total; the name on it (under ₹50,000) is gone.
      expect(query("select number, total_paise, customer_name, customer_address from invoices where booking_id = ?", booking!.id)).toEqual([
        { number: invoice!.number, total_paise: invoice!.total_paise, customer_name: "Erased", customer_address: "" },
      ]);
      await page.goto(`/booking/${booking!.token}/receipt`);
      await expect(page.getByText(invoice!.number)).toBeVisible();
      await expect(page.getByRole("row", { name: /^Total/ })).toContainText("₹299");

      // Not in the database file, nor its WAL (secure_delete, the search index optimised, the WAL checkpointed).
      expect(onDisk(phone)).toEqual([]);
      expect(onDisk(name)).toEqual([]);
      await staff.close();
    });
  });
}
