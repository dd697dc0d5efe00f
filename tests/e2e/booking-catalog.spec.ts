import { expect, test } from "@playwright/test";

import { bookingFormFields, bookingsNamed, uniqueName } from "./support";

// Every Book button of the site (a /book?service=&brand= link in the server's HTML) presets a
// service and brand the /book action accepts: the catalog the schema checks holds them all. The
// pages are every page the crawl finds from / and the sitemap, and the warranty checker's
// out-of-warranty answer (its repair form books 'Repair Service' for the checked brand).
test("every Book button's preset, on every page, books", async ({ request }) => {
  test.slow();
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const pages = new Set<string>(["/", "/contact", "/check-warranty", ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)]);
  const presets = new Map<string, { service: string; brand: string; machine: string; page: string }>();
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    for (const [, href] of html.matchAll(/<a\b[^>]*\bhref="(\/book\?[^"]+)"/g)) {
      const params = new URL(href!.replace(/&amp;/g, "&"), "http://localhost").searchParams;
      const preset = { service: params.get("service") ?? "", brand: params.get("brand") ?? "", machine: params.get("machine") ?? "", page: path };
      presets.set(`${preset.service}|${preset.brand}|${preset.machine}`, preset);
    }
  }
  for (const brand of ["LG", "Onida", "BPL", "Electrolux"]) {
    presets.set(`Repair Service|${brand}|`, { service: "Repair Service", brand, machine: "", page: `/check-warranty (${brand})` });
  }
  // The crawl found the site's buttons: the header's, the brand cards', the catalog pages' cards.
  expect(presets.size).toBeGreaterThan(40);
  for (const key of ["General Repair||", "Repair Service|LG|", "Emergency Repair||", "Front Load Repair||front-load"])
    expect([...presets.keys()]).toContain(key);

  const refused: string[] = [];
  for (const { service, brand, machine, page } of presets.values()) {
    const name = uniqueName("Preset");
    const response = await request.post("/book", {
      form: { ...bookingFormFields(name, service), brand, machineType: machine },
      maxRedirects: 0,
    });
    if (response.status() !== 303) refused.push(`${page}: ${service} / ${brand || "(no brand)"} / ${machine || "(no machine)"} -> ${response.status()}`);
    else expect(bookingsNamed(name)).toEqual([expect.objectContaining({ service, brand: brand || "Not specified", machine_type: machine })]);
  }
  expect(refused).toEqual([]);
});

test("a made-up service or brand is refused with a message and stores nothing; the /book page ignores it as a preset", async ({ request, page }) => {
  const name = uniqueName("Made Up");
  for (const fields of [{ service: "Free iPhone" }, { brand: "=cmd|' /C calc'!A0" }] as Record<string, string>[]) {
    const response = await request.post("/book", {
      form: { ...bookingFormFields(name), ...fields },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
  }
  expect(bookingsNamed(name)).toEqual([]);
  await page.goto("/book?service=Free+iPhone&brand=Acme");
  await expect(page.getByLabel("Service", { exact: true })).toHaveValue("General Repair");
  await expect(page.getByLabel("Brand", { exact: true })).toHaveValue("");
});
