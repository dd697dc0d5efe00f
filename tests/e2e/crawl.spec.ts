import { type APIRequestContext, expect, test } from "@playwright/test";

import { structuredDataIn } from "../shared/structured-data";

// Crawls the site from / the way a search engine would: every internal link on every page,
// without JavaScript (the server's HTML is what crawlers and no-JS visitors get).

/** The footer's legal spellings: a permanent redirect to the canonical page (the specification's footer links), in each language. */
const LEGAL_ALIASES: Record<string, string> = { "/terms-and-conditions": "/terms", "/privacy-policy": "/privacy" };

type CrawledPage = { path: string; html: string; indexable: boolean };

function internalPaths(html: string, baseURL: string): string[] {
  const paths: string[] = [];
  for (const [, href] of html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)) {
    const url = new URL(href!.replace(/&amp;/g, "&"), baseURL);
    if (url.origin !== new URL(baseURL).origin) continue;
    paths.push(url.pathname);
  }
  return paths;
}

async function crawl(request: APIRequestContext, baseURL: string) {
  const pages: CrawledPage[] = [];
  const problems: string[] = [];
  const seen = new Set<string>(["/"]);
  const queue = ["/"];
  while (queue.length) {
    const path = queue.shift()!;
    const response = await request.get(path, { maxRedirects: 0 });
    // In every language: /kn/terms-and-conditions is /kn/terms.
    const language = /^\/(?:kn|hi)(?=\/)/.exec(path)?.[0] ?? "";
    const alias = LEGAL_ALIASES[path.slice(language.length)] && `${language}${LEGAL_ALIASES[path.slice(language.length)]}`;
    if (alias) {
      if (response.status() !== 301 || new URL(response.headers().location!, baseURL).pathname !== alias) {
        problems.push(`${path}: expected 301 to ${alias}, got ${response.status()} ${response.headers().location}`);
      }
      if (!seen.has(alias)) {
        seen.add(alias);
        queue.push(alias);
      }
      continue;
    }
    if (response.status() !== 200) {
      problems.push(`${path}: status ${response.status()}`);
      continue;
    }
    const html = await response.text();
    const indexable = !/<meta name="robots" content="noindex/.test(html);
    pages.push({ path, html, indexable });
    for (const link of internalPaths(html, baseURL)) {
      if (seen.has(link)) continue;
      seen.add(link);
      queue.push(link);
    }
  }
  return { pages, problems };
}

function checkPage(page: CrawledPage, baseURL: string): string[] {
  const problems: string[] = [];
  const h1s = page.html.match(/<h1\b/g)?.length ?? 0;
  if (h1s !== 1) problems.push(`${page.path}: ${h1s} h1 elements`);
  const title = page.html.match(/<title>([^<]*)<\/title>/)?.[1];
  if (!title) problems.push(`${page.path}: no title`);
  else if (decodeEntities(title).length > 60) problems.push(`${page.path}: title longer than 60 characters: ${title}`);
  // React 18 pads a chunk with NUL where a Kannada letter did not fit (entry.server drops them).
  if (page.html.includes("\0")) problems.push(`${page.path}: a NUL character in the HTML`);
  if (!page.indexable) return problems;
  const canonical = page.html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
  if (canonical !== `${baseURL}${page.path}`) problems.push(`${page.path}: canonical is ${canonical}`);
  try {
    const items = structuredDataIn(page.html);
    if (items.length === 0) problems.push(`${page.path}: no JSON-LD`);
    if (items.some((item) => !item["@type"])) problems.push(`${page.path}: JSON-LD without @type`);
  } catch (error) {
    problems.push(`${page.path}: ${String(error)}`);
  }
  return problems;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

test("every internal link answers, every page has one h1, a short title, a canonical link and JSON-LD; the sitemap lists exactly the public pages", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const { pages, problems } = await crawl(request, baseURL!);
  for (const page of pages) problems.push(...checkPage(page, baseURL!));
  expect(problems).toEqual([]);
  // Home, 16 locations, the areas list and 3 legal pages at least, whatever else is linked.
  expect(pages.filter((page) => page.indexable).length).toBeGreaterThanOrEqual(21);

  const sitemap = await (await request.get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect([...listed].sort()).toEqual(
    pages
      .filter((page) => page.indexable)
      .map((page) => page.path)
      .sort(),
  );
  expect(new Set(listed).size).toBe(listed.length);
  for (const loc of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) expect(loc[1]).toMatch(new RegExp(`^${baseURL}/`));
});

test("the share image named by the Open Graph tags exists, small, at the size the tags give", async ({ request, baseURL }) => {
  const html = await (await request.get("/")).text();
  const image = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
  expect(image).toBe(`${baseURL}/og-image.jpg`);
  const response = await request.get(image!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("image/jpeg");
  expect((await response.body()).length).toBeLessThan(100_000);
  expect(html).toContain('<meta property="og:image:width" content="1200"/>');
  expect(html).toContain('<meta property="og:image:height" content="630"/>');
});

test("robots.txt allows crawling, keeps out of /admin and points to the sitemap", async ({ request, baseURL }) => {
  const response = await request.get("/robots.txt");
  expect(response.headers()["content-type"]).toContain("text/plain");
  const text = await response.text();
  expect(text).toContain("User-agent: *");
  expect(text).toContain("Allow: /");
  expect(text).toContain("Disallow: /admin");
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});
