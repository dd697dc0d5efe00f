import { expect, type Page, test } from "@playwright/test";

import { structuredDataIn } from "../shared/structured-data";
import { expectBookingPreset, injectAxe, waitForHydration } from "./support";

// Independent read-only checks: let both workers share them.
test.describe.configure({ mode: "parallel" });

const WHATSAPP_GREETING = "Hi! I need washing machine repair service.";

test.describe("not found", () => {
  // A first segment that is no language is no page either: /xx/contact is a 404, drawn in English.
  for (const path of ["/no-such-page", "/locations/xyz", "/xx/contact"]) {
    test(`${path} answers 404 with 'Oops! Page not found' inside the normal layout`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
      await expect(page).toHaveTitle("Page not found");
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await page.getByRole("link", { name: "Return to Home" }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Washing machine repair at your doorstep, today");
    });
  }
});

test.describe("home page content", () => {
  test.use({ javaScriptEnabled: false });

  test("has the sections and counts of the spec", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByText("#1 Trusted Repair Service in Bangalore")).toBeVisible();
    await expect(page.getByText("Expert inspection • No hidden charges • Instant quote")).toBeVisible();
    for (const point of ["Expert Technicians", "12 Months Warranty", "Same-Day Service"]) {
      await expect(page.getByRole("listitem").filter({ hasText: point }).first()).toBeVisible();
    }
    const brands = page.locator("#brands > div > div > ul > li");
    await expect(brands).toHaveCount(10);
    await expect(brands.first().locator("ul li")).toHaveCount(2);
    await expect(page.getByRole("link", { name: "View Details: Godrej repair" })).toHaveAttribute("href", "/brands/godrej-repair");
    await expect(page.getByRole("link", { name: "Check Your Brand Warranty" })).toHaveAttribute("href", "/check-warranty");
    await expect(page.locator("#machines > div > div > ul > li")).toHaveCount(6);
    await expect(page.locator("#machines img")).toHaveCount(6);
    for (const image of await page.locator("#machines img").all()) {
      await expect(image).toHaveAttribute("width", "240");
      await expect(image).toHaveAttribute("height", "180");
    }
    await expect(page.getByText("Most Popular")).toBeVisible();
    await expect(page.locator("#services h3")).toHaveText(["Washing Machine Repair", "Installation & Setup", "Annual Maintenance"]);
    await expect(page.locator("#process ol > li h3")).toHaveText(["Tell us the issue", "Get a slot today", "Expert repair"]);
    await expect(page.locator("#reviews figure")).toHaveCount(6);
    await expect(page.locator("#reviews").getByRole("img", { name: "5 out of 5 stars" })).toHaveCount(6);
    await expect(page.locator("#reviews").getByText("Verified")).toHaveCount(6);
    await expect(page.getByText("Rating (400+ reviews)")).toBeVisible();
    await expect(page.locator("#about li")).toHaveCount(12);
    await expect(page.locator("#faq details")).toHaveCount(8);
  });

  test("the footer lists the spec's links", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Drainage Issues" })).toHaveAttribute("href", "/services/general-repair");
    await expect(footer.getByRole("navigation", { name: "Footer services" }).getByRole("link")).toHaveCount(6);
    await expect(footer.getByRole("navigation", { name: "Footer brands" }).getByRole("link")).toHaveCount(9);
    await expect(footer.getByRole("navigation", { name: "Footer areas" }).getByRole("link")).toHaveText([
      "Indiranagar",
      "Koramangala",
      "Whitefield",
      "HSR Layout",
      "JP Nagar",
      "Electronic City",
      "View All Areas",
    ]);
    for (const [name, href] of [
      ["Terms & Conditions", "/terms-and-conditions"],
      ["Privacy Policy", "/privacy-policy"],
      ["Refund Policy", "/refund-policy"],
    ]) {
      await expect(footer.getByRole("link", { name })).toHaveAttribute("href", href!);
    }
    await expect(footer.getByText("is not affiliated with any appliance brand")).toBeVisible();
  });

  test("/view-all-areas has sixteen cards with View Details and three Popular badges", async ({ page }) => {
    await page.goto("/view-all-areas");
    await expect(page.getByRole("link", { name: /^View Details/ })).toHaveCount(16);
    await expect(page.getByText("Popular", { exact: true })).toHaveCount(3);
    for (const name of ["Indiranagar", "Koramangala", "Whitefield"]) {
      await expect(
        page
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading", { name, exact: true }) })
          .getByText("Popular"),
      ).toBeVisible();
    }
  });

  test("location pages carry their own sections", async ({ page }) => {
    await page.goto("/locations/koramangala");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Washing Machine Repair in Koramangala");
    await expect(page.getByRole("heading", { name: "Blocks we cover" }).locator("+ ul li")).toHaveCount(8);
    await expect(page.getByRole("heading", { name: "Landmarks near our visits" }).locator("+ ul li")).toHaveCount(8);
    await expect(page.getByText("8 AM to 10 PM").first()).toBeVisible();
    await page.goto("/locations/whitefield");
    await expect(page.locator("#localities li")).toHaveCount(8);
    await expect(page.locator("#localities li").first()).toContainText(/PIN \d{6}/);
    for (const slug of ["hsr-layout", "jp-nagar", "electronic-city"]) {
      await page.goto(`/locations/${slug}`);
      await expect(page.getByRole("link", { name: "Book Service Now" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Book Emergency Service" })).toBeVisible();
      await expect(page.locator("#why-choose li")).toHaveCount(3);
      await expect(page.getByRole("link", { name: "Chat on WhatsApp" }).first()).toHaveAttribute("href", /^https:\/\/wa\.me\//);
    }
  });

  test("legal aliases redirect permanently and the pages state the spec's terms", async ({ page, request }) => {
    for (const [alias, target] of [
      ["/terms-and-conditions", "/terms"],
      ["/privacy-policy", "/privacy"],
    ]) {
      const response = await request.get(alias!, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(new URL(response.headers().location!, "http://x").pathname).toBe(target);
    }
    await page.goto("/terms-and-conditions");
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByText(/free of charge up to 2 hours before the appointment/)).toBeVisible();
    await page.goto("/privacy");
    await expect(page.getByText(/we delete it within 24 hours/)).toBeVisible();
    await page.goto("/refund-policy");
    await expect(page.getByText(/not refundable.*adjusted against the repair cost/)).toBeVisible();
    await expect(page.getByText(/warranty of up to 12 months/)).toBeVisible();
  });
});

// Book buttons of these pages and the preset each one carries.
const BOOK_PRESETS = [
  { path: "/", name: "Book Expert Technician", service: "General Repair", brand: "" },
  { path: "/", name: "Book Repair for LG", service: "Repair Service", brand: "LG" },
  { path: "/", name: "Book Repair for Godrej", service: "Repair Service", brand: "Godrej" },
  { path: "/", name: "Book Now for Front Load repair", service: "Front Load Repair", brand: "", machine: "front-load" },
  { path: "/", name: "Book Now for Washer Dryer Combo repair", service: "Washer Dryer Combo Repair", brand: "", machine: "washer-dryer-combo" },
  { path: "/locations/indiranagar", name: "Book Repair in Indiranagar", service: "General Repair", brand: "" },
  { path: "/locations/jp-nagar", name: "Book Service Now", service: "General Repair", brand: "" },
  { path: "/locations/whitefield", name: "Book Emergency Service", service: "Emergency Repair", brand: "" },
] as const;

test.describe("Book buttons with JavaScript open the dialog with their preset", () => {
  for (const preset of BOOK_PRESETS) {
    test(`${preset.path}: ${preset.name}`, async ({ page }) => {
      await page.goto(preset.path);
      await waitForHydration(page);
      await page.getByRole("main").getByRole("link", { name: preset.name, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Book a Technician" });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${preset.path.replace(/\//g, "\\/")}$`));
      await expectBookingPreset(dialog, preset);
    });
  }
});

test.describe("Book buttons without JavaScript lead to the booking page with their preset", () => {
  test.use({ javaScriptEnabled: false });
  for (const preset of BOOK_PRESETS) {
    test(`${preset.path}: ${preset.name}`, async ({ page }) => {
      await page.goto(preset.path);
      await page.getByRole("main").getByRole("link", { name: preset.name, exact: true }).click();
      await expect(page).toHaveURL(/\/book\?/);
      const url = new URL(page.url());
      expect(url.searchParams.get("service")).toBe(preset.service);
      expect(url.searchParams.get("brand") ?? "").toBe(preset.brand);
      expect(url.searchParams.get("machine") ?? "").toBe("machine" in preset ? preset.machine : "");
      await expect(page.getByRole("heading", { level: 1, name: "Book a Technician" })).toBeVisible();
      await expectBookingPreset(page.getByRole("main"), preset);
    });
  }
});

test.describe("header menus", () => {
  test("open and close by keyboard, Esc and an outside click", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const brands = nav.locator("summary", { hasText: "Brands" });
    await brands.focus();
    await page.keyboard.press("Enter");
    await expect(nav.getByRole("link", { name: "LG Repair" })).toBeVisible();
    await expect(nav.getByRole("link", { name: /Repair$/ })).toHaveCount(9);
    await expect(nav.getByRole("link", { name: "Godrej Repair" })).toHaveCount(0);
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "LG Repair" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: "LG Repair" })).toBeHidden();
    await expect(brands).toBeFocused();

    const services = nav.locator("summary", { hasText: "Services" });
    await services.focus();
    await page.keyboard.press(" ");
    await expect(nav.getByRole("link", { name: "Door Lock Repair" })).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(nav.getByRole("link", { name: "Door Lock Repair" })).toBeHidden();

    await nav.locator("summary", { hasText: "Machines" }).click();
    await expect(nav.getByRole("link", { name: "Washer Dryer Combo" })).toHaveAttribute("href", "/machines/washer-dryer-combo");
    await expect(nav.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    await expect(nav.getByRole("link", { name: "Check Warranty" })).toHaveAttribute("href", "/check-warranty");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("open by click and by keyboard, one at a time", async ({ page }) => {
      await page.goto("/");
      const nav = page.getByRole("navigation", { name: "Main" });
      await nav.locator("summary", { hasText: "Services" }).click();
      await expect(nav.getByRole("link", { name: "PCB Repair" })).toBeVisible();
      await nav.locator("summary", { hasText: "Brands" }).focus();
      await page.keyboard.press("Enter");
      await expect(nav.getByRole("link", { name: "Voltas Repair" })).toBeVisible();
      await expect(nav.getByRole("link", { name: "PCB Repair" })).toBeHidden();
      await expect(page.getByRole("banner").getByRole("link", { name: "Book Now" })).toHaveAttribute("href", "/book?service=General+Repair");
      await expect(page.getByRole("banner").getByRole("link", { name: "Call Now" })).toHaveAttribute("href", /^tel:\+91/);
    });
  });
});

test.describe("mobile drawer at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("holds the menus, Book, Call and WhatsApp, and closes when a link is clicked", async ({ page }) => {
    await page.goto("/view-all-areas");
    await waitForHydration(page);
    const drawer = page.getByRole("navigation", { name: "Mobile" });
    await expect(drawer).toBeHidden();
    await page.getByRole("banner").locator("summary", { hasText: "Menu" }).click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("link", { name: /Repair$/ })).toHaveCount(9 + 4);
    await expect(drawer.getByRole("link", { name: "Smart Washer" })).toBeVisible();
    await expect(drawer.getByRole("link", { name: "WhatsApp Us" })).toHaveAttribute(
      "href",
      `https://wa.me/919008012345?text=${encodeURIComponent(WHATSAPP_GREETING)}`,
    );
    await expect(drawer.getByRole("link", { name: "Call Now" })).toHaveAttribute("href", /^tel:/);

    await drawer.getByRole("link", { name: "WashFix Bengaluru" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(drawer).toBeHidden();

    await page.getByRole("banner").locator("summary", { hasText: "Menu" }).click();
    await drawer.getByRole("link", { name: "Book Now" }).click();
    await expect(drawer).toBeHidden();
    await expectBookingPreset(page.getByRole("dialog", { name: "Book a Technician" }), { service: "General Repair" });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("opens and closes with its button", async ({ page }) => {
      await page.goto("/");
      const drawer = page.getByRole("navigation", { name: "Mobile" });
      const toggle = page.getByRole("banner").locator("summary");
      await toggle.filter({ hasText: "Menu" }).click();
      await expect(drawer.getByRole("link", { name: "Samsung Repair" })).toBeVisible();
      await expect(drawer.getByRole("link", { name: "Book Now" })).toHaveAttribute("href", "/book?service=General+Repair");
      await toggle.filter({ hasText: "Close" }).click();
      await expect(drawer).toBeHidden();
    });
  });
});

