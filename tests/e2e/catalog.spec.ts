import { expect, type Page, test } from "@playwright/test";

import { brandPath, BRANDS } from "../../app/content/brands";
import { machinePath, MACHINES } from "../../app/content/machines";
import { servicePath, SERVICES } from "../../app/content/services";
import { structuredDataIn } from "../shared/structured-data";
import { expectBookingPreset, injectAxe, waitForHydration } from "./support";

const CATALOG_PATHS = [...BRANDS.map(brandPath), ...SERVICES.map(servicePath), ...MACHINES.map(machinePath)];

function section(page: Page, heading: string) {
  return page.getByRole("region", { name: heading });
}

/** The card (list item) whose heading is `title`. */
function card(page: Page, title: string) {
  return page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

test.describe("every brand, service and machine page", () => {
  test.use({ javaScriptEnabled: false });

  test("answers 200 with one h1, a short title, its canonical URL and Service and BreadcrumbList data", async ({ page, baseURL }) => {
    expect(CATALOG_PATHS).toHaveLength(22);
    for (const path of CATALOG_PATHS) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveCount(1);
      expect((await page.title()).length, path).toBeLessThanOrEqual(60);
      await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute("href", `${baseURL}${path}`);
      const jsonLd = structuredDataIn(await page.content()) as { "@type": string; itemListElement?: { item: string }[] }[];
      const types = jsonLd.map((data) => data["@type"]);
      expect(types, path).toEqual(expect.arrayContaining(["Service", "BreadcrumbList"]));
      const breadcrumb = jsonLd.find((data) => data["@type"] === "BreadcrumbList");
      expect(breadcrumb?.itemListElement?.at(-1)?.item, path).toBe(`${baseURL}${path}`);
      await expect(page.getByRole("main").getByText(/is an independent repair service and is not affiliated with/), path).toBeVisible();
    }
  });

  test("unknown brand and service paths answer 404 with the not-found page", async ({ page }) => {
    for (const path of ["/brands/unknown-repair", "/brands/lg", "/services/nope", "/machines/twin-tub"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    }
  });
});

test.describe("the counts and texts the specification gives", () => {
  test.use({ javaScriptEnabled: false });

  test("LG: 3 machine types, 10 error codes, 8 extra services, 12 months warranty", async ({ page }) => {
    await page.goto("/brands/lg-repair");
    await expect(section(page, "LG machine types we repair").getByRole("listitem")).toHaveCount(3);
    await expect(section(page, "LG error codes we fix").getByRole("row")).toHaveCount(11); // + header row
    await expect(section(page, "More LG services").getByRole("listitem")).toHaveCount(8);
    await expect(page.getByText(/^12 months warranty/)).toBeVisible();
  });

  test("Samsung: 3 specialised services; IFB: 8 models and three benefits", async ({ page }) => {
    await page.goto("/brands/samsung-repair");
    await expect(section(page, "Specialised Samsung services").getByRole("listitem")).toHaveCount(3);
    await page.goto("/brands/ifb-repair");
    await expect(section(page, "IFB models we service").getByRole("listitem")).toHaveCount(8);
    await expect(section(page, "Why IFB owners call us").getByRole("listitem")).toHaveCount(3);
  });

  test("Siemens: six services, E18, E23, E27 and 90 days; Voltas: within 24 hours", async ({ page }) => {
    await page.goto("/brands/siemens-repair");
    await expect(section(page, "Siemens repair services").getByRole("link", { name: "Book This Service" })).toHaveCount(6);
    const codes = section(page, "Siemens error codes explained").getByRole("rowheader");
    await expect(codes).toHaveText(["E18", "E23", "E27"]);
    await expect(section(page, "Why Siemens owners choose us").getByRole("listitem")).toHaveCount(4);
    await expect(page.getByText(/^90 days warranty/)).toBeVisible();
    await page.goto("/brands/voltas-repair");
    await expect(page.getByText("Most repairs finish within 24 hours", { exact: true })).toBeVisible();
    await expect(section(page, "Voltas repair services").getByRole("link", { name: "Book This Service" })).toHaveCount(6);
  });

  test("Panasonic: 12 service areas, four reasons and LocalBusiness data", async ({ page }) => {
    await page.goto("/brands/panasonic-repair");
    await expect(section(page, "Panasonic repair service areas").getByRole("listitem")).toHaveCount(12);
    await expect(section(page, "Four reasons to call us").getByRole("listitem")).toHaveCount(4);
    const types = structuredDataIn(await page.content()).map((data) => data["@type"]);
    expect(types).toContain("LocalBusiness");
  });

  test("maintenance: three plans with their prices; PCB: 6 and 12 months; door: the safety notice", async ({ page }) => {
    await page.goto("/services/maintenance");
    const plans = section(page, "Maintenance plans");
    await expect(plans.getByRole("heading", { level: 3 })).toHaveText(["Basic Maintenance", "Deep Clean Service", "Premium Maintenance"]);
    await expect(plans.getByText(/^₹\d+$/)).toHaveText(["₹799", "₹1299", "₹1799"]);
    await expect(card(page, "Deep Clean Service").getByText("Most Popular")).toBeVisible();
    await page.goto("/services/pcb-repair");
    await expect(page.getByText("6 months warranty on component repair and 12 months on a complete PCB replacement.")).toBeVisible();
    await page.goto("/services/door-lock-repair");
    await expect(section(page, "Safety notice")).toContainText("wait 2-3 minutes for the safety lock to release");
    await page.goto("/services/general-repair");
    await expect(section(page, "Common issues and repair times").getByRole("listitem")).toHaveCount(6);
  });

  test("the washing machine repair page: ten problems, six steps, six brands, 15 areas", async ({ page }) => {
    await page.goto("/services/washing-machine-repair");
    await expect(section(page, "Problems we fix every day").getByRole("listitem")).toHaveCount(10);
    await expect(section(page, "How a repair works").getByRole("listitem")).toHaveCount(6);
    await expect(section(page, "Brand expertise").getByRole("listitem")).toHaveCount(6);
    await expect(section(page, "Areas we cover").getByRole("listitem")).toHaveCount(15);
  });
});

type Preset = { path: string; button: (page: Page) => ReturnType<Page["getByRole"]>; service: string; brand?: string; machine?: string };

const PRESETS: Record<string, Preset> = {
  "brand hero": {
    path: "/brands/ifb-repair",
    button: (page) => page.getByRole("main").getByRole("link", { name: "Book Repair Service" }).first(),
    service: "IFB Repair",
    brand: "IFB",
  },
  "Siemens service card": {
    path: "/brands/siemens-repair",
    button: (page) => card(page, "Drain Pump Repair").getByRole("link", { name: "Book This Service" }),
    service: "Drain Pump Repair",
    brand: "Siemens",
  },
  "Voltas service card": {
    path: "/brands/voltas-repair",
    button: (page) => card(page, "Leakage Repair").getByRole("link", { name: "Book This Service" }),
    service: "Leakage Repair",
    brand: "Voltas",
  },
  "Panasonic emergency": {
    path: "/brands/panasonic-repair",
    button: (page) => page.getByRole("link", { name: "Book Emergency Repair" }),
    service: "Emergency Repair",
    brand: "Panasonic",
  },
  "maintenance plan": {
    path: "/services/maintenance",
    button: (page) => card(page, "Deep Clean Service").getByRole("link", { name: "Choose Plan" }),
    service: "Deep Clean Service",
  },
  installation: {
    path: "/services/installation",
    button: (page) => page.getByRole("link", { name: "Book Installation" }).first(),
    service: "Installation Service",
  },
  "machine issue card": {
    path: "/machines/smart-washer",
    button: (page) => card(page, "Wi-Fi Connection").getByRole("link", { name: "Book Repair Now" }),
    service: "Wi-Fi Connection Repair",
    machine: "smart-washer",
  },
};

const presetText = ({ service, brand }: Preset) => (brand ? `${service} · ${brand}` : service);

test.describe("Book buttons preset the booking, with JavaScript", () => {
  for (const [kind, preset] of Object.entries(PRESETS)) {
    test(`${kind}: the dialog shows '${presetText(preset)}'`, async ({ page }) => {
      await page.goto(preset.path);
      await waitForHydration(page);
      await preset.button(page).click();
      const dialog = page.getByRole("dialog", { name: "Book a Technician" });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${preset.path}$`));
      await expectBookingPreset(dialog, preset);
    });
  }
});

test.describe("Book buttons preset the booking, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("each kind of button links to /book with its service and brand", async ({ page }) => {
    for (const preset of Object.values(PRESETS)) {
      await page.goto(preset.path);
      await preset.button(page).click();
      const query = new URLSearchParams({
        service: preset.service,
        ...(preset.brand ? { brand: preset.brand } : {}),
        ...(preset.machine ? { machine: preset.machine } : {}),
      });
      await expect(page).toHaveURL(`/book?${query}`);
      await expectBookingPreset(page.getByRole("main"), preset);
    }
  });
});

test("brand links on a machine page open the brand page in the browser, with its own head", async ({ page }) => {
  await page.goto("/machines/front-load");
  await waitForHydration(page);
  await section(page, "Front loader brands we repair").getByRole("link", { name: "Bosch" }).click();
  await expect(page).toHaveURL(/\/brands\/bosch-repair$/);
  await expect(page.getByRole("heading", { level: 1, name: "Bosch Washing Machine Repair in Bangalore" })).toBeVisible();
  await expect(page).toHaveTitle("Bosch Washing Machine Repair Bangalore - WashFix Bengaluru");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/brands\/bosch-repair$/);
});

test("axe-core finds no serious or critical violation on a sample of the pages", async ({ page }) => {
  for (const path of ["/brands/lg-repair", "/brands/siemens-repair", "/services/maintenance", "/services/door-lock-repair", "/machines/washer-dryer-combo"]) {
    await page.goto(path);
    await injectAxe(page);
    const violations = await page.evaluate(async () => {
      const result = await (window as unknown as { axe: { run: () => Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> } }).axe.run();
      return result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id} (${v.nodes.length})`);
    });
    expect(violations, path).toEqual([]);
  }
});
