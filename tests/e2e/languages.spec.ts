import { type Page } from "@playwright/test";

import { DEFAULT_LOCALE, LANGUAGES, type Locale, localeOfPath, localePath, LOCALES } from "../../app/lib/i18n/locales";
import { expect, test } from "./fixtures";
import { injectAxe, query, uniqueName, waitForHydration } from "./support";

// The site in Kannada and Hindi: real server-rendered pages under /kn and /hi, found from the
// English ones (hreflang), listed in the sitemap, and a booking made in Kannada without
// JavaScript that staff see as Kannada.
const KANNADA = /[\u0C80-\u0CFF]/;
const DEVANAGARI = /[\u0900-\u097F]/;
/** The script each language other than English is written in (a language added without one fails here). */
const SCRIPTS: Partial<Record<Locale, RegExp>> = { kn: KANNADA, hi: DEVANAGARI };
function scriptOf(locale: Locale): RegExp {
  const script = SCRIPTS[locale];
  if (!script) throw new Error(`No script is named for ${locale}: add it to SCRIPTS`);
  return script;
}
const OTHER_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
const SAMPLED = ["/", "/locations/indiranagar", "/contact", "/check-warranty", "/services/installation"];
/** A message id left on a page: a message the page's loader did not send. */
const MESSAGE_ID = /\b(?:common|form|booking|customer|contact|home|staff|warranty|area|catalog)\.[a-z][\w.-]*[a-z]\b/;

async function alternates(page: Page) {
  return page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => Object.fromEntries(links.map((link) => [link.getAttribute("hreflang"), new URL(link.getAttribute("href")!).pathname])));
}