test.describe("FAQ", () => {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
      test.use({ javaScriptEnabled });
      test("one answer open at a time, and it can be closed", async ({ page }) => {
        await page.goto("/");
        const faq = page.locator("#faq");
        const first = faq.locator("details").nth(0);
        const second = faq.locator("details").nth(1);
        await first.locator("summary").click();
        await expect(first.getByText(/same-day service/)).toBeVisible();
        await second.locator("summary").click();
        await expect(second.getByText(/basic repairs start from ₹299/)).toBeVisible();
        await expect(first.getByText(/same-day service/)).toBeHidden();
        await second.locator("summary").click();
        await expect(faq.locator("details[open]")).toHaveCount(0);
      });
    });
  }
});

test.describe("structured data", () => {
  test("the home page publishes LocalBusiness and FAQPage", async ({ request }) => {
    const blocks = structuredDataIn(await (await request.get("/")).text()) as { "@type": string; mainEntity?: unknown[] }[];
    const business = blocks.find((block) => block["@type"] === "LocalBusiness");
    expect(business).toMatchObject({ aggregateRating: { ratingValue: 4.9, reviewCount: 850 }, address: { postalCode: "560053" } });
    const faq = blocks.find((block) => block["@type"] === "FAQPage");
    expect(faq?.mainEntity).toHaveLength(8);
  });

  test("nested pages publish a BreadcrumbList", async ({ request, baseURL }) => {
    const blocks = structuredDataIn(await (await request.get("/locations/hebbal")).text()) as { "@type": string; itemListElement?: { item: string }[] }[];
    const breadcrumb = blocks.find((block) => block["@type"] === "BreadcrumbList");
    expect(breadcrumb?.itemListElement?.map((item: { item: string }) => item.item)).toEqual([
      `${baseURL}/`,
      `${baseURL}/view-all-areas`,
      `${baseURL}/locations/hebbal`,
    ]);
  });
});

