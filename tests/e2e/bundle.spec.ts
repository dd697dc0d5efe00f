import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { expect, test } from "@playwright/test";

const BROWSER_BUILD = path.resolve("public/build");

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

/** The gzipped bytes of every script and stylesheet a page's HTML loads. */
async function pageWeight(baseURL: string, pagePath: string) {
  const html = await (await fetch(new URL(pagePath, baseURL))).text();
  const assets = new Set([...html.matchAll(/(?:src|href)="(\/build\/[^"]+\.(?:js|css))"|import\s*"(\/build\/[^"]+\.js)"/g)].map((m) => (m[1] ?? m[2])!));
  let js = 0;
  let css = 0;
  for (const asset of assets) {
    const gzipped = zlib.gzipSync(fs.readFileSync(path.join("public", asset))).length;
    if (asset.endsWith(".js")) js += gzipped;
    else css += gzipped;
  }
  return { js, css };
}

test("public pages stay within 110 KB of JavaScript and 25 KB of CSS, gzipped", async ({ baseURL }) => {
  const sitemap = await (await fetch(new URL("/sitemap.xml", baseURL))).text();
  const fromSitemap = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const pages = [...new Set(["/", "/book", "/book/thank-you", ...fromSitemap])];
  for (const pagePath of pages) {
    const { js, css } = await pageWeight(baseURL!, pagePath);
    expect(js, `${pagePath} JavaScript`).toBeLessThanOrEqual(110 * 1024);
    expect(css, `${pagePath} CSS`).toBeLessThanOrEqual(25 * 1024);
  }
});