for (const path of SAMPLED) {
  test(`${path} declares its Kannada and Hindi pages, which are real pages in their script`, async ({ page }) => {
    await page.goto(path);
    const links = await alternates(page);
    expect(links).toEqual({ ...Object.fromEntries(LOCALES.map((locale) => [LANGUAGES[locale].tag, localePath(locale, path)])), "x-default": path });
    for (const [tag, script] of OTHER_LOCALES.map((locale) => [LANGUAGES[locale].tag, scriptOf(locale)] as const)) {
      const response = await page.goto(links[tag]!);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", tag);
      expect(await page.title()).toMatch(script);
      await expect(page.locator("h1")).toHaveText(script);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${links[tag]}$`));
      expect(await alternates(page)).toEqual(links);
      expect(await page.locator("main").innerText()).not.toMatch(MESSAGE_ID);
    }
  });
}

test("the sitemap lists every page in the three languages, with their alternates", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  for (const path of SAMPLED) {
    expect(locs).toEqual(expect.arrayContaining(LOCALES.map((locale) => localePath(locale, path))));
  }
  const english = locs.filter((p) => localeOfPath(p) === DEFAULT_LOCALE).length;
  for (const locale of OTHER_LOCALES) expect(locs.filter((p) => localeOfPath(p) === locale).length, locale).toBe(english);
  expect(sitemap).toContain('hreflang="x-default"');
});

/** The words a page's HTML shows: its text without scripts (the page's data names every message id), styles or tags. */
function shownText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

/** A page's route, by its path's shape: /kn/brands/lg-repair and /kn/brands/ifb-repair are one route. */
const routeShape = (path: string) => path.split("/").slice(0, 3).join("/");

// The server draws a page from the very messages its loaders send to the browser (LocaleProvider
// reads them from the routes' data in both), so a message a loader forgot shows its id in the
// served HTML: every page is read over HTTP. What only the browser draws (the booking dialog, a
// toast) is read in Chromium, hydrated, on one page of each route.
test("no Kannada or Hindi page shows a message id: every page's words arrive with it", async ({ page, request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname).filter((p) => localeOfPath(p) !== DEFAULT_LOCALE);
  const all = [...paths, ...OTHER_LOCALES.map((locale) => localePath(locale, "/book")), "/kn/no-such-page"];
  expect(paths.length).toBeGreaterThan(50);
  for (const path of all) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(path.endsWith("no-such-page") ? 404 : 200);
    expect(shownText(await response.text()), path).not.toMatch(MESSAGE_ID);
  }
  for (const path of [...new Map(all.map((path) => [routeShape(path), path])).values()]) {
    await page.goto(path);
    await waitForHydration(page);
    expect(await page.locator("body").innerText(), path).not.toMatch(MESSAGE_ID);
  }
});

test.describe("JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("a booking from the Kannada home page: refused in Kannada without a locality, thanked in Kannada, its page in Kannada, its language shown to staff", async ({
    asStaff,
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/kn");
    await page.getByRole("link", { name: "ನುರಿತ ಟೆಕ್ನಿಷಿಯನ್ ಬುಕ್ ಮಾಡಿ" }).click();
    await expect(page).toHaveURL(/\/kn\/book\?/);
    const name = uniqueName("ಕನ್ನಡ ಗ್ರಾಹಕ");
    await page.getByLabel("ನಿಮ್ಮ ಹೆಸರು *").fill(name);
    await page.getByLabel("ಫೋನ್ ನಂಬರ್ *").fill("98450 12345");
    // Spaces pass the browser's `required`; the server refuses them, in Kannada.
    await page.getByLabel("ಏರಿಯಾ *").fill("   ");
    await page.getByRole("button", { name: "ಟೆಕ್ನಿಷಿಯನ್ ಬುಕ್ ಮಾಡಿ" }).click();
    const summary = page.getByRole("alert").first();
    await expect(summary).toContainText("ನಿಮ್ಮ ಏರಿಯಾ ಆಯ್ಕೆಮಾಡಿ");
    await expect(summary).toBeInViewport();
    expect(query("select 1 from bookings where name = ?", name)).toEqual([]);

    await page.getByLabel("ಏರಿಯಾ *").fill("Jayanagar");
    await page.getByRole("button", { name: "ಟೆಕ್ನಿಷಿಯನ್ ಬುಕ್ ಮಾಡಿ" }).click();
    await expect(page).toHaveURL(/\/kn\/book\/thank-you\?booking=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ಬುಕಿಂಗ್ ತಲುಪಿದೆ!");
    const [booking] = query<{ id: number; token: string; language: string }>("select id, token, language from bookings where name = ?", name);
    expect(booking?.language).toBe("kn");
    await page.getByRole("link", { name: "ನಿಮ್ಮ ಬುಕಿಂಗ್ ನೋಡಿ" }).click();
    await expect(page).toHaveURL(new RegExp(`/kn/booking/${booking!.token}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "kn-IN");
    await expect(page.getByText("ತಲುಪಿದೆ", { exact: true })).toBeVisible();
    expect(await page.locator("main").innerText()).not.toMatch(MESSAGE_ID);

    await asStaff();
    await page.goto(`/admin?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole("row").filter({ hasText: name })).toContainText("Prefers Kannada");
    await page.goto(`/admin/bookings/${booking!.id}`);
    await expect(page.getByText("Kannada: call back in Kannada")).toBeVisible();
  });
});

// Kannada words are long: at 320 and 390 px no page is wider than the screen and no heading,
// paragraph, link, button or label has text running out of its own box.
for (const width of [320, 390]) {
  test(`Kannada and Hindi pages fit a ${width} px phone with no text running out of its box`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of [
      "/kn",
      "/hi",
      "/kn/locations/indiranagar",
      "/hi/contact",
      "/kn/book",
      "/hi/book",
      "/kn/check-warranty",
      "/hi/services/installation",
      "/kn/view-all-areas",
    ]) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
      const overflowing = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>("h1, h2, h3, p, a, button, label, li, summary, th, td, dt, dd")]
          .filter((el) => getComputedStyle(el).display !== "inline" && el.clientWidth > 1 && el.checkVisibility())
          .filter((el) => el.scrollWidth > el.clientWidth + 1)
          .map((el) => `${el.tagName.toLowerCase()} "${el.textContent!.trim().slice(0, 40)}" ${el.scrollWidth}>${el.clientWidth}`),
      );
      expect(overflowing, path).toEqual([]);
    }
  });
}

test("axe finds nothing on the Kannada and Hindi home pages at 390 px", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/kn", "/hi", "/kn/contact", "/hi/locations/indiranagar"]) {
    await page.goto(path);
    await injectAxe(page);
    const violations = await page.evaluate(async () => {
      const result = await (window as unknown as { axe: { run: () => Promise<{ violations: { id: string; nodes: unknown[] }[] }> } }).axe.run();
      return result.violations.map((v) => `${v.id} (${v.nodes.length})`);
    });
    expect(violations, path).toEqual([]);
  }
});

test("the booking dialog's locality picker is in Kannada and finds a locality typed in Kannada or Devanagari script", async ({ page }) => {
  await page.goto("/kn");
  await waitForHydration(page);
  await page.getByRole("banner").getByRole("link", { name: "ಈಗಲೇ ಬುಕ್ ಮಾಡಿ" }).click();
  const dialog = page.getByRole("dialog");
  const locality = dialog.getByLabel("ಏರಿಯಾ *");
  await expect(locality).toHaveText("ನಿಮ್ಮ ಏರಿಯಾ ಆಯ್ಕೆಮಾಡಿ");
  await locality.click();
  const search = dialog.getByRole("combobox", { name: "ಏರಿಯಾ ಹುಡುಕಿ" });
  await search.fill("ಕೋರಮಂಗಲ");
  const list = dialog.getByRole("listbox", { name: "ಏರಿಯಾಗಳು" });
  await expect(list.getByRole("option").first()).toHaveText("Koramangala");
  await search.fill("इंदिरानगर");
  await list.getByRole("option", { name: "Indiranagar", exact: true }).click();
  await expect(locality).toHaveText("Indiranagar");
});
