// A booking's life on a staff phone: only the moves its status allows, asked first where they
// cannot be undone, refused (and nothing changed) for a crafted post; every action answered where
// the person is looking, with JavaScript on and off.
import { expect, test } from "./fixtures";
import { createBookingViaForm, query, uniqueName } from "./support";

const statusOf = (id: number) => query<{ status: string }>("select status from bookings where id = ?", id)[0]!.status;

for (const width of [390, 320]) {
  test.describe(`a booking's status on a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 740 }, hasTouch: true, isMobile: true });

    test("a booking the customer cancelled offers no action, and a crafted Complete is refused and changes nothing", async ({
      asStaff,
      page,
      request,
      baseURL,
    }) => {
      const booking = await createBookingViaForm(request, uniqueName("Cancelled"));
      const token = query<{ token: string }>("select token from bookings where id = ?", booking.id)[0]!.token;
      expect((await request.post(`/booking/${token}`, { form: { intent: "cancel" } })).status()).toBeLessThan(400);
      expect(statusOf(booking.id)).toBe("cancelled");

      await asStaff();
      await page.goto(`/admin/bookings/${booking.id}`);
      await expect(page.getByRole("heading", { name: new RegExp(`Booking ${booking.reference}`) })).toBeInViewport();
      for (const action of ["Confirm", "Complete", "Cancel"]) await expect(page.getByLabel(`${action} booking ${booking.id}`)).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      const crafted = await page.request.post(`/admin/bookings/${booking.id}/status`, {
        form: { status: "completed" },
        headers: { Origin: baseURL! },
        maxRedirects: 0,
      });
      // Refused with the envelope (409), nothing changed.
      expect(crafted.status()).toBe(409);
      expect(await crafted.text()).toContain("This booking is cancelled, so it cannot be completed.");
      expect(statusOf(booking.id)).toBe("cancelled");
    });

    test("staff cancel with a reason, after a question; the reason is in the history", async ({ asStaff, page, request }) => {
      const booking = await createBookingViaForm(request, uniqueName("StaffCancel"));
      await asStaff();
      await page.goto(`/admin/bookings/${booking.id}`);
      await expect(page.getByLabel(`Complete booking ${booking.id}`)).toHaveCount(0);
      await page.getByLabel(`Cancel booking ${booking.id}`).click();
      const submit = page.getByRole("button", { name: "Cancel booking" });
      await expect(submit).toBeInViewport();
      // The reason is required: the browser asks for it, and nothing is sent.
      await submit.click();
      expect(statusOf(booking.id)).toBe("pending");
      await page.getByLabel("Reason (for the booking's history)").fill("Customer bought a new machine");
      await submit.click();
      await expect(page.getByRole("status").getByText("Booking Cancelled")).toBeVisible();
      expect(statusOf(booking.id)).toBe("cancelled");
      await expect(page.getByRole("list", { name: "Status history" })).toContainText("Reason: Customer bought a new machine");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });

    for (const javaScriptEnabled of [true, false]) {
      test(`saving a technician keeps the page where it was, shows the saved one and says so (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
        asStaff,
        browser,
        request,
        baseURL,
      }) => {
        const context = await browser.newContext({ baseURL, viewport: { width, height: 740 }, hasTouch: true, isMobile: true, javaScriptEnabled });
        const page = await context.newPage();
        const tag = uniqueName("Assign").replace(/ /g, "-");
        const booking = await createBookingViaForm(request, `Assign ${tag}`);
        await asStaff({ into: context });
        await page.goto("/admin");
        for (const name of [`First ${tag}`, `Second ${tag}`]) {
          await page.goto("/admin/form-settings/technicians");
          await page.getByLabel("Technician name").fill(name);
          await page.getByRole("button", { name: "Add Technician" }).click();
          await expect(page.getByRole("listitem").filter({ hasText: name })).toBeVisible();
        }
        await page.goto(`/admin/bookings/${booking.id}`);
        // The first is assigned; the second takes over from him (the toast names from and to).
        for (const [name, saved] of [
          [`First ${tag}`, "Technician Assigned"],
          [`Second ${tag}`, "Technician Reassigned"],
        ]) {
          const select = page.getByLabel("Assigned to");
          await select.scrollIntoViewIfNeeded();
          await select.selectOption({ label: name! });
          await page.getByRole("button", { name: "Save" }).click();
          await expect(page.getByRole("status").getByText(saved!)).toBeVisible();
          await expect(page.getByLabel("Assigned to").locator("option:checked")).toHaveText(name!);
          // Where the person was: the technician's box is on the screen, not the top of the page.
          await expect(page.locator("#technician")).toBeInViewport();
        }
        await context.close();
      });
    }

    test("the login page has none of the visitors' bars; the list shows the visit day as the visit, with 44 px contact targets", async ({
      asStaff,
      page,
      request,
    }) => {
      await page.goto("/admin/login");
      await expect(page.getByRole("heading", { name: "Admin login" })).toBeInViewport();
      await expect(page.getByRole("link", { name: "Book Now" })).toHaveCount(0);
      await expect(page.getByRole("navigation", { name: "Quick actions" })).toHaveCount(0);
      await expect(page.getByRole("contentinfo")).toHaveCount(0);

      const name = uniqueName("Targets");
      const booking = await createBookingViaForm(request, name);
      await asStaff();
      await page.goto(`/admin?q=${encodeURIComponent(name)}`);
      const row = page.getByRole("row").filter({ hasText: name });
      await expect(row.locator('[data-label="Visit"]')).toContainText(/\w{3}, \d{1,2} \w{3}/);
      await expect(row.locator('[data-label="Received"]')).toBeVisible();
      for (const target of [row.getByRole("link", { name: `WhatsApp ${name}` }), row.getByRole("link", { name: /^\+91/ })]) {
        const box = (await target.boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.width).toBeGreaterThanOrEqual(44);
      }
      await page.goto(`/admin/bookings/${booking.id}`);
      // On the booking's page WhatsApp is the share's button (an audited post that opens WhatsApp).
      const whatsapp = (await page.getByRole("button", { name: `WhatsApp ${name}: send the booking's link` }).boundingBox())!;
      expect(Math.min(whatsapp.width, whatsapp.height)).toBeGreaterThanOrEqual(44);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });

    test("a contact message shows as a message, with its one action, Mark answered", async ({ asStaff, page, request }) => {
      const name = uniqueName("Message");
      expect(
        (await request.post("/contact", { form: { submissionId: crypto.randomUUID(), name, phone: "9845012345", message: "Do you repair dryers?" } })).ok(),
      ).toBe(true);
      const id = query<{ id: number }>("select id from bookings where name = ?", name)[0]!.id;
      await asStaff();
      await page.goto(`/admin?q=${encodeURIComponent(name)}`);
      const row = page.getByRole("row").filter({ hasText: name });
      await expect(row.locator('[data-label="Visit"]')).toHaveText("Contact message");
      for (const action of ["Confirm", "Complete", "Cancel"]) await expect(row.getByLabel(`${action} booking ${id}`)).toHaveCount(0);
      await row.getByRole("button", { name: `Mark answered booking ${id}` }).click();
      await expect(page.getByRole("status").getByText("Message Answered")).toBeVisible();
      expect(statusOf(id)).toBe("completed");
    });

    test("the audit log's time and e-mail never overlap", async ({ asStaff, page }) => {
      await asStaff();
      await page.goto("/admin/settings/audit");
      const row = page.getByRole("row").nth(1);
      // Neither cell's text spills out of its box (into the next one).
      for (const label of ["When", "Who"]) {
        expect(await row.locator(`[data-label="${label}"]`).evaluate((cell) => cell.scrollWidth <= cell.clientWidth)).toBe(true);
      }
      const when = (await row.locator('[data-label="When"]').boundingBox())!;
      const who = (await row.locator('[data-label="Who"]').boundingBox())!;
      expect(when.x + when.width <= who.x || who.y >= when.y + when.height).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });

    test("an admin removes another after a question, never themselves", async ({ asStaff, page }) => {
      const other = `${uniqueName("leaver").replace(/ /g, "-").toLowerCase()}@example.com`;
      await asStaff();
      await page.goto("/admin/settings");
      await page.getByLabel("E-mail").fill(other);
      await page.getByLabel("Password", { exact: true }).fill("a long enough password");
      await page.getByRole("button", { name: "Add admin" }).click();
      await expect(page.getByRole("status").getByText("Admin Added")).toBeVisible();
      const admins = page.getByRole("list", { name: "Admins" });
      await expect(admins.getByRole("listitem").filter({ hasText: "admin@example.com" })).toContainText("You");
      await page.getByLabel(`Remove ${other}`).click();
      await admins.getByRole("listitem").filter({ hasText: other }).getByRole("button", { name: "Yes, remove this admin" }).click();
      await expect(page.getByRole("status").getByText("Admin Removed")).toBeVisible();
      await expect(admins).not.toContainText(other);
      await expect(page.locator("#admins")).toBeInViewport();
      expect(query("select id from admins where email = ?", other)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });

    test("the booking comes first on its page, before any counts, and nothing is wider than the phone", async ({ asStaff, page, request }) => {
      const booking = await createBookingViaForm(request, uniqueName("First"));
      await asStaff();
      await page.goto(`/admin/bookings/${booking.id}`);
      await expect(page.getByText("Total Bookings")).toHaveCount(0);
      const heading = page.getByRole("heading", { name: new RegExp(`Booking ${booking.reference}`) });
      await expect(heading).toBeInViewport();
      // Below only the header, the section tabs (wrapped: every one in sight) and the way back to the list (it was below the counts, 470 px down).
      expect((await heading.boundingBox())!.y).toBeLessThan(340);
      // Confirm and Cancel are 44 px targets on a phone.
      for (const action of ["Confirm", "Cancel"])
        expect((await page.getByLabel(`${action} booking ${booking.id}`).boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await page.screenshot({ path: test.info().outputPath(`booking-${width}.png`), fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  });
}

test("a crafted post with a value no control can send is answered in place, at its form, saying nothing changed", async ({
  asStaff,
  page,
  request,
  baseURL,
}) => {
  const booking = await createBookingViaForm(request, uniqueName("Crafted"));
  await asStaff();
  await page.goto("/admin");
  const post = (url: string, form: Record<string, string>) => page.request.post(url, { form, headers: { Origin: baseURL! }, maxRedirects: 0 });

  // No red toast after a redirect: the page again, its answer at the form that was sent.
  const assign = await post(`/admin/bookings/${booking.id}`, { intent: "assign", technicianId: "the night shift" });
  expect([assign.status(), assign.headers()["location"]]).toEqual([400, undefined]);
  expect(await assign.text()).toContain("Choose a technician from the list.");

  const status = await post(`/admin/bookings/${booking.id}`, { intent: "status", status: "flying" });
  expect(status.status()).toBe(400);
  expect(await status.text()).toContain("That is not a status change staff can make.");
  // By the status's own address (no page): the same envelope.
  const bare = await post(`/admin/bookings/${booking.id}/status`, { status: "flying" });
  expect(bare.status()).toBe(400);
  expect(await bare.json()).toMatchObject({ intent: "status", result: { error: { status: ["That is not a status change staff can make."] } } });
  expect(query("select status, technician_id from bookings where id = ?", booking.id)).toEqual([{ status: "pending", technician_id: null }]);

  const slot = query<{ id: number; capacity: number | null }>("select id, capacity from time_slots order by id limit 1")[0]!;
  const capacity = await post("/admin/form-settings/time-slots", { intent: "capacity", id: String(slot.id), capacity: "lots" });
  expect(capacity.status()).toBe(400);
  expect(await capacity.text()).toContain("Enter a capacity from 1 to 999, or leave it empty for no limit.");
  expect(query("select capacity from time_slots where id = ?", slot.id)).toEqual([{ capacity: slot.capacity }]);
});
