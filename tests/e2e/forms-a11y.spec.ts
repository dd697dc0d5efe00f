import { expect, type Page, test } from "@playwright/test";

import { createBookingViaForm, injectAxe, uniqueName, waitForHydration } from "./support";

type AxeViolation = { id: string; impact: string; nodes: { target: string[] }[] };

async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await injectAxe(page);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: ["wcag2a", "wcag2aa", "best-practice"] });
    return result.violations.map(({ id, impact, nodes }) => ({ id, impact, nodes: nodes.map((n) => ({ target: n.target })) }));
  });
}

test.describe("accessibility of the forms (axe-core)", () => {
  test("the contact page has no violations", async ({ page }) => {
    await page.goto("/contact");
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the warranty page with an out-of-warranty result has no violations", async ({ page }) => {
    await page.goto("/check-warranty?brand=LG&purchaseDate=2020-01-01");
    await expect(page.getByText("Out of Warranty", { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the booking dialog with the locality picker open has no violations", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("link", { name: "Book Now" }).click();
    const dialog = page.getByRole("dialog", { name: "Book a Technician" });
    await dialog.getByLabel("Locality *").click();
    await dialog.getByRole("combobox", { name: "Search localities" }).press("ArrowDown");
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a toast has no violations", async ({ page, request }) => {
    const booking = await createBookingViaForm(request, uniqueName("Toast A11y"));
    await page.goto(`/booking/${booking.token}`);
    await waitForHydration(page);
    // Moving the visit answers with a toast on the booking's page.
    await page.getByText("Change the day or time").click();
    await page.getByLabel("Preferred time slot").selectOption({ index: 1 });
    await page.getByRole("button", { name: "Move my booking" }).click();
    await expect(page.getByRole("status").getByText("Visit Moved")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
