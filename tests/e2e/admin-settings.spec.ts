import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { ADMIN_EMAIL, createBookingViaForm, fieldMessage, logInToDashboard, query, TOMORROW, uniqueName, waitForHydration } from "./support";

async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.getByRole("status");
  await expect(toast.getByText(title, { exact: true })).toBeVisible();
  if (description) await expect(toast.getByText(description, { exact: true })).toBeVisible();
}

/** The time-slot options the public booking page offers now. */
async function bookingTimeSlotLabels(page: Page): Promise<string[]> {
  await page.goto("/book");
  return page.locator('select[name="timeSlot"] option').allTextContents();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`form settings (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled });

    test("locations: add (popular), refuse a duplicate and a blank name, toggle, delete, with the spec's toasts", async ({ asStaff, page }) => {
      const name = uniqueName("Loc");
      await asStaff({ into: page });
      await page.goto("/admin/form-settings/locations");
      const add = page.getByRole("button", { name: "Add Location" });
      if (javaScriptEnabled) {
        await expect(add).toBeDisabled();
        await page.getByLabel("Location name").fill("   ");
        await expect(add).toBeDisabled();
      } else {
        // Without JavaScript the server says what is missing.
        await page.getByLabel("Location name").fill("   ");
        await add.click();
        await expect(fieldMessage(page, "Enter a location name")).toBeVisible();
      }

      await page.getByLabel("Location name").fill(`  ${name} `);
      await page.getByRole("checkbox", { name: "Popular" }).check();
      await expect(add).toBeEnabled();
      await add.click();
      await expectToast(page, "Location Added");
      const item = page.getByRole("listitem").filter({ hasText: name });
      await expect(item).toContainText("Popular");
      await expect(page.getByLabel("Location name")).toHaveValue("");
      expect(query("select popular from form_localities where name = ?", name)).toEqual([{ popular: 1 }]);
      // A toast shows once: the next page load has none.
      await page.reload();
      await expect(page.getByRole("status")).toBeEmpty();
      if (javaScriptEnabled) {
        // The booking dialog offers it as a popular chip at once.
        await page.goto("/");
        await waitForHydration(page);
        await page.getByRole("banner").getByRole("link", { name: "Book Now" }).click();
        const dialog = page.getByRole("dialog", { name: "Book a Technician" });
        await dialog.getByLabel("Locality *").click();
        await expect(dialog.getByRole("group", { name: "Popular areas" }).getByRole("button", { name, exact: true })).toBeVisible();
        await page.goto("/admin/form-settings/locations");
      }

      await page.getByLabel("Location name").fill("indiranagar");
      await add.click();
      await expect(fieldMessage(page, 'A location named "indiranagar" already exists.')).toBeVisible();
      await expect(page.getByLabel("Location name")).toHaveValue("indiranagar");

      await item.getByRole("button", { name: `Unmark popular: ${name}` }).click();
      await expectToast(page, "Location Updated", "Popular status has been updated");
      await expect(item).not.toContainText("Popular");
      expect(query("select popular from form_localities where name = ?", name)).toEqual([{ popular: 0 }]);

      await item.getByRole("button", { name: `Delete ${name}` }).click();
      await expectToast(page, "Location Deleted");
      await expect(page.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);
    });

    test("time slots: an added slot is offered by the booking form, a deleted one is gone and refused", async ({ asStaff, page, request }) => {
      const label = uniqueName("Night Slot");
      const value = label.toLowerCase().replace(/ /g, "_");
      await asStaff({ into: page });
      await page.goto("/admin/form-settings/time-slots");
      const add = page.getByRole("button", { name: "Add Time Slot" });
      if (javaScriptEnabled) {
        await page.getByLabel("Label").fill(label);
        await expect(add).toBeDisabled();
      }
      await page.getByLabel("Label").fill(label);
      await page.getByLabel("Value").fill(label.toUpperCase());
      await add.click();
      await expectToast(page, "Time Slot Added");
      await expect(page.getByRole("listitem").filter({ hasText: label })).toContainText(value);
      expect(await bookingTimeSlotLabels(page)).toContain(label);

      await page.goto("/admin/form-settings/time-slots");
      await page.getByLabel("Label").fill("Morning again");
      await page.getByLabel("Value").fill("Morning");
      await add.click();
      await expect(fieldMessage(page, 'A time slot with the value "morning" already exists.')).toBeVisible();

      await page.getByRole("button", { name: `Delete ${label}` }).click();
      await expectToast(page, "Time Slot Deleted");
      expect(await bookingTimeSlotLabels(page)).not.toContain(label);
      // Today's morning slot reads "(started)" after 9 AM in Bengaluru.
      expect((await bookingTimeSlotLabels(page)).some((slot) => slot.startsWith("Morning (9 AM - 12 PM)"))).toBe(true);
      const refused = await request.post("/book", {
        form: { submissionId: crypto.randomUUID(), name: uniqueName("Slot"), phone: "9845012345", locality: "Jayanagar", visitDate: TOMORROW, timeSlot: value },
      });
      expect(refused.status()).toBe(400);
    });

    test("services: add and delete, refusing a duplicate", async ({ asStaff, page }) => {
      const name = uniqueName("Service");
      await asStaff({ into: page });
      await page.goto("/admin/form-settings/services");
      await page.getByLabel("Service name").fill(name);
      await page.getByLabel("Description").fill("Checks the drain pump and hose");
      await page.getByRole("button", { name: "Add Service" }).click();
      await expectToast(page, "Service Added");
      await expect(page.getByRole("listitem").filter({ hasText: name })).toContainText("Checks the drain pump and hose");

      await page.getByLabel("Service name").fill("PCB Repair");
      await page.getByLabel("Description").fill("Again");
      await page.getByRole("button", { name: "Add Service" }).click();
      await expect(fieldMessage(page, 'A service named "PCB Repair" already exists.')).toBeVisible();

      await page.getByRole("button", { name: `Delete ${name}` }).click();
      await expectToast(page, "Service Deleted");
      expect(query("select * from services where name = ?", name)).toEqual([]);
    });

    test("settings: add an admin, who logs in and changes their own password", async ({ asStaff, page, browser }) => {
      // Two sign-ins through the login page (its subject) and five posts: some 23 s alone on a 2-CPU machine.
      test.setTimeout(60_000);
      const email = `${uniqueName("staff").replace(/ /g, "-")}@example.com`;
      await asStaff({ into: page });
      await page.goto("/admin/settings");
      await page.getByLabel("E-mail").fill(email);
      await page.getByLabel("Password", { exact: true }).fill("short");
      await page.getByRole("button", { name: "Add admin" }).click();
      await expect(fieldMessage(page, "Use at least 10 characters")).toBeVisible();
      await page.getByLabel("Password", { exact: true }).fill("first staff password");
      await page.getByRole("button", { name: "Add admin" }).click();
      await expectToast(page, "Admin Added");
      await page.getByLabel("E-mail").fill(email);
      await page.getByLabel("Password", { exact: true }).fill("first staff password");
      await page.getByRole("button", { name: "Add admin" }).click();
      await expect(fieldMessage(page, "An admin with this e-mail already exists")).toBeVisible();

      const staffContext = await browser.newContext({ javaScriptEnabled });
      const staff = await staffContext.newPage();
      await logInToDashboard(staff, "first staff password", email);
      await staff.goto("/admin/settings");
      await staff.getByLabel("Current password").fill("not the password");
      await staff.getByLabel("New password", { exact: true }).fill("second staff password");
      await staff.getByLabel("Repeat the new password").fill("second staff password");
      await staff.getByRole("button", { name: "Change password" }).click();
      await expect(fieldMessage(staff, "The current password is not right")).toBeVisible();

      await staff.getByLabel("Current password").fill("first staff password");
      await staff.getByLabel("New password", { exact: true }).fill("second staff password");
      await staff.getByLabel("Repeat the new password").fill("different password!");
      await staff.getByRole("button", { name: "Change password" }).click();
      await expect(fieldMessage(staff, "The two new passwords differ")).toBeVisible();

      await staff.getByLabel("Current password").fill("first staff password");
      await staff.getByLabel("New password", { exact: true }).fill("second staff password");
      await staff.getByLabel("Repeat the new password").fill("second staff password");
      await staff.getByRole("button", { name: "Change password" }).click();
      await expectToast(staff, "Password Changed");
      await staff.getByRole("button", { name: "Logout" }).click();
      await expect(staff).toHaveURL(/\/admin\/login$/);
      await logInToDashboard(staff, "second staff password", email);
      await staffContext.close();
    });
  });
}

test("typing while a refused post is still settling is kept, and a success empties the form", async ({ asStaff, page }) => {
  const email = `${uniqueName("typist").replace(/ /g, "-")}@example.com`;
  await asStaff({ into: page });
  await page.goto("/admin/settings");
  // Once hydrated the form checks with its schema (novalidate): only then is a post a fetch.
  await expect(page.locator("form", { has: page.getByRole("button", { name: "Add admin" }) })).toHaveAttribute("novalidate", "");
  // The page's data is reloaded after every post; hold that back, as a slow network would, until
  // the test has typed: the refused post's messages are already shown. (An e-mail that has an
  // admin already is refused by the server only, so the post is sent.)
  let release = () => {};
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/admin\/settings\.data/, async (route) => {
    if (route.request().method() === "GET") await typed;
    await route.continue();
  });
  const password = page.getByLabel("Password", { exact: true });
  await page.getByLabel("E-mail").fill(ADMIN_EMAIL);
  await password.fill("a long enough password");
  const settled = page.waitForResponse((response) => response.request().method() === "GET" && /\/admin\/settings\.data/.test(response.url()));
  await page.getByRole("button", { name: "Add admin" }).click();
  await expect(fieldMessage(page, "An admin with this e-mail already exists")).toBeVisible();
  await page.getByLabel("E-mail").fill(email);
  release();
  await settled;
  await expect(password).toHaveValue("a long enough password");
  await expect(page.getByLabel("E-mail")).toHaveValue(email);

  await page.getByRole("button", { name: "Add admin" }).click();
  await expectToast(page, "Admin Added");
  await expect(page.getByLabel("E-mail")).toHaveValue("");
  await expect(password).toHaveValue("");
  expect(query("select 1 from admins where email = ?", email)).toHaveLength(1);
});

test("with the connection cut as an admin form is sent, it keeps what was typed and says so at its top, in focus", async ({ asStaff, page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await asStaff({ into: page });
  await page.goto("/admin/form-settings/locations");
  await expect(page.locator("form", { has: page.getByRole("button", { name: "Add Location" }) })).toHaveAttribute("novalidate", "");
  const name = uniqueName("Offline Nagar");
  await page.getByLabel("Location name").fill(name);
  await page.route("**/admin/form-settings/locations*", (route) =>
    route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue(),
  );
  await page.getByRole("button", { name: "Add Location" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "Not sent: your connection dropped. All you typed is still here" });
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();
  await expect(page.getByLabel("Location name")).toHaveValue(name);
  expect(query("select 1 from form_localities where name = ?", name)).toEqual([]);
});

test("a session may try the current password five times in 15 minutes; then even the right one is refused", async ({ asStaff, baseURL, page, browser }) => {
  const email = `${uniqueName("guesser").replace(/ /g, "-")}@example.com`;
  await asStaff({ into: page });
  const origin = new URL(baseURL!).origin;
  const added = await page.request.post("/admin/settings", {
    form: { intent: "add-admin", email, password: "the guessed password", role: "office" },
    headers: { Origin: origin },
  });
  expect(added.ok()).toBe(true);
  const context = await browser.newContext();
  const staff = await context.newPage();
  await asStaff({ email, into: staff });
  const change = (currentPassword: string) =>
    staff.request.post("/admin/settings", {
      form: { intent: "change-password", currentPassword, newPassword: "a brand new password", confirmPassword: "a brand new password" },
      headers: { Origin: origin },
    });
  for (let i = 1; i <= 5; i++) expect((await change(`guess number ${i}`)).status()).toBe(400);
  const locked = await change("the guessed password");
  expect(locked.status()).toBe(429);
  expect(await locked.text()).toContain("Too many wrong passwords: try again in 15 minutes");
  await context.close();
  // The password did not change: the old one still signs in.
  const again = await browser.newContext();
  await logInToDashboard(await again.newPage(), "the guessed password", email);
  await again.close();
});

test("the owner sees the scheduled jobs with their last runs and counts; an office account does not see them", async ({
  asStaff,
  baseURL,
  page,
  browser,
  request,
}) => {
  const email = `${uniqueName("viewer").replace(/ /g, "-")}@example.com`;
  await asStaff({ into: page });
  const origin = new URL(baseURL!).origin;
  const added = await page.request.post("/admin/settings", {
    form: { intent: "add-admin", email, password: "an office password", role: "office" },
    headers: { Origin: origin },
  });
  expect(added.ok()).toBe(true);
  // An office account opens a booking: its view is written to the audit trail by the staff-views job.
  const booking = await createBookingViaForm(request, uniqueName("Jobs Viewed"));
  const context = await browser.newContext();
  const office = await context.newPage();
  await asStaff({ email, into: office });
  await office.goto(`/admin/bookings/${booking.id}`);
  await expect(office.getByRole("heading", { name: "Scheduled jobs" })).toHaveCount(0);
  await office.goto("/admin/settings");
  await expect(office.getByRole("heading", { name: "Settings" })).toBeVisible();
  await expect(office.getByRole("heading", { name: "Scheduled jobs" })).toHaveCount(0);
  await context.close();

  await page.goto("/admin/settings");
  const jobs = page.getByRole("list", { name: "Scheduled jobs" });
  // Alert delivery, the customers' messages, their evening reminders, staff views, retention.
  await expect(jobs.getByRole("listitem")).toHaveCount(6);
  await expect(jobs.getByRole("listitem").filter({ hasText: "Evening-before reminders" })).toContainText("Every 5 minutes");
  // Every job ran as the server started: a last run in Bengaluru's time, and its outcome.
  const lastRun = /Last run \d{1,2} \w+ \d{4}, \d{1,2}:\d{2} (am|pm) · OK: /;
  const alerts = jobs.getByRole("listitem").filter({ hasText: "Booking alerts" });
  await expect(alerts).toContainText("Every 5 seconds");
  await expect(alerts).toContainText(lastRun);
  const retention = jobs.getByRole("listitem").filter({ hasText: "Privacy retention" });
  await expect(retention).toContainText("Once a day");
  await expect(retention).toContainText(lastRun);
  await expect(retention).toContainText(
    /(\d+ bookings anonymised, \d+ rate-limit rows deleted, \d+ audit addresses cleared, \d+ alert logs deleted|Nothing to do)/,
  );
  // The office view was written within seconds, and its count is shown (other tests' views may share the run).
  const views = jobs.getByRole("listitem").filter({ hasText: "Staff views of bookings" });
  await expect(async () => {
    await page.reload();
    await expect(views).toContainText(/[1-9]\d* views written/, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  // This office view itself: the run shown may have been another test's views, this one the next run's.
  await expect.poll(() => query("select 1 from audit_log where action = 'booking-viewed' and booking_id = ?", booking.id).length, { timeout: 20_000 }).toBe(1);
});
