import { afterEach, describe, expect, it, vi } from "vitest";

import { areaPageFor } from "~/content/area-pages";
import { AREAS as LOCATION_ENTRIES } from "~/content/areas";
import { BRANDS } from "~/content/brands";
import { HOME_FAQS } from "~/content/faqs";
import { PRIVACY, REFUND_POLICY, TERMS } from "~/content/legal";

import { routeArgs } from "./action-outcome";

const AREAS = LOCATION_ENTRIES.map(areaPageFor);
import { BRAND_MENU, MACHINE_MENU, SERVICE_MENU } from "~/content/navigation";
import { REVIEWS } from "~/content/reviews";
import { buildTitle } from "~/lib/seo/meta";
import { publicPaths, robotsTxt, sitemapXml } from "~/lib/seo/sitemap";
import { breadcrumbJsonLd, faqPageJsonLd, structuredDataText } from "~/lib/seo/structured-data.server";
import { loader as notFoundLoader } from "~/routes/public/($lang).$";
import { loader as areaLoader } from "~/routes/public/($lang).locations.$slug";

describe("structured data helpers", () => {
  it("puts Home first and numbers breadcrumb items from 1 with absolute URLs in the page's language", () => {
    expect(breadcrumbJsonLd("https://x.in", "en", [{ name: "LG", path: "/brands/lg-repair" }])).toEqual({
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://x.in/" },
        { "@type": "ListItem", position: 2, name: "LG", item: "https://x.in/brands/lg-repair" },
      ],
    });
    const kannada = breadcrumbJsonLd("https://x.in", "kn", [{ name: "LG ರಿಪೇರಿ", path: "/brands/lg-repair" }]) as {
      itemListElement: { name: string; item: string }[];
    };
    expect(kannada.itemListElement.map((item) => item.item)).toEqual(["https://x.in/kn", "https://x.in/kn/brands/lg-repair"]);
    expect(kannada.itemListElement[0]!.name).toMatch(/[\u0C80-\u0CFF]/);
  });

  it("writes the page's structured data as one schema.org graph that no text can close", () => {
    expect(structuredDataText([])).toBe("");
    const text = structuredDataText([{ "@type": "Thing", name: "</script><script>alert(1)</script>" }]);
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual({ "@context": "https://schema.org", "@graph": [{ "@type": "Thing", name: "</script><script>alert(1)</script>" }] });
  });

  it("publishes every FAQ with its answer", () => {
    const data = faqPageJsonLd(HOME_FAQS) as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(data.mainEntity).toHaveLength(8);
    expect(data.mainEntity[0]!.acceptedAnswer.text).toBe(HOME_FAQS[0]!.answer);
  });
});

describe("sitemap and robots", () => {
  it("lists every public page once: home, 6 services, 10 brands, 16 areas, 6 machines, contact, warranty, areas list, 3 legal", () => {
    const paths = publicPaths();
    expect(paths).toHaveLength(1 + 6 + 10 + 16 + 6 + 2 + 1 + 3);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain("/brands/godrej-repair");
    expect(paths).toEqual(expect.arrayContaining(["/terms", "/privacy", "/refund-policy", "/view-all-areas", "/check-warranty", "/contact"]));
    expect(paths).not.toContain("/terms-and-conditions");
    expect(paths.some((path) => path.startsWith("/admin") || path.startsWith("/book"))).toBe(false);
  });

  it("uses absolute URLs and escapes XML", () => {
    const xml = sitemapXml("https://x.in", ["/", "/a&b"]);
    expect(xml).toContain("<loc>https://x.in/</loc>");
    expect(xml).toContain("<loc>https://x.in/a&amp;b</loc>");
  });

  it("robots.txt disallows /admin and names the sitemap", () => {
    expect(robotsTxt("https://x.in")).toBe("User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: https://x.in/sitemap.xml\n");
  });
});

