import { createHash } from "node:crypto";
import zlib from "node:zlib";

import { isSharedPage, PRIVATE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL, setCacheControl } from "~/lib/http/cache-control";

import { type CachedPage, createPageCache, pageSize } from "../../server/page-cache";

const html = (body: string, headers: Record<string, string> = {}, status = 200) =>
  new Response(body, { status, headers: { "Content-Type": "text/html", "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL, ...headers } });

const page = `<!DOCTYPE html><html><body>${"Washing machine repair in Bengaluru. ".repeat(200)}</body></html>`;

describe("which requests the page cache may answer", () => {
  const cache = createPageCache({ isShared: isSharedPage });

  test("a GET or HEAD without cookies, by the path Remix renders (a public page never reads the query)", () => {
    expect(cache.keyFor({ method: "GET", path: "/brands/lg-repair", cookie: undefined })).toBe("/brands/lg-repair");
    expect(cache.keyFor({ method: "HEAD", path: "/", cookie: undefined })).toBe("/");
  });

  test("never a request with a cookie (a toast, a session) or another method", () => {
    expect(cache.keyFor({ method: "GET", path: "/", cookie: "__toast=abc" })).toBeUndefined();
    expect(cache.keyFor({ method: "GET", path: "/", cookie: "__session=abc" })).toBeUndefined();
    expect(cache.keyFor({ method: "POST", path: "/", cookie: undefined })).toBeUndefined();
  });
});

/** The page `response` is kept as; fails when it is not kept. */
async function storePage(cache: ReturnType<typeof createPageCache>, key: string, response: Response): Promise<CachedPage> {
  const kept = await cache.store(key, response);
  if (kept instanceof Response) throw new Error(`${key} was not kept`);
  return kept;
}

const NONCE = "abcdefghijklmnopqrstuv==";
const CSP = `default-src 'self'; script-src 'self' 'nonce-${NONCE}'; style-src 'self' 'nonce-${NONCE}'; img-src 'self' data:`;
const SCRIPTS = ["window.a=1", 'import "/assets/x.js";\n', "window.a=1"];
const withNonce = `<!DOCTYPE html><html><head><style id="site-css" nonce="${NONCE}">p{color:red}</style></head><body>${"Washing machine repair in Bengaluru. ".repeat(200)}${SCRIPTS.map((text, i) => `<script${i === 1 ? ' type="module"' : ""} nonce="${NONCE}">${text}</script>`).join("")}<script type="application/ld+json">{}</script></body></html>`;
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("what it keeps", () => {
  test("a public 200 HTML page without its nonce, its inline scripts and style allowed by hash, in Brotli, gzip and as it is", async () => {
    const cache = createPageCache({ isShared: isSharedPage });
    const kept = await storePage(cache, "/", html(withNonce, { "Content-Security-Policy": CSP, "Content-Length": "1", Vary: "Cookie" }));
    expect(kept).toBeDefined();
    expect(cache.get("/")).toBe(kept);
    const expected = withNonce.replaceAll(` nonce="${NONCE}"`, "");
    expect(kept.bodies.identity.toString()).toBe(expected);
    expect(zlib.gunzipSync(kept.bodies.gzip).toString()).toBe(expected);
    expect(zlib.brotliDecompressSync(kept.bodies.br).toString()).toBe(expected);
    expect(kept.bodies.br.length).toBeLessThan(expected.length / 10);
    // Each inline script once, the stylesheet in style-src only, the page's other directives as they were.
    expect(kept.contentSecurityPolicy).toBe(
      `default-src 'self'; script-src 'self' ${sha256(SCRIPTS[0]!)} ${sha256(SCRIPTS[1]!)}; style-src 'self' ${sha256("p{color:red}")}; img-src 'self' data:`,
    );
    // Strong: the bytes of each encoding are the same for every answer.
    expect(kept.etags.identity).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(kept.etags.gzip).toBe(kept.etags.identity.replace(/"$/, '-gzip"'));
    expect(kept.etags.br).toBe(kept.etags.identity.replace(/"$/, '-br"'));
    const headers = (list: string[]) => Object.fromEntries(list.flatMap((value, i) => (i % 2 ? [] : [[value.toLowerCase(), list[i + 1]]])));
    expect(headers(kept.answers.br)).toEqual({
      "cache-control": PUBLIC_PAGE_CACHE_CONTROL,
      "content-type": "text/html",
      "content-security-policy": kept.contentSecurityPolicy,
      vary: "Accept-Encoding",
      etag: kept.etags.br,
      "content-encoding": "br",
      "content-length": String(kept.bodies.br.length),
    });
    expect(headers(kept.answers.identity)["content-encoding"]).toBeUndefined();
    expect(headers(kept.notModified.gzip)).toEqual({
      "cache-control": PUBLIC_PAGE_CACHE_CONTROL,
      "content-type": "text/html",
      "content-security-policy": kept.contentSecurityPolicy,
      vary: "Accept-Encoding",
      etag: kept.etags.gzip,
    });
  });

  test.each([
    ["without a nonce", html(withNonce)],
    ["whose nonce stands outside an inline script's attributes", html(`${withNonce}<p data-n="${NONCE}"></p>`, { "Content-Security-Policy": CSP })],
    ["whose nonce is on an element that is no script, style or link", html(`${withNonce}<div nonce="${NONCE}"></div>`, { "Content-Security-Policy": CSP })],
  ])("not a page %s: the same answer is sent as rendered", async (_, response) => {
    const cache = createPageCache({ isShared: isSharedPage });
    const body = await response.clone().text();
    const sent = await cache.store("/", response);
    expect(sent).toBeInstanceOf(Response);
    expect(await (sent as Response).text()).toBe(body);
    expect(cache.get("/")).toBeUndefined();
  });

  test("a link's nonce is taken out, and allows nothing inline", async () => {
    const cache = createPageCache({ isShared: isSharedPage });
    const kept = await storePage(
      cache,
      "/",
      html(withNonce.replace("</head>", `<link nonce="${NONCE}" rel="icon" href="/favicon.svg"></head>`), { "Content-Security-Policy": CSP }),
    );
    const page = kept;
    expect(page.bodies.identity.toString()).toContain('<link rel="icon" href="/favicon.svg">');
    expect(page.contentSecurityPolicy).toBe((await storePage(cache, "/b", html(withNonce, { "Content-Security-Policy": CSP }))).contentSecurityPolicy);
  });

  test("the same bytes give the same ETag; other bytes another", async () => {
    const cache = createPageCache({ isShared: isSharedPage });
    const first = await storePage(cache, "/a", html(withNonce, { "Content-Security-Policy": CSP }));
    const same = await storePage(cache, "/b", html(withNonce, { "Content-Security-Policy": CSP }));
    const other = await storePage(cache, "/c", html(`${withNonce}!`, { "Content-Security-Policy": CSP }));
    expect(same.etags).toEqual(first.etags);
    expect(other.etags.identity).not.toBe(first.etags.identity);
    // A page rendered again, with another nonce, is the same page.
    const again = await storePage(
      cache,
      "/d",
      html(withNonce.replaceAll(NONCE, "0123456789ABCDEFGHIJKL=="), { "Content-Security-Policy": CSP.replaceAll(NONCE, "0123456789ABCDEFGHIJKL==") }),
    );
    expect(again.etags).toEqual(first.etags);
  });

  test.each([
    ["a private page", html(page, { "Cache-Control": PRIVATE_CACHE_CONTROL })],
    ["a page without Cache-Control", new Response(page, { headers: { "Content-Type": "text/html" } })],
    ["a page that sets a cookie", html(page, { "Set-Cookie": "__toast=; Max-Age=0" })],
    ["a 404", html(page, {}, 404)],
    ["a redirect", new Response(null, { status: 302, headers: { Location: "/", "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL } })],
    ["XML", new Response("<urlset/>", { headers: { "Content-Type": "application/xml", "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL } })],
  ])("not %s, and leaves its body unread", async (_, response) => {
    const cache = createPageCache({ isShared: isSharedPage });
    expect(await cache.store("/", response)).toBe(response);
    expect(cache.get("/")).toBeUndefined();
    expect(response.bodyUsed).toBe(false);
  });
});

const kept = () => html(withNonce, { "Content-Security-Policy": CSP });

describe("how long it keeps them", () => {
  test("until the TTL on its clock", async () => {
    let now = 1_000;
    const cache = createPageCache({ isShared: isSharedPage, ttlMs: 60_000, perf: { now: () => now } });
    await cache.store("/", kept());
    now += 59_999;
    expect(cache.get("/")).toBeDefined();
    now += 2;
    expect(cache.get("/")).toBeUndefined();
  });

  test("within its size, dropping the least recently used", async () => {
    const cache = createPageCache({ isShared: isSharedPage });
    const one = await storePage(cache, "/one", kept());
    const size = pageSize(one);
    const small = createPageCache({ isShared: isSharedPage, maxBytes: size * 2 + 10 });
    await small.store("/one", kept());
    await small.store("/two", kept());
    small.get("/one");
    await small.store("/three", kept());
    expect(small.size).toBe(2);
    expect(small.get("/one")).toBeDefined();
    expect(small.get("/two")).toBeUndefined();
  });

  test("within its count of pages, however small they are", async () => {
    const cache = createPageCache({ isShared: isSharedPage, maxPages: 3 });
    for (const path of ["/a", "/b", "/c", "/d"]) await cache.store(path, kept());
    expect(cache.size).toBe(3);
    expect(cache.get("/a")).toBeUndefined();
  });
});

describe("the Cache-Control the app sends", () => {
  const request = (init: RequestInit = {}) => new Request("http://localhost/", init);
  const publicHeaders = () => new Headers({ "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL });

  test("a public page to a GET without cookies stays public", () => {
    expect(setCacheControl(publicHeaders(), request(), 200).get("Cache-Control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
  });

  test.each([
    ["a request with a cookie", publicHeaders(), request({ headers: { Cookie: "__toast=x" } }), 200],
    ["a response that sets a cookie", new Headers({ "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL, "Set-Cookie": "a=b" }), request(), 200],
    ["a POST", publicHeaders(), request({ method: "POST" }), 200],
    ["an error", publicHeaders(), request(), 500],
    ["a page that did not opt in", new Headers(), request(), 200],
  ])("%s makes it private, no-store", (_, headers, req, status) => {
    expect(setCacheControl(headers, req, status).get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
  });
});
