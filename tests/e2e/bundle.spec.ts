import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { expect, test, type Browser, type Response } from "@playwright/test";
import { inlineScriptsGzipBytes } from "../shared/inline-scripts";

// What `npm run build` writes for the browser (Vite's client build).
const BROWSER_BUILD = path.resolve("build/client");
const JS_BUDGET = 100 * 1024;
const CSS_BUDGET = 25 * 1024;
/** Remix's module script, in the page until React has hydrated it: <Scripts> renders nothing after that. */
const PENDING_SCRIPTS = 'script[type="module"]';
/** Pages measured at once, each in its own browser context (the waits are mostly idle time). */
const CONCURRENCY = 3;

function browserFiles(dir = BROWSER_BUILD): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? browserFiles(file) : [file];
  });
}

test("the browser build holds no server-only code", () => {
  const js = browserFiles().filter((file) => file.endsWith(".js"));
  expect(js.length).toBeGreaterThan(0);
  // Markers of the database driver, the query builder, password hashing, the session secret and SQL.
  const serverOnly = [/better-sqlite3/, /\bbcrypt/i, /SESSION_SECRET/, /ADMIN_PASSWORD/, /password_hash/, /insert into "bookings"/i, /kysely/i];
  for (const file of js) {
    const source = fs.readFileSync(file, "utf8");
    for (const marker of serverOnly) {
      expect(marker.test(source), `${path.relative(BROWSER_BUILD, file)} contains ${marker}`).toBe(false);
    }
  }
});

type PageWeight = { path: string; status: number; files: number; external: number; inline: number; js: number; css: number };

const gzipBytes = async (response: Response) => zlib.gzipSync(await response.body()).length;

/**
 * What a visitor's browser loads for a page without a user action: the page is opened in a fresh
 * context (empty cache) and left until the network is idle, so the entry scripts, their
 * modulepreloads and every chunk fetched after hydration are counted, each gzipped on its own
 * (zlib's default level), plus the HTML's inline scripts. CSS is counted the same way: any
 * stylesheet loaded, and the <style> the server inlines.
 */
async function pageWeight(browser: Browser, baseURL: string, pagePath: string): Promise<PageWeight> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    const responses = new Map<string, Response>();
    let inFlight = 0;
    page.on("request", () => (inFlight += 1));
    page.on("requestfinished", () => (inFlight -= 1));
    page.on("requestfailed", () => (inFlight -= 1));
    page.on("response", (response) => responses.set(response.url(), response));
    const document = await page.goto(pagePath, { waitUntil: "networkidle" });
    if (!document) throw new Error(`${pagePath}: no response`);
    // A busy machine can hydrate later than the network's first idle moment: wait for the
    // hydrated page, then for its last request.
    await expect(page.locator(PENDING_SCRIPTS), `${pagePath}: hydrated`).toHaveCount(0);
    await expect.poll(() => inFlight).toBe(0);
    const weight: PageWeight = { path: pagePath, status: document.status(), files: 0, external: 0, inline: 0, js: 0, css: 0 };
    for (const response of responses.values()) {
      const contentType = response.headers()["content-type"] ?? "";
      if (response.request().resourceType() === "script" || /javascript|ecmascript/.test(contentType)) {
        expect(response.status(), `${pagePath}: ${response.url()}`).toBe(200);
        weight.files += 1;
        weight.external += await gzipBytes(response);
      } else if (contentType.startsWith("text/css")) {
        weight.css += await gzipBytes(response);
      }
    }
    const html = await document.text();
    weight.inline = inlineScriptsGzipBytes(html);
    const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!).join("");
    if (styles) weight.css += zlib.gzipSync(styles).length;
    weight.js = weight.external + weight.inline;
    return weight;
  } finally {
    await context.close();
  }
}

test("public pages stay within 100 KB of JavaScript and 25 KB of CSS, gzipped", async ({ browser, baseURL }) => {
  const sitemap = await (await fetch(new URL("/sitemap.xml", baseURL))).text();
  const fromSitemap = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const notFound = "/no-such-page";
  const pages = [...new Set(["/", "/book", "/book/thank-you", notFound, ...fromSitemap])];
  expect(fromSitemap.length).toBeGreaterThan(10);
  test.setTimeout(30_000 + pages.length * 5_000);

  const weights: PageWeight[] = [];
  const queue = [...pages];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let pagePath = queue.shift(); pagePath !== undefined; pagePath = queue.shift()) {
        weights.push(await pageWeight(browser, baseURL!, pagePath));
      }
    }),
  );

  weights.sort((a, b) => b.js - a.js);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);
  console.log(
    [
      `JavaScript per page, gzipped (KB), ${weights.length} pages, heaviest first:`,
      `   total  files  inline     css  page`,
      ...weights.map((w) => `  ${kb(w.js)}  ${String(w.files).padStart(5)}  ${kb(w.inline)}  ${kb(w.css)}  ${w.path}${w.status === 200 ? "" : ` (${w.status})`}`),
    ].join("\n"),
  );

  for (const weight of weights) {
    expect(weight.status, weight.path).toBe(weight.path === notFound ? 404 : 200);
    expect(weight.files, `${weight.path}: scripts loaded`).toBeGreaterThan(0);
    expect(weight.js, `${weight.path} JavaScript`).toBeLessThanOrEqual(JS_BUDGET);
    expect(weight.css, `${weight.path} CSS`).toBeLessThanOrEqual(CSS_BUDGET);
  }
});
