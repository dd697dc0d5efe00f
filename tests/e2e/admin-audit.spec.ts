import { expect, test } from "./fixtures";
import { ADMIN_EMAIL, createBookingViaForm, logIn, logInToDashboard, query, uniqueName } from "./support";

// The audit trail: what staff did, who, when, from where; newest first, paged, read only, and
// readable on a 390 px phone.
for (const javaScriptEnabled of [true, false]) {
  test.describe(`the audit trail on a 390 px phone (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled });

    test("lists a failed and a good sign-in, a status change, a note, an export, a setting and a sign-out, newest first", async ({ browser, request }) => {
      const address = `198.51.100.${Math.floor(Math.random() * 200) + 20}`;
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled, extraHTTPHeaders: { "Fly-Client-IP": address } });
      const page = await context.newPage();
      const tag = uniqueName("Audit").replace(/ /g, "-");
      const booking = await createBookingViaForm(request, tag);

      await logIn(page, "a wrong password");
      await expect(page.getByRole("alert")).toHaveText("Invalid credentials");
      await logInToDashboard(page);
      await page.goto(`/admin/bookings/${booking.id}`);
      await page.getByRole("button", { name: `Confirm booking ${booking.id}` }).click();
      await expect(page.getByRole("list", { name: "Status history" })).toContainText(ADMIN_EMAIL);
      await page.getByLabel("Note").fill(`Called ${tag}`);
      await page.getByRole("button", { name: "Add note" }).click();
      await expect(page.getByText(`Called ${tag}`, { exact: true })).toBeVisible();
      await page.goto(`/admin?q=${encodeURIComponent(tag)}`);
      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: "Export CSV" }).click();
      await download;
      await page.goto("/admin/form-settings/technicians");
      await page.getByLabel("Technician name").fill(`Tech ${tag}`);
      await page.getByRole("button", { name: "Add Technician" }).click();
      await expect(page.getByRole("listitem").filter({ hasText: `Tech ${tag}` })).toBeVisible();

      await page.goto("/admin/settings");
      await page.getByRole("link", { name: /Audit log/ }).click();
      await expect(page).toHaveURL(/\/admin\/settings\/audit$/);
      await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
      const rows = page.getByRole("row").filter({ hasText: address });
      // Newest first: what this test did, in the reverse order it did it.
      const mine = await rows.evaluateAll((elements) => elements.map((row) => row.querySelector('[data-label="What"]')!.textContent));
      expect(mine.slice(0, 6)).toEqual(["Setting added", "Bookings exported", "Note added", "Status changed", "Signed in", "Sign-in failed"]);
      await expect(rows.filter({ hasText: "Status changed" })).toContainText(`Booking ${booking.reference}: pending → confirmed`);
      // The note's words are the row's note (an erasure blanks it); what was searched is never recorded.
      await expect(rows.filter({ hasText: "Note added" })).toContainText(`Called ${tag}`);
      await expect(rows.filter({ hasText: "Bookings exported" })).toContainText("1 booking; a search");
      await expect(rows.filter({ hasText: "Bookings exported" })).not.toContainText(tag);
      await expect(rows.filter({ hasText: "Setting added" })).toContainText(`Technician: Tech ${tag}`);
      await expect(rows.filter({ hasText: "Signed in" }).first()).toContainText(ADMIN_EMAIL);
      await expect(rows.filter({ hasText: "Signed in" }).first()).toContainText(/Chrome on \w+/);
      // Read only: nothing on the page changes an entry.
      await expect(page.locator("main form")).toHaveCount(0);
      // It fits a 390 px phone: nothing scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // Each entry's cells sit within the screen's width (other tests' entries may come first: scroll to ours).
      for (const label of ["When", "Who", "What", "Details", "From where"]) {
        const cell = rows.first().locator(`[data-label="${label}"]`);
        await cell.scrollIntoViewIfNeeded();
        const box = (await cell.boundingBox())!;
        expect(box.x, label).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, label).toBeLessThanOrEqual(390);
      }

      await page.getByRole("button", { name: "Logout" }).click();
      await expect(page).toHaveURL(/\/admin\/login$/);
      expect(query<{ action: string }>("select action from audit_log where client_address = ? order by id desc limit 1", address)).toEqual([
        { action: "signed-out" },
      ]);
      await context.close();
    });
  });
}

test("the audit log pages newest first, 25 to a page", async ({ asStaff, page }) => {
  await asStaff();
  await page.goto("/admin");
  // Enough entries for a second page: failed sign-ins from addresses of their own (each is recorded).
  const total = query<{ n: number }>("select count(*) n from audit_log")[0]!.n;
  for (let i = 0; total + i < 30; i++) {
    await page.request.post("/admin/login", {
      form: { email: `pager${i}@example.com`, password: "wrong password" },
      headers: { Origin: new URL(page.url()).origin, "Fly-Client-IP": `192.0.2.${i + 1}` },
    });
  }
  await page.goto("/admin/settings/audit");
  await expect(page.getByRole("row")).toHaveCount(26); // the header and 25 entries
  await page.getByRole("link", { name: "Older" }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(page.getByText("Page 2 of")).toBeVisible();
  await page.getByRole("link", { name: "Newer" }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/audit$/);
  await expect(page.getByRole("row")).toHaveCount(26);
});
