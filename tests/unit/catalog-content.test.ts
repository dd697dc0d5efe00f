import { describe, expect, it } from "vitest";

import { areaPath, AREAS } from "~/content/areas";
import { BRAND_PAGES } from "~/content/brand-pages.server";
import { brandPath, BRANDS } from "~/content/brands";
import { areaLinks, brandLinks } from "~/content/catalog-links";
import { MACHINE_PAGES } from "~/content/machine-pages.server";
import { MACHINES } from "~/content/machines";
import type { CatalogPage, PageBlock } from "~/content/page-blocks";
import { SERVICE_PAGES } from "~/content/service-pages.server";
import { SERVICES } from "~/content/services";
import { buildTitle, TITLE_MAX_LENGTH } from "~/lib/seo/meta";

/** The block with this id, checked to be of the expected kind. */
function block<K extends PageBlock["kind"]>(page: CatalogPage | undefined, id: string, kind: K): Extract<PageBlock, { kind: K }> {
  const found = page?.blocks.find((candidate) => candidate.id === id);
  expect(found, `block ${id}`).toBeDefined();
  expect(found!.kind).toBe(kind);
  return found as Extract<PageBlock, { kind: K }>;
}

const ALL_PAGES: [string, CatalogPage][] = [
  ...Object.entries(BRAND_PAGES).map(([slug, page]): [string, CatalogPage] => [`brand ${slug}`, page]),
  ...Object.entries(SERVICE_PAGES).map(([slug, page]): [string, CatalogPage] => [`service ${slug}`, page]),
  ...Object.entries(MACHINE_PAGES).map(([slug, page]): [string, CatalogPage] => [`machine ${slug}`, page]),
];