test("a machine illustration that fails to load holds its place, and is replaced by a placeholder once the page has hydrated", async ({ page }) => {
  await page.route("**/assets/top-load-*.svg", (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto("/#machines");
  await page.locator("#machines").scrollIntoViewIfNeeded();
  // Before a touch, no script: the browser shows the alt text in the image's own box.
  const broken = page.getByRole("img", { name: "Top Load washing machine illustration" });
  await expect(broken).toHaveJSProperty("naturalWidth", 0);
  await expect(broken).toHaveAttribute("width", "240");
  await waitForHydration(page);
  await expect(page.getByRole("img", { name: "Top Load washing machine illustration" })).toHaveAttribute("data-placeholder", "");
  await expect(page.locator('#machines img[alt="Front Load washing machine illustration"]')).toBeVisible();
});

test.describe("accessibility", () => {
  // Each page template at least once; the busiest at both widths.
  const CASES = [
    ["/", 1280],
    ["/", 390],
    ["/view-all-areas", 390],
    ["/locations/koramangala", 1280],
    ["/locations/koramangala", 390],
    ["/locations/whitefield", 1280],
    ["/locations/hsr-layout", 390],
    ["/terms", 1280],
    ["/privacy", 390],
    ["/refund-policy", 1280],
    ["/no-such-page", 390],
  ] as const;
  async function seriousViolations(page: Page): Promise<string[]> {
    await injectAxe(page);
    return page.evaluate(async () => {
      // @ts-expect-error axe is injected above
      const result = await window.axe.run(document, { resultTypes: ["violations"] });
      return (result.violations as { id: string; impact: string; nodes: { target: string[] }[] }[])
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
    });
  }

  for (const [path, width] of CASES) {
    test(`${path} at ${width} px has no serious or critical axe violation`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test("the open mobile drawer and an open desktop menu have no serious or critical axe violation", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.getByRole("banner").locator("summary", { hasText: "Menu" }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    await page.getByRole("navigation", { name: "Main" }).locator("summary", { hasText: "Services" }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
