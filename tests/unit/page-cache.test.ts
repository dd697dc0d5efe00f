import zlib from "node:zlib";

import fc from "fast-check";

import { isSharedPage, PRIVATE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL, setCacheControl } from "~/lib/http/cache-control";

import { answer, crc32Combine, createPageCache } from "../../server/page-cache";

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

const NONCE = "abcdefghijklmnopqrstuv==";
const CSP = `script-src 'self' 'nonce-${NONCE}'; style-src 'nonce-${NONCE}'`;
const withNonce = `<!DOCTYPE html><html><head><style nonce="${NONCE}">p{}</style></head><body>${"Washing machine repair in Bengaluru. ".repeat(200)}<script nonce="${NONCE}">1</script><script nonce="${NONCE}">2</script></body></html>`;

describe("what it keeps", () => {
  test("a public 200 HTML page: headers without transfer ones, weak ETags, and every answer with a fresh nonce, identity and gzip", async () => {
    const cache = createPageCache({ isShared: isSharedPage });
    const kept = await cache.store("/", html(withNonce, { "Content-Security-Policy": CSP, "Content-Length": "1", Vary: "Cookie" }));
    expect(kept).toBeDefined();
    expect(cache.get("/")).toBe(kept);
    // Weak: the answers differ in their nonce only (RFC 9110 8.8.1).
    expect(kept!.etags.identity).toMatch(/^W\/"[A-Za-z0-9_-]{43}"$/);
    expect(kept!.etags.gzip).toBe(kept!.etags.identity.replace(/"$/, '-gzip"'));
    expect(Object.fromEntries(kept!.headers)).toEqual({ "cache-control": PUBLIC_PAGE_CACHE_CONTROL, "content-type": "text/html" });

    const nonces = ["0123456789ABCDEFGHIJKL==", "zyxwvutsrqponmlkjihg+/==", "0123456789ABCDEFGHIJKL=="];
    for (const nonce of nonces) {
      const expected = withNonce.replaceAll(NONCE, nonce);
      const plain = answer(kept!, "identity", nonce);
      expect(plain.contentSecurityPolicy).toBe(CSP.replaceAll(NONCE, nonce));
      expect(Buffer.concat(plain.body).toString()).toBe(expected);
      expect(plain.length).toBe(Buffer.byteLength(expected));
      const gzipped = answer(kept!, "gzip", nonce);
      const gzipBody = Buffer.concat(gzipped.body);
      expect(gzipped.length).toBe(gzipBody.length);
      // zlib checks the CRC-32 and the length in the trailer.
      expect(zlib.gunzipSync(gzipBody).toString()).toBe(expected);
      expect(gzipBody.length).toBeLessThan(expected.length / 10);
    }
  });

  test("a page whose nonce cannot be found is not kept", async () => {
    const cache = createPageCache({ isShared: isSharedPage });
    expect(await cache.store("/", html(page))).toBeUndefined();
    expect(await cache.store("/", html(page, { "Content-Security-Policy": "script-src 'nonce-short'" }))).toBeUndefined();
  });

  test("the same bytes give the same ETag; other bytes another", async () => {
    const cache = createPageCache({ isShared: isSharedPage });
    const first = await cache.store("/a", html(withNonce, { "Content-Security-Policy": CSP }));
    const same = await cache.store("/b", html(withNonce, { "Content-Security-Policy": CSP }));
    const other = await cache.store("/c", html(`${withNonce}!`, { "Content-Security-Policy": CSP }));
    expect(same!.etags).toEqual(first!.etags);
    expect(other!.etags.identity).not.toBe(first!.etags.identity);
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
    expect(await cache.store("/", response)).toBeUndefined();
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
    const one = await cache.store("/one", kept());
    const size = one!.length + one!.deflated.reduce((sum, piece) => sum + piece.length, 0);
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

describe("the gzip trailer's CRC-32", () => {
  test("of two runs joined is their CRCs combined, for any bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 3000 }), fc.uint8Array({ maxLength: 3000 }), (a, b) => {
        expect(crc32Combine(zlib.crc32(a), zlib.crc32(b), b.length)).toBe(zlib.crc32(Buffer.concat([a, b])));
      }),
    );
  });
});
