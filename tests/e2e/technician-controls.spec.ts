// Nobody is shown a control they may not use: a technician's addresses of a booking's page and
// bill lead to his job screen, which offers no cancel, discount or void; the owner's pages do. (The server refuses them too:
// tests/unit/staff-action.test.ts and the permission matrix.)
import { expect, test } from "./fixtures";
import { query } from "./support";

test("a technician's booking and bill addresses open his job screen, with no cancel, discount or void; the owner's pages have them", async ({
  asStaff,
  staffRequest,
  booking,
  browser,
}) => {
  const stored = await booking();
  const owner = await staffRequest();
  const technicianContext = await browser.newContext();
  const technician = await asStaff({ role: "technician", into: technicianContext });
  const assigned = await owner.post(`/admin/bookings/${stored.id}`, {
    form: { intent: "assign", technicianId: String(technician.technicianId) },
    maxRedirects: 0,
  });
  expect(assigned.status()).toBe(303);
  expect(query<{ technician_id: number }>("select technician_id from bookings where id = ?", stored.id)[0]!.technician_id).toBe(technician.technicianId);

  // He works from his day and the job screen: his booking's page and bill lead there, and they
  // offer no cancel, discount or void; his tabs are his day and his settings.
  const his = await technicianContext.newPage();
  for (const desk of [`/admin/bookings/${stored.id}`, `/admin/bookings/${stored.id}/bill`]) {
    await his.goto(desk);
    await expect(his).toHaveURL(new RegExp(`/admin/jobs/${stored.id}$`));
    await expect(his.getByRole("heading", { name: stored.name })).toBeVisible();
    await expect(his.getByLabel("Add from the price list")).toBeVisible();
    await expect(his.locator("summary", { hasText: /^Cancel$/ })).toHaveCount(0);
    await expect(his.getByRole("button", { name: "Save discount" })).toHaveCount(0);
    await expect(his.getByText("Void a payment recorded by mistake")).toHaveCount(0);
  }
  // Assigning him confirmed it.
  expect(query<{ status: string }>("select status from bookings where id = ?", stored.id)).toEqual([{ status: "confirmed" }]);
  await his.goto("/admin");
  await expect(his).toHaveURL(/\/admin\/day$/);
  await expect(his.getByRole("navigation", { name: "Admin sections" }).getByRole("link")).toHaveText(["My day", "Settings"]);
  await technicianContext.close();

  const ownerContext = await browser.newContext();
  await asStaff({ into: ownerContext });
  const theirs = await ownerContext.newPage();
  await theirs.goto(`/admin/bookings/${stored.id}`);
  await expect(theirs.locator("summary", { hasText: /^Cancel$/ })).toBeVisible();
  await theirs.goto(`/admin/bookings/${stored.id}/bill`);
  await expect(theirs.getByRole("button", { name: "Save discount" })).toBeVisible();
  await ownerContext.close();
});
