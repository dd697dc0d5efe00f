import { describe, expect, it } from "vitest";

import { buildTitle, pageMeta, TITLE_MAX_LENGTH } from "~/lib/seo/meta";

describe("page titles, as the specification gives them", () => {
  it("is '{title} {location or Bangalore} - {brand}' when that fits in 60 characters", () => {
    expect(buildTitle("LG Repair")).toBe("LG Repair Bangalore - WashFix Bengaluru");
    expect(buildTitle("Repair in", "Jayanagar")).toBe("Repair in Jayanagar - WashFix Bengaluru");
  });

  it("cuts title and location to 47 characters plus '...' when longer", () => {
    const title = buildTitle("Washing Machine Repair and Service", "Electronic City");
    expect(title).toBe("Washing Machine Repair and Service Electronic C...");
    expect(title.length).toBe(50);
  });

  it("is exactly at the limit at 60 characters and cut at 61", () => {
    const fits = "x".repeat(TITLE_MAX_LENGTH - " Bangalore - WashFix Bengaluru".length);
    expect(buildTitle(fits)).toHaveLength(60);
    expect(buildTitle(`${fits}y`)).toBe(`${`${fits}y Bangalore`.slice(0, 47)}...`);
  });
});

describe("page meta", () => {
  it("builds an absolute canonical URL from the site URL and robots index,follow", () => {
    const meta = pageMeta(
      { matches: [{ id: "root", data: { siteUrl: "https://example.in" } }] as never },
      { title: "Contact Us", description: "Reach us", path: "/contact" },
    );
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://example.in/contact" });
    expect(meta).toContainEqual({ name: "robots", content: "index,follow" });
    expect(meta).toContainEqual({ property: "og:url", content: "https://example.in/contact" });
    expect(meta).toContainEqual({
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "WebPage",
        url: "https://example.in/contact",
        name: expect.any(String),
        description: "Reach us",
        inLanguage: "en-IN",
      },
    });
  });
});
