// Nobody is shown a control they may not use: a technician's booking page offers no Cancel, his
// bill no discount and no void; the owner's same pages do. (The server refuses them too:
// tests/unit/staff-action.test.ts and the permission matrix.)
import { expect, test } from "./fixtures";
import { query } from "./support";

test("a technician's booking and bill pages show no cancel, discount or void; the owner's do", async ({ asStaff, staffRequest, booking, browser }) => {
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

  const his = await technicianContext.newPage();
  await his.goto(`/admin/bookings/${stored.id}`);
  await expect(his.getByRole("heading", { name: stored.name })).toBeVisible();
  // Assigning him confirmed it: his page shows the status, and no way to cancel.
  expect(query<{ status: string }>("select status from bookings where id = ?", stored.id)).toEqual([{ status: "confirmed" }]);
  await expect(his.getByRole("list", { name: "Status history" })).toContainText(/pending\s*→\s*confirmed/);
  // Cancelling is behind a step: a <details> whose summary is "Cancel".
  await expect(his.locator("summary", { hasText: /^Cancel$/ })).toHaveCount(0);
  await his.goto(`/admin/bookings/${stored.id}/bill`);
  await expect(his.getByRole("textbox", { name: "Description" })).toBeVisible();
  await expect(his.getByRole("button", { name: "Save discount" })).toHaveCount(0);
  await expect(his.getByText("Void a payment recorded by mistake")).toHaveCount(0);
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