describe("registries and page copy match", () => {
  it("has exactly one page per brand, service and machine slug, and the slugs are unique", () => {
    for (const [registry, pages] of [
      [BRANDS, BRAND_PAGES],
      [SERVICES, SERVICE_PAGES],
      [MACHINES, MACHINE_PAGES],
    ] as const) {
      const slugs = registry.map((entry) => entry.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      expect(Object.keys(pages).sort()).toEqual([...slugs].sort());
    }
    expect(BRANDS).toHaveLength(10);
    expect(SERVICES).toHaveLength(6);
    expect(MACHINES).toHaveLength(6);
  });

  it.each(ALL_PAGES)("%s: short unique-id blocks and a title within 60 characters, not cut", (_, page) => {
    const ids = page.blocks.map((candidate) => candidate.id);
    expect(new Set(ids).size).toBe(ids.length);
    const title = buildTitle(page.seoTitle);
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
    expect(title.endsWith("...")).toBe(false);
    expect(page.description.length).toBeLessThanOrEqual(160);
    expect(page.keywords.length).toBeGreaterThanOrEqual(3);
  });

  it("gives every page its own title and description", () => {
    const titles = ALL_PAGES.map(([, page]) => page.seoTitle);
    const descriptions = ALL_PAGES.map(([, page]) => page.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it("repeats no paragraph across pages, not even with only a brand or page name swapped", () => {
    const names = [...BRANDS.map((brand) => brand.name), ...MACHINES.map((machine) => machine.title)];
    const pattern = new RegExp(`\\b(${names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})\\b`, "gi");
    const seen = new Map<string, string>();
    for (const [where, page] of ALL_PAGES) {
      const texts = [
        page.description,
        page.hero.intro,
        page.cta.text,
        ...page.blocks.flatMap((candidate) => {
          const intro = candidate.intro ? [candidate.intro] : [];
          switch (candidate.kind) {
            case "cards":
              return [...intro, ...candidate.cards.map((card) => card.text)];
            case "issues":
              return [...intro, ...candidate.issues.flatMap((issue) => [issue.text, issue.solution ?? ""])];
            case "notice":
              return [...intro, ...candidate.paragraphs];
            default:
              return intro;
          }
        }),
      ].filter((text) => text.length > 40);
      for (const text of new Set(texts)) {
        const key = text.replace(pattern, "#").toLowerCase();
        expect(seen.get(key), `"${text}" in ${where} repeats ${seen.get(key)}`).toBeUndefined();
        seen.set(key, where);
      }
    }
  });
});

describe("links between pages", () => {
  it("lead only to brand and area pages that exist", () => {
    const known = new Set([...BRANDS.map(brandPath), ...AREAS.map(areaPath)]);
    const hrefs = ALL_PAGES.flatMap(([, page]) => page.blocks.flatMap((candidate) => (candidate.kind === "links" ? candidate.links : [])));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const link of hrefs) expect(known, link.href).toContain(link.href);
  });

  it("refuse an unknown slug when the content is built", () => {
    expect(() => areaLinks(["atlantis"])).toThrow("Unknown location slug: atlantis");
    expect(() => brandLinks(["acme"])).toThrow("Unknown brand slug: acme");
  });
});

describe("brand pages (the specification's brand pages)", () => {
  it("LG has 3 machine types, 10 error codes and 8 extra services", () => {
    expect(block(BRAND_PAGES.lg, "machine-types", "cards").cards).toHaveLength(3);
    expect(block(BRAND_PAGES.lg, "error-codes", "error-codes").codes).toHaveLength(10);
    expect(block(BRAND_PAGES.lg, "extra-services", "cards").cards).toHaveLength(8);
  });

  it("Samsung has 3 specialised services", () => {
    expect(block(BRAND_PAGES.samsung, "specialised-services", "cards").cards).toHaveLength(3);
  });

  it.each(["ifb", "bosch", "whirlpool", "haier", "godrej"])(
    "%s: 'Book Repair Service' for '<Brand> Repair', three benefits, technologies or issues, 8 models",
    (slug) => {
      const page = BRAND_PAGES[slug]!;
      const brand = BRANDS.find((candidate) => candidate.slug === slug)!;
      expect(page.hero.bookLabel).toBe("Book Repair Service");
      expect(page.booking).toEqual({ service: `${brand.name} Repair`, brand: brand.name });
      expect(block(page, "benefits", "cards").cards).toHaveLength(3);
      expect(page.blocks.some((candidate) => candidate.id === "technologies" || candidate.id === "common-issues")).toBe(true);
      expect(block(page, "models", "chips").items).toHaveLength(8);
      expect(page.warranty).toMatch(/^12 months/);
    },
  );

  it.each(["siemens", "voltas"])("%s: six 'Book This Service' cards, a problem list, four reasons, 90 days", (slug) => {
    const page = BRAND_PAGES[slug]!;
    const services = block(page, "services", "cards");
    expect(services.cards).toHaveLength(6);
    expect(services.book).toEqual({ label: "Book This Service", service: "title" });
    expect(block(page, "problems", "lists").lists[0]!.items.length).toBeGreaterThanOrEqual(5);
    expect(block(page, "reasons", "cards").cards).toHaveLength(4);
    expect(page.warranty).toMatch(/^90 days/);
  });

  it("Siemens lists E18, E23 and E27; Voltas claims most repairs finish within 24 hours", () => {
    expect(block(BRAND_PAGES.siemens, "error-codes", "error-codes").codes.map((code) => code.code)).toEqual(["E18", "E23", "E27"]);
    expect(BRAND_PAGES.voltas!.hero.points).toContain("Most repairs finish within 24 hours");
  });

  it("Panasonic: technologies, issues with solutions, four reasons, 12 areas, emergency CTA, LocalBusiness", () => {
    const page = BRAND_PAGES.panasonic!;
    expect(block(page, "technologies", "cards").cards.length).toBeGreaterThanOrEqual(4);
    expect(block(page, "issues", "issues").issues.every((issue) => issue.solution)).toBe(true);
    expect(block(page, "reasons", "cards").cards).toHaveLength(4);
    expect(block(page, "service-areas", "links").links).toHaveLength(12);
    expect(page.booking.service).toBe("General Repair");
    expect(page.cta.service).toBe("Emergency Repair");
    expect(page.cta.chatText).toBeTruthy();
    expect(page.localBusiness).toBe(true);
    expect(page.warranty).toMatch(/^12 months/);
  });
});

describe("service pages", () => {
  it("washing machine repair: ten problems, six steps, six brand cards, 15 areas", () => {
    const page = SERVICE_PAGES["washing-machine-repair"];
    expect(block(page, "problems", "cards").cards).toHaveLength(10);
    expect(block(page, "process", "steps").steps).toHaveLength(6);
    expect(block(page, "brand-expertise", "cards").cards).toHaveLength(6);
    expect(block(page, "areas", "links").links).toHaveLength(15);
  });

  it("general repair: six issues timed from 20 to 120 minutes", () => {
    const issues = block(SERVICE_PAGES["general-repair"], "issues", "issues").issues;
    expect(issues).toHaveLength(6);
    const minutes = issues.flatMap((issue) => issue.time!.match(/\d+/g)!.map(Number));
    expect(Math.min(...minutes)).toBe(20);
    expect(Math.max(...minutes)).toBe(120);
  });

  it("installation: 8 items, the four steps, three tiers without prices, 'Installation Service'", () => {
    const page = SERVICE_PAGES.installation!;
    expect(page.booking.service).toBe("Installation Service");
    expect(block(page, "benefits", "cards").cards.length).toBeGreaterThan(0);
    expect(block(page, "service-items", "lists").lists[0]!.items).toHaveLength(8);
    expect(block(page, "process", "steps").steps.map((step) => step.title)).toEqual(["Site inspection", "Unboxing and setup", "Connections", "Testing"]);
    expect(block(page, "inclusions", "lists").lists[0]!.items.length).toBeGreaterThan(0);
    const tiers = block(page, "tiers", "tiers").tiers;
    expect(tiers.map((tier) => tier.name)).toEqual(["Standard", "Premium", "Express"]);
    expect(tiers.every((tier) => tier.price === undefined)).toBe(true);
    expect(tiers[1]!.highlight).toBe("Most Popular");
    expect(tiers[1]!.features).toContain("Free service call within 30 days");
    expect(tiers[2]!.features).toContain("24/7 support for one month");
  });

  it("maintenance: the three plans and prices of section 9, Choose Plan, tasks and frequency", () => {
    const page = SERVICE_PAGES.maintenance!;
    expect(page.hero.bookLabel).toBe("Book Maintenance");
    expect(page.booking.service).toBe("Maintenance Service");
    const plans = block(page, "plans", "tiers");
    expect(plans.book).toEqual({ label: "Choose Plan", service: "title" });
    expect(plans.tiers.map((tier) => [tier.name, tier.price, tier.highlight])).toEqual([
      ["Basic Maintenance", "₹799", undefined],
      ["Deep Clean Service", "₹1299", "Most Popular"],
      ["Premium Maintenance", "₹1799", undefined],
    ]);
    expect(plans.tiers[1]!.features).toContain("30-day warranty");
    expect(plans.tiers[2]!.features).toEqual(expect.arrayContaining(["90-day warranty", "Free follow-up service"]));
    expect(block(page, "tasks", "lists").lists.map((list) => list.title)).toEqual(["Monthly", "Quarterly"]);
    expect(block(page, "frequency", "notice").paragraphs.join(" ")).toMatch(/3-5 loads a week.*every 6 months.*6 or more loads.*every 3 months/);
    expect(block(page, "benefits", "cards").cards.map((card) => card.title)).toEqual([
      "Extend lifespan by 3-5 years",
      "Optimal performance",
      "Prevent breakdowns",
    ]);
  });

  it("PCB repair: four steps, Component Repair most common, eight brands, 6 and 12 months", () => {
    const page = SERVICE_PAGES["pcb-repair"]!;
    expect(page.hero.bookLabel).toBe("Book PCB Repair");
    expect(block(page, "process", "steps").steps.map((step) => step.title)).toEqual([
      "Visual inspection",
      "Electronic testing",
      "Component repair",
      "Function testing",
    ]);
    const tiers = block(page, "tiers", "tiers").tiers;
    expect(tiers.map((tier) => [tier.name, tier.highlight])).toEqual([
      ["Diagnosis", undefined],
      ["Component Repair", "Most Common"],
      ["Complete PCB", undefined],
    ]);
    expect(block(page, "brands", "links").links.map((link) => link.label)).toEqual([
      "LG",
      "Samsung",
      "IFB",
      "Bosch",
      "Whirlpool",
      "Haier",
      "Godrej",
      "Panasonic",
    ]);
    expect(page.warranty).toBe("6 months warranty on component repair and 12 months on a complete PCB replacement.");
  });

  it("door lock repair: four lock types, four steps, Lock Assembly most common, the safety notice", () => {
    const page = SERVICE_PAGES["door-lock-repair"]!;
    expect(page.hero.bookLabel).toBe("Book Door Repair");
    expect(page.hero.intro).toContain("1-2 hours");
    expect(block(page, "lock-types", "cards").cards.map((card) => card.title)).toEqual(["Manual lock", "Electronic lock", "Smart lock", "Safety interlock"]);
    expect(block(page, "process", "steps").steps).toHaveLength(4);
    expect(block(page, "tiers", "tiers").tiers.map((tier) => [tier.name, tier.highlight])).toEqual([
      ["Handle Repair", undefined],
      ["Lock Assembly", "Most Common"],
      ["Electronic Lock", undefined],
    ]);
    const notice = block(page, "safety", "notice").paragraphs.join(" ");
    expect(notice).toContain("Never force the door");
    expect(notice).toContain("wait 2-3 minutes for the safety lock to release");
  });
});

describe("machine pages", () => {
  it.each(["front-load", "top-load", "semi-automatic"])("%s: 6 issues, 6 brands, 6 advantages", (slug) => {
    const page = MACHINE_PAGES[slug];
    expect(block(page, "issues", "issues").issues).toHaveLength(6);
    expect(block(page, "brands", "links").links).toHaveLength(6);
    expect(block(page, "advantages", "cards").cards).toHaveLength(6);
  });

  it.each(["full-automatic", "smart-washer", "washer-dryer-combo"])(
    "%s: chat in the hero, features, six issues with solution, time and 'Book Repair Now', brands",
    (slug) => {
      const page = MACHINE_PAGES[slug]!;
      expect(page.hero.chat).toBe(true);
      expect(block(page, "features", "cards").cards.length).toBeGreaterThan(0);
      const issues = block(page, "issues", "issues");
      expect(issues.issues).toHaveLength(6);
      expect(issues.issues.every((issue) => issue.solution && issue.time)).toBe(true);
      expect(issues.book).toEqual({ label: "Book Repair Now", service: "title-repair" });
      expect(page.blocks.some((candidate) => candidate.id === "brands")).toBe(true);
    },
  );
});
