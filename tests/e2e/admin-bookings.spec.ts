import fs from "node:fs";

import { type APIRequestContext, type Page } from "@playwright/test";
import { parse } from "csv-parse/sync";

import { BOOKINGS_CSV_HEADER } from "../shared/csv";
import { expect, test } from "./fixtures";
import { billTheVisit, type BookingRow, bookingsNamed, injectAxe, TOMORROW, uniqueName } from "./support";

/** A booking through the real /book action, with any fields a visitor could type. */
async function postBooking(request: APIRequestContext, fields: Record<string, string>): Promise<BookingRow> {
  const response = await request.post("/book", {
    form: { submissionId: crypto.randomUUID(), phone: "9845012345", locality: "Jayanagar", service: "General Repair", visitDate: TOMORROW, ...fields },
  });
  expect(response.ok()).toBe(true);
  const [row] = bookingsNamed(fields.name!);
  expect(row).toBeDefined();
  return row!;
}

async function search(page: Page, text: string, status = "") {
  await page.getByLabel("Status").selectOption(status);
  await page.getByLabel("Search reference, name, phone or locality").fill(text);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByLabel("Search reference, name, phone or locality")).toHaveValue(text);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`admin bookings (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled });

    test("tabs are URLs: each opens, is marked current, and the back button returns", async ({ asStaff, page }) => {
      await asStaff();
      await page.goto("/admin");
      await expect(page).toHaveURL(/\/admin$/);
      const tabs = page.getByRole("navigation", { name: "Admin sections" });
      await expect(tabs.getByRole("link", { name: "Bookings" })).toHaveAttribute("aria-current", "page");

      await tabs.getByRole("link", { name: "Analytics" }).click();
      await expect(page).toHaveURL(/\/admin\/analytics$/);
      await expect(tabs.getByRole("link", { name: "Analytics" })).toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("img", { name: /^Bookings per day, from \d{1,2} \w{3} to \d{1,2} \w{3}$/ })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Bookings by service" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Bookings by locality" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Waiting longest: oldest pending bookings" })).toBeVisible();

      await tabs.getByRole("link", { name: "Form Settings" }).click();
      await expect(page).toHaveURL(/\/admin\/form-settings\/locations$/);
      const subTabs = page.getByRole("navigation", { name: "Form settings" });
      await expect(subTabs.getByRole("link", { name: "Locations" })).toHaveAttribute("aria-current", "page");
      await subTabs.getByRole("link", { name: "Time Slots" }).click();
      await expect(page).toHaveURL(/\/admin\/form-settings\/time-slots$/);
      await expect(page.getByText("Morning (9 AM - 12 PM)")).toBeVisible();
      await subTabs.getByRole("link", { name: "Services" }).click();
      await expect(page).toHaveURL(/\/admin\/form-settings\/services$/);
      await expect(page.getByText("Door Lock Repair")).toBeVisible();

      await tabs.getByRole("link", { name: "Settings", exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/settings$/);
      await expect(page.getByRole("heading", { name: "Change your password" })).toBeVisible();
      await expect(page.getByRole("list", { name: "Admins" })).toContainText("admin@example.com");

      await page.goBack();
      await expect(page).toHaveURL(/\/admin\/form-settings\/services$/);
      await page.goBack();
      await expect(page).toHaveURL(/\/admin\/form-settings\/time-slots$/);
      // The counts lead the dashboard, and only the dashboard.
      await expect(page.getByRole("term").filter({ hasText: /^Total Bookings$/ })).toHaveCount(0);
      await tabs.getByRole("link", { name: "Bookings", exact: true }).click();
      for (const term of ["Total Bookings", "Pending", "Completed", "Today"]) {
        await expect(page.getByRole("term").filter({ hasText: new RegExp(`^${term}$`) })).toBeVisible();
      }
    });

    test("search, filter and pages; a status change returns to the same page and shows in the history", async ({ asStaff, page, request }) => {
      const prefix = uniqueName("Pager");
      const rows: BookingRow[] = [];
      // 26 matches: one more than a page. Made one after another so their order is known.
      for (let i = 1; i <= 26; i++) rows.push(await postBooking(request, { name: `${prefix} ${String(i).padStart(2, "0")}` }));

      await asStaff();
      await page.goto("/admin");
      await search(page, prefix);
      await expect(page.getByText("Showing 1–25 of 26 bookings")).toBeVisible();
      await expect(page.getByRole("row").filter({ hasText: `${prefix} 26` })).toBeVisible();
      await expect(page.getByRole("row").filter({ hasText: `${prefix} 01` })).toHaveCount(0);

      await page.getByRole("link", { name: "Next page" }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(page.getByText("Showing 26–26 of 26 bookings")).toBeVisible();
      const oldest = rows[0]!;
      const row = page.getByRole("row").filter({ hasText: oldest.name });
      await expect(row.getByRole("link", { name: "+91 98450 12345" })).toHaveAttribute("href", "tel:+919845012345");
      // WhatsApp opens the customer's chat with the confirmation already typed.
      await expect(row.getByRole("link", { name: `WhatsApp ${oldest.name}` })).toHaveAttribute(
        "href",
        new RegExp(`^https://wa\\.me/919845012345\\?text=Hello%20${encodeURIComponent(oldest.name)}%2C%20`),
      );

      await row.getByRole("button", { name: `Confirm booking ${oldest.id}` }).click();
      await expect(row).toContainText("confirmed");
      await expect(page).toHaveURL(/page=2/);
      await expect(page).toHaveURL(new RegExp(`q=`));
      expect(bookingsNamed(oldest.name)[0]!.status).toBe("confirmed");

      await search(page, prefix, "confirmed");
      await expect(page.getByText("Showing 1–1 of 1 bookings")).toBeVisible();
      await search(page, prefix, "pending");
      await expect(page.getByText("Showing 1–25 of 25 bookings")).toBeVisible();
      // Search by the phone as people write it finds bookings too.
      await search(page, "98450 12345", "");
      await expect(page.getByRole("row").filter({ hasText: prefix }).first()).toBeVisible();

      await page.goto(`/admin?q=${encodeURIComponent(prefix)}&status=confirmed`);
      await page.getByRole("link", { name: oldest.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/bookings/${oldest.id}$`));
      await expect(page.getByRole("heading", { name: `Booking ${oldest.reference}: ${oldest.name}` })).toBeVisible();
      await expect(page.getByText("Not described")).toBeVisible();
      const history = page.getByRole("list", { name: "Status history" }).getByRole("listitem");
      await expect(history).toHaveCount(1);
      await expect(history.nth(0)).toContainText(/pending\s*→\s*confirmed\s*admin@example\.com/);

      // Complete is offered once the visit's work is on its bill.
      await expect(page.getByLabel(`Complete booking ${oldest.id}`)).toHaveCount(0);
      await billTheVisit(page.request, oldest.id, { origin: new URL(page.url()).origin });
      await page.reload();
      await page.getByLabel(`Complete booking ${oldest.id}`).click();
      await page.getByRole("button", { name: "Yes, mark completed" }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/bookings/${oldest.id}#booking-${oldest.id}$`));
      await expect(history).toHaveCount(2);
      await expect(history.nth(1)).toContainText(/confirmed\s*→\s*completed\s*admin@example\.com/);
      expect(bookingsNamed(oldest.name)[0]!.status).toBe("completed");
    });

    test("exports the current filter as CSV: every row whole, no cell a formula, in the audit trail", async ({ asStaff, page, request }) => {
      const tag = uniqueName("Export").replace(/ /g, "-");
      const issue = `Says "hi", then leaves\n=cmd|' /C calc'!A0 ${tag}`;
      const hostile = await postBooking(request, { name: `=HYPERLINK("http://evil.example") ${tag}`, issue });
      const plain = await postBooking(request, { name: `Asha, Rao ${tag}`, locality: "@SUM(A1)" });

      await asStaff();
      await page.goto("/admin");
      await search(page, tag);
      const downloadEvent = page.waitForEvent("download");
      await page.getByRole("button", { name: "Export CSV" }).click();
      const download = await downloadEvent;
      expect(download.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
      // A real CSV parser, strict about every record having every column.
      const [header, ...records] = parse(fs.readFileSync((await download.path())!, "utf8"), { bom: true }) as string[][];
      expect(header).toEqual(BOOKINGS_CSV_HEADER);
      expect(records.map((r) => r[0])).toEqual([String(plain.id), String(hostile.id)]);
      expect(records.map((r) => r[1])).toEqual([plain.reference, hostile.reference]);
      const cell = (record: string[], column: string) => record[BOOKINGS_CSV_HEADER.indexOf(column)];
      for (const record of records) {
        expect(record).toHaveLength(BOOKINGS_CSV_HEADER.length);
        for (const cell of record) expect(cell).not.toMatch(/^[=+\-@\t\r\n]/);
      }
      expect(cell(records[1]!, "Name")).toBe(`'=HYPERLINK("http://evil.example") ${tag}`);
      expect(cell(records[1]!, "Issue")).toBe(issue);
      expect(cell(records[1]!, "Visit date (YYYY-MM-DD)")).toBe(TOMORROW);
      expect(cell(records[0]!, "Name")).toBe(`Asha, Rao ${tag}`);
      expect(cell(records[0]!, "Location")).toBe("'@SUM(A1)");
      expect(cell(records[0]!, "Phone")).toBe("'+919845012345");
      // Every date in the file in one format, ISO 8601.
      expect(cell(records[0]!, "Booked (IST, YYYY-MM-DD HH:MM)")).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

      // A range: both were booked this month (the server's clock), none last month.
      const exportRange = async (range: string) => {
        await page.getByLabel("Booked").selectOption(range);
        const next = page.waitForEvent("download");
        await page.getByRole("button", { name: "Export CSV" }).click();
        return (parse(fs.readFileSync((await (await next).path())!, "utf8"), { bom: true }) as string[][]).slice(1).map((r) => r[0]);
      };
      expect(await exportRange("this-month")).toEqual([String(plain.id), String(hostile.id)]);
      expect(await exportRange("last-month")).toEqual([]);

      // The trail records that a search narrowed the export, never what was searched.
      await page.goto("/admin/settings/audit");
      const exported = page.getByRole("row").filter({ hasText: "Bookings exported" });
      await expect(exported.first()).toContainText(/0 bookings; a search, booked \d{4}-\d{2}-01 to \d{4}-\d{2}-\d{2}/);
      await expect(exported.nth(2)).toContainText("2 bookings; a search");
      await expect(page.getByRole("row").filter({ hasText: tag })).toHaveCount(0);
    });

    test("a hostile booking renders as text in the table and the detail view", async ({ asStaff, page, request }) => {
      const tag = uniqueName("Hostile").replace(/ /g, "-");
      const name = `<script>alert(1)</script> ${tag}`;
      const booking = await postBooking(request, { name, issue: `<img src=x onerror="alert(2)"> ${tag}`, locality: "<b>Bold</b>" });
      let dialogs = 0;
      page.on("dialog", async (dialog) => {
        dialogs++;
        await dialog.dismiss();
      });

      await asStaff();
      await page.goto("/admin");
      await search(page, tag);
      const row = page.getByRole("row").filter({ hasText: tag });
      await expect(row.getByRole("link", { name, exact: true })).toBeVisible();
      await expect(row).toContainText("<b>Bold</b>");
      await expect(row.locator("img")).toHaveCount(0);
      await expect(row.getByText(`<img src=x onerror="alert(2)"> ${tag}`)).toHaveAttribute("title", `<img src=x onerror="alert(2)"> ${tag}`);

      await page.goto(`/admin/bookings/${booking.id}`);
      await expect(page.getByRole("heading", { name: `Booking ${booking.reference}: ${name}` })).toBeVisible();
      await expect(page.getByText(`<img src=x onerror="alert(2)"> ${tag}`)).toBeVisible();
      await expect(page.locator("main img")).toHaveCount(0);
      expect(dialogs).toBe(0);
    });
  });
}

test("the admin pages have no axe-core violations", async ({ asStaff, page, request }) => {
  // axe-core over eight full pages takes a while on a busy machine.
  test.slow();
  const booking = await postBooking(request, { name: uniqueName("Axe"), issue: "Door will not open" });
  await asStaff();
  await page.goto("/admin");
  for (const path of [
    "/admin",
    "/admin/analytics",
    "/admin/form-settings/locations",
    "/admin/form-settings/time-slots",
    "/admin/form-settings/services",
    "/admin/settings",
    "/admin/settings/notifications",
    `/admin/bookings/${booking.id}`,
  ]) {
    await page.goto(path);
    await injectAxe(page);
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: () => Promise<{ violations: { id: string; nodes: unknown[] }[] }> } }).axe;
      return (await axe.run()).violations.map((v) => `${v.id}: ${(v.nodes as { html: string }[]).map((n) => n.html.slice(0, 120)).join(" | ")}`);
    });
    expect(violations, path).toEqual([]);
  }
});
