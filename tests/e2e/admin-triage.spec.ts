import { expect, test } from "./fixtures";
import { createBookingViaForm, query, uniqueName } from "./support";

// Triage: an emergency is marked and comes first among pending bookings; staff assign a
// technician, write notes, and filter the list by technician.
for (const javaScriptEnabled of [true, false]) {
  test.describe(`triage (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled });

    test("urgent first; assign a technician and add a note; filter by technician; CSV columns", async ({ asStaff, page, request, baseURL }) => {
      const tag = uniqueName("Triage").replace(/ /g, "-");
      const emergency = await createBookingViaForm(request, `Flood ${tag}`, "Emergency Repair");
      const normal = await createBookingViaForm(request, `Later ${tag}`);
      const technician = `Tech ${tag}`;

      await asStaff();
      await page.goto("/admin");
      await expect(page.getByText("Total Bookings")).toBeVisible();

      await page.goto("/admin/form-settings/technicians");
      await page.getByLabel("Technician name").fill(technician);
      await page.getByRole("button", { name: "Add Technician" }).click();
      await expect(page.getByRole("status").getByText("Technician Added")).toBeVisible();
      await expect(page.getByRole("listitem").filter({ hasText: technician })).toBeVisible();

      // The emergency was booked first, yet it leads the list, marked Urgent.
      await page.goto(`/admin?q=${encodeURIComponent(tag)}`);
      const rows = page.getByRole("row").filter({ hasText: tag });
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(0)).toContainText(`Flood ${tag}`);
      await expect(rows.nth(0)).toContainText("Urgent");
      await expect(rows.nth(1)).not.toContainText("Urgent");

      await rows
        .nth(1)
        .getByRole("link", { name: `Later ${tag}`, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`/admin/bookings/${normal.id}$`));
      await page.getByLabel("Assigned to").selectOption({ label: technician });
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByRole("status").getByText("Technician Assigned")).toBeVisible();
      await expect(page.getByText(`Assigned to ${technician}`)).toBeVisible();

      // An empty note is refused and changes nothing; a note is kept with who wrote it.
      await page.getByLabel("Note").fill("   ");
      await page.getByRole("button", { name: "Add note" }).click();
      await expect(page.getByRole("link", { name: "Write the note first" })).toBeVisible();
      await page.getByLabel("Note").fill("Called: prefers after 5 PM");
      await page.getByRole("button", { name: "Add note" }).click();
      await expect(page.getByRole("status").getByText("Note Added")).toBeVisible();
      await expect(page.getByText("Called: prefers after 5 PM")).toBeVisible();
      await expect(page.getByLabel("Note")).toHaveValue("");
      expect(query<{ body: string }>("select body from booking_notes where booking_id = ? order by id", normal.id).map((n) => n.body)).toEqual([
        `Assigned to ${technician}`,
        "Called: prefers after 5 PM",
      ]);

      await page.goto(`/admin?q=${encodeURIComponent(tag)}`);
      await page.getByLabel("Technician").selectOption({ label: technician });
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(page).toHaveURL(/technician=\d+/);
      await expect(page.getByRole("row").filter({ hasText: tag })).toHaveCount(1);
      await expect(page.getByRole("row").filter({ hasText: tag })).toContainText(technician);

      // page.request carries the browser's session; the export is a post from the bookings page.
      const exported = await page.request.post("/admin/bookings/export", { form: { q: tag }, headers: { Origin: baseURL! } });
      const csv = await exported.text();
      expect(csv).toContain('"Urgent","Technician"');
      expect(csv).toMatch(new RegExp(`Later ${tag}.*"No","${technician}"`));
      expect(csv).toMatch(new RegExp(`Flood ${tag}.*"Yes",`));
      expect(emergency.id).toBeLessThan(normal.id);
    });
  });
}

test("with the connection cut as a note is sent, the note form keeps it and says so at its top, in focus", async ({ asStaff, page, request }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  const booking = await createBookingViaForm(request, uniqueName("Offline note"));
  await asStaff();
  await page.goto("/admin");
  await expect(page.getByText("Total Bookings")).toBeVisible();
  await page.goto(`/admin/bookings/${booking.id}`);
  const form = page.locator("form", { has: page.getByRole("button", { name: "Add note" }) });
  await expect(form).toHaveAttribute("novalidate", "");
  await page.getByLabel("Note", { exact: true }).fill("Customer asked for a morning visit");
  await page.route(`**/admin/bookings/${booking.id}*`, (route) =>
    route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue(),
  );
  await page.getByRole("button", { name: "Add note" }).click();
  const summary = form.getByRole("alert").filter({ hasText: "Not sent: your connection dropped. All you typed is still here" });
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();
  await expect(page.getByLabel("Note", { exact: true })).toHaveValue("Customer asked for a morning visit");
  await expect(page.locator("form", { has: page.getByRole("button", { name: "Save" }) }).getByRole("alert")).toHaveCount(0);
  expect(query("select 1 from booking_notes where booking_id = ?", booking.id)).toEqual([]);
});

test.describe("JavaScript off, on a 390 px phone", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("a refused note comes back with its message in view, not at the top of the page", async ({ asStaff, page, request }) => {
    const booking = await createBookingViaForm(request, uniqueName("Blank note"));
    await asStaff();
    await page.goto(`/admin/bookings/${booking.id}`);
    await page.getByLabel("Note", { exact: true }).fill("   ");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByRole("link", { name: "Write the note first" })).toBeInViewport();
    await expect(page.getByLabel("Note", { exact: true })).toBeInViewport();
    expect(query("select 1 from booking_notes where booking_id = ?", booking.id)).toEqual([]);
  });
});
