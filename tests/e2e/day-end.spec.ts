// The day's end: the cash a technician took, at the door or as the office recorded it
// for him, adds up on his day and on the board; the office records his handover once, audited; the
// analytics tables agree and have totals. The office sets a slot's capacity from the board it
// watches fill; at 390 px the toast of an assignment leaves the card in sight; at 320 px every tab shows.
import { addDays } from "../../app/lib/time/ist";
import { assign } from "./field-support";
import { expect, test } from "./fixtures";
import { query, TODAY, waitForHydration } from "./support";

test("the cash a technician took is on his day and the board; the office records his handover once; the analytics agree, with totals", async ({
  asStaff,
  staffRequest,
  booking,
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const ravi = await staffRequest({ role: "technician" });
  const name = ravi.staff.technicianName!;
  const atTheDoor = await booking({ visitDate: TODAY });
  const atTheOffice = await booking({ visitDate: TODAY });
  await assign(atTheDoor.id, ravi.staff);
  await assign(atTheOffice.id, ravi.staff);

  // At the door: a visit charge, paid in cash, on his job screen.
  const item = query<{ id: number }>("select id from price_items where name = 'Visit charge'")[0]!.id;
  expect((await ravi.post(`/admin/jobs/${atTheDoor.id}`, { form: { intent: "add-ready", item: String(item) }, maxRedirects: 0 })).status()).toBe(303);
  expect((await ravi.post(`/admin/jobs/${atTheDoor.id}`, { form: { intent: "pay", method: "cash", amount: "299" }, maxRedirects: 0 })).status()).toBe(303);

  // The office records the other, paid to Ravi in cash: it says who took it (he is first, the one assigned).
  await asStaff({ role: "office", into: page });
  await page.goto(`/admin/bookings/${atTheOffice.id}/bill`);
  await page.getByLabel("Description").fill("Labour");
  await page.getByLabel("Unit price (₹)").fill("500");
  await page.getByRole("button", { name: "Add item" }).click();
  await expect(page.getByRole("status").getByText("Item Added")).toBeVisible();
  await page.getByLabel("Method").selectOption("cash");
  await expect(page.getByLabel("Collected by")).toHaveValue(String(ravi.staff.technicianId));
  await page.getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByRole("status").getByText("Paid in Full")).toBeVisible();
  expect(query("select technician_id from payments where booking_id = ?", atTheOffice.id)).toEqual([{ technician_id: ravi.staff.technicianId }]);

  // His day: ₹799 to hand over.
  expect(await (await ravi.get("/admin/day")).text()).toContain("Cash to hand over: ₹799");

  // The board: Ravi holds ₹799; the office receives it.
  await page.goto("/admin/board");
  const his = page.getByRole("region", { name: "Cash with technicians" }).getByRole("listitem", { name: name, exact: true });
  await expect(his).toContainText("Holds ₹799");
  await expect(his.getByLabel(`Cash handed over by ${name} (₹)`)).toHaveValue("799.00");
  const submissionId = await his.locator("input[name=submissionId]").inputValue();
  await his.getByRole("button", { name: "Record handover" }).click();
  await expect(page.getByRole("status").getByText("Cash Received")).toBeVisible();
  await expect(his).toContainText("Holds ₹0");
  await expect(his).toContainText(/Last handed over ₹799, .+, received by office-/);
  await page.screenshot({ path: test.info().outputPath("board-cash-390.png"), fullPage: true });
  const handovers = () => query("select amount_paise, received_by from cash_handovers where technician_id = ?", ravi.staff.technicianId);
  expect(handovers()).toEqual([{ amount_paise: 799_00, received_by: expect.stringMatching(/^office-/) }]);
  // The same post again (a double tap, a resent form) is the one handover.
  const again = await page.request.post("/admin/board", {
    form: { intent: "handover", technicianId: String(ravi.staff.technicianId), amount: "799", submissionId },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(again.status()).toBe(303);
  expect(handovers()).toHaveLength(1);
  // More than he holds is refused, in place, and changes nothing.
  const more = await page.request.post("/admin/board", {
    form: { intent: "handover", technicianId: String(ravi.staff.technicianId), amount: "1", submissionId: crypto.randomUUID() },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(more.status()).toBe(409);
  expect(handovers()).toHaveLength(1);
  expect(query("select detail from audit_log where action = 'cash-handed-over' and detail like ?", `%from ${name},%`)).toEqual([
    { detail: expect.stringMatching(/^Handover #\d+: ₹799 cash from .+, ₹0 still with him$/) },
  ]);
  expect(await (await ravi.get("/admin/day")).text()).toContain("Cash to hand over: ₹0");

  // The analytics: his row of the day says what he took and handed over; both tables have totals.
  await page.goto("/admin/analytics");
  // (At 390 px each cell reads with its column's name.)
  await expect(page.getByRole("row", { name: new RegExp(`Taken by ${name} Cash taken ₹799 Cash handed over ₹799 UPI ₹0 Card ₹0$`) })).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(`^${name} 0 ₹799$`) })).toBeVisible();
  await expect(page.getByRole("rowheader", { name: "Total" })).toHaveCount(2);
  // The chart of money by technician counts who took it, as the tables do.
  await expect(page.getByRole("figure", { name: /^Money received by technician/ })).toContainText(`${name}₹799`);
});

test("the office sets a slot's capacity on the board and sees it fill; after an assignment the card stays in sight at 390 px; at 320 px every tab shows", async ({
  asStaff,
  booking,
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const ravi = await asStaff({ role: "technician", into: await page.context().browser()!.newContext() });
  // A day of this test's own, so the board holds only its visits; a phone of its own (not held for a call).
  const day = addDays(TODAY, 12);
  const digits = String(Math.floor(10_000 + Math.random() * 90_000));
  const visit = await booking({ visitDate: day, phone: `+9198451${digits}`, timeSlot: "evening" });
  await asStaff({ role: "office", into: page });
  await page.goto(`/admin/board?day=${day}`);

  // Capacity: the evening takes 999 a day (never full for the suite's other bookings), then no limit again.
  const before = query<{ capacity: number | null }>("select capacity from time_slots where value = 'evening'")[0]!.capacity;
  const evening = page.getByRole("region", { name: "Evening (4 PM - 8 PM)" });
  try {
    await evening.getByLabel("Capacity of Evening (4 PM - 8 PM) a day (empty: no limit)").fill("999");
    await evening.getByRole("button", { name: "Save the capacity of Evening (4 PM - 8 PM)" }).click();
    await expect(page.getByRole("status").getByText("Capacity Saved")).toBeVisible();
    await expect(evening).toContainText("1 of 999 booked");
    expect(query("select capacity from time_slots where value = 'evening'")).toEqual([{ capacity: 999 }]);
    // Not a number of visits (past the browser's own check): refused, nothing changed.
    const slotId = query<{ id: number }>("select id from time_slots where value = 'evening'")[0]!.id;
    const refused = await page.request.post("/admin/board", {
      form: { intent: "capacity", slotId: String(slotId), capacity: "0" },
      headers: { Origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain("Enter a capacity from 1 to 999, or leave it empty for no limit.");
    expect(query("select capacity from time_slots where value = 'evening'")).toEqual([{ capacity: 999 }]);
  } finally {
    const { setTimeSlotCapacity } = await import("../../app/models/settings.server");
    const id = query<{ id: number }>("select id from time_slots where value = 'evening'")[0]!.id;
    await setTimeSlotCapacity(id, before);
  }

  // Assigning: the view stays where the office was (board-day.spec.ts measures it), the toast at the
  // bottom; the card now shows its technician.
  const card = page.locator(`#visit-${visit.id}`);
  await waitForHydration(page);
  const select = card.getByLabel(`Technician for ${visit.reference}`);
  await select.scrollIntoViewIfNeeded();
  await select.selectOption({ label: ravi.technicianName! });
  const scrolled = await page.evaluate(() => window.scrollY);
  await card.getByRole("button", { name: "Save" }).click();
  const toast = page.getByRole("status").filter({ hasText: "Technician Assigned" });
  await expect(toast).toBeVisible();
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(150);
  await expect(page.locator(`#visit-${visit.id}`).getByLabel(`Move ${visit.reference} to`).locator("option:checked")).toHaveText(ravi.technicianName!);
  await page.screenshot({ path: test.info().outputPath("board-assigned-390.png") });

  // At 320 px, the owner's every tab is on the screen.
  await asStaff({ into: page });
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/admin");
  const tabs = page.getByRole("navigation", { name: "Admin sections" }).getByRole("link");
  await expect(tabs).toHaveText(["Bookings", "Day board", "Analytics", "Books", "Form Settings", "Settings"]);
  for (const tab of await tabs.all()) {
    const box = (await tab.boundingBox())!;
    expect(box.x >= 0 && box.x + box.width <= 320, await tab.innerText()).toBe(true);
  }
  await page.screenshot({ path: test.info().outputPath("tabs-owner-320.png") });
});