describe("the content counts the specification gives", () => {
  it("has nine brands in the menus (no Godrej), six services and six machines", () => {
    expect(BRAND_MENU).toHaveLength(9);
    expect(BRAND_MENU.map((link) => link.to)).not.toContain("/brands/godrej-repair");
    expect(BRANDS).toHaveLength(10);
    expect(SERVICE_MENU).toHaveLength(6);
    expect(MACHINE_MENU).toHaveLength(6);
  });

  it("has six five-star verified reviews and eight FAQs", () => {
    expect(REVIEWS).toHaveLength(6);
    expect(REVIEWS.every((review) => review.rating === 5 && review.verified)).toBe(true);
    expect(HOME_FAQS).toHaveLength(8);
  });

  it("has sixteen areas, three popular, with the spec's special sections", () => {
    expect(AREAS).toHaveLength(16);
    expect(AREAS.filter((area) => area.popular).map((area) => area.name)).toEqual(["Indiranagar", "Koramangala", "Whitefield"]);
    const bySlug = Object.fromEntries(AREAS.map((area) => [area.slug, area]));
    expect(bySlug.koramangala!.blocks).toHaveLength(8);
    expect(bySlug.koramangala!.landmarks).toHaveLength(8);
    expect(bySlug.whitefield!.localities).toHaveLength(8);
    for (const slug of ["hsr-layout", "jp-nagar", "electronic-city"]) {
      expect(bySlug[slug]!.whyChoose?.length).toBeGreaterThan(0);
      expect(bySlug[slug]!.heroBookLabel).toBe("Book Service Now");
    }
  });

  it("never repeats a paragraph between areas", () => {
    const texts = AREAS.flatMap((location) => [
      location.summary,
      location.intro,
      ...location.benefits.map((card) => card.text),
      ...location.localIssues.map((card) => card.text),
      ...(location.whyChoose ?? []).map((card) => card.text),
    ]);
    // The same sentence with only the area's name swapped would collapse to one entry here.
    const normalised = AREAS.flatMap((location) => texts.filter((text) => text.includes(location.name)).map((text) => text.replaceAll(location.name, "AREA")));
    expect(new Set(texts).size).toBe(texts.length);
    expect(new Set(normalised).size).toBe(normalised.length);
  });

  it("keeps every area page title within 60 characters", () => {
    for (const location of AREAS) expect(buildTitle("Washing Machine Repair", location.name).length).toBeLessThanOrEqual(60);
  });

  it("states the spec's legal facts", () => {
    const text = (doc: typeof TERMS) => doc.sections.flatMap((section) => section.paragraphs).join(" ");
    expect(text(TERMS)).toContain("up to 2 hours before the appointment");
    expect(text(TERMS)).toMatch(/cash, UPI or another digital payment method/);
    expect(text(REFUND_POLICY)).toMatch(/not refundable.*adjusted against the repair cost/);
    expect(text(REFUND_POLICY)).toContain("up to 12 months");
    expect(text(PRIVACY)).toContain("within 24 hours");
    expect(text(PRIVACY)).toContain("not uploaded");
  });
});

describe("not found", () => {
  afterEach(() => vi.restoreAllMocks());

  it("answers 404 for any unknown path and logs the path", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const thrown = await notFoundLoader(routeArgs(new Request("http://x.in/nope/deeper"))).catch((e: unknown) => e);
    expect((thrown as Response).status).toBe(404);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("/nope/deeper"));
  });

  it("answers 404 for an unknown area and logs the path", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const thrown = await areaLoader(routeArgs(new Request("http://x.in/locations/xyz"), { slug: "xyz" })).catch((e: unknown) => e);
    expect((thrown as Response).status).toBe(404);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("/locations/xyz"));
    await expect(areaLoader(routeArgs(new Request("http://x.in/locations/hebbal"), { slug: "hebbal" }))).resolves.toMatchObject({
      area: { slug: "hebbal", name: "Hebbal", pincode: "560024" },
    });
  });
});
