// The public pages, rendered once and kept in memory: a crowd from a Google listing or a WhatsApp
// forward is served near the speed of static files (docs/performance.md has the figures).
//
// What the app shares is decided by the app: a page is kept only when the router answered it 200
// as HTML with `Cache-Control: public` and no Set-Cookie (app/lib/http/cache-control.ts, applied
// in entry.server), for a GET without cookies. A request carrying a cookie (a toast on its way,
// a staff session) never reads the cache and never fills it, so nobody is served a page made for
// someone else.
//
// A kept page is the same bytes for everyone, its policy included: the rendered page's CSP nonce
// is taken out, and its policy allows the page's inline scripts and stylesheet by their SHA-256
// instead (docs/decisions/0016-a-kept-page-allows-its-scripts-by-hash.md). A nonce that anyone could
// read from a kept page would protect nothing; a hash allows only the script it was made from, so
// markup injected into a page served with it still runs nothing. The page is compressed once, in
// Brotli and gzip, and an answer is one buffer and a list of headers made when it was kept.
//
// A public page is built from the code alone (no database, no query string: cache-control.ts), so
// it is the same for every visitor and every URL that only adds a query string: it is kept under
// its path, and `/?utm_source=...` is answered from the kept `/`. Nothing staff do changes it, so
// the cache is never cleared by a request (an anonymous one could otherwise empty it at will). A
// kept page goes when the build changes (a deploy starts a new process, with an empty cache), after
// PAGE_TTL_MS (the footer's year is the one thing on these pages that reads the clock), or when the
// least recently used pages no longer fit in MAX_BYTES or MAX_PAGES.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";

import { LRUCache } from "lru-cache";

export type Encoding = "br" | "gzip" | "identity";
const ENCODINGS: Encoding[] = ["br", "gzip", "identity"];

export type CachedPage = {
  /** The page's bytes in each encoding. */
  bodies: Record<Encoding, Buffer>;
  /** A strong validator per encoding: the page's SHA-256, with the encoding. */
  etags: Record<Encoding, string>;
  /**
   * Per encoding, the headers of an answer as the flat list writeHead takes (name, value, ...):
   * the page's own with its policy, its ETag, Vary, the encoding and the length. Made once:
   * setHeader, a call and a check per header, cost 5% of a kept page's CPU under load.
   */
  answers: Record<Encoding, string[]>;
  /** Per encoding, the headers of a 304: an answer's without its encoding and length. */
  notModified: Record<Encoding, string[]>;
  /** The page's policy (its inline scripts and stylesheet allowed by hash). */
  contentSecurityPolicy: string;
};

/** The request, as far as the cache needs to know it: `path` is the path the router renders, without the query. */
export type PageRequest = { method: string; path: string; cookie: string | undefined };

const MAX_BYTES = 32 * 1024 * 1024;
// The site has about 50 public pages in each language; the bound keeps a flood of 404-free variants from mattering.
const MAX_PAGES = 500;
const PAGE_TTL_MS = 60 * 60 * 1000;

// Headers that describe one transfer, not the page.
const TRANSFER_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive", "date", "etag", "vary"]);

// Compressed once per page, on the thread pool (Brotli's best quality takes a tenth of a second for the home page).
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type PageCacheOptions = {
  /** Whether the app marked a response as one page for everyone (the app's isSharedPage). */
  isShared: (response: Response) => boolean;
  maxBytes?: number;
  maxPages?: number;
  ttlMs?: number;
  /** The clock lru-cache reads for the TTL (tests set it). */
  perf?: { now(): number };
};

export function createPageCache({ isShared, maxBytes = MAX_BYTES, maxPages = MAX_PAGES, ttlMs = PAGE_TTL_MS, perf }: PageCacheOptions) {
  const pages = new LRUCache<string, CachedPage>({
    max: maxPages,
    maxSize: maxBytes,
    sizeCalculation: pageSize,
    ttl: ttlMs,
    // Read the clock on every get (lru-cache otherwise reuses a reading for 1 ms).
    ttlResolution: 0,
    ...(perf ? { perf } : {}),
  });

  return {
    /** The key of a request the cache may answer (a GET or HEAD without cookies), else undefined. */
    keyFor({ method, path, cookie }: PageRequest): string | undefined {
      if ((method !== "GET" && method !== "HEAD") || cookie) return undefined;
      return path;
    },

    get(key: string): CachedPage | undefined {
      return pages.get(key);
    },

    /**
     * Keeps the app's answer to a GET when it may be shared, and answers the kept page; when it may
     * not be kept, answers the response to send instead: `response` itself, unread, when it is no
     * shared page, or the same answer again when its nonce could not be taken out.
     */
    async store(key: string, response: Response): Promise<CachedPage | Response> {
      if (!isShared(response)) return response;
      const body = Buffer.from(await response.arrayBuffer());
      const page = await keep(response.headers, body);
      if (!page) return new Response(body, response);
      pages.set(key, page);
      return page;
    },

    /** Forgets every page: in development, when a file of the app changes. */
    clear(): void {
      pages.clear();
    },

    /** Whether `response` is one the cache keeps (store answers undefined for any other). */
    isShared,

    get size(): number {
      return pages.size;
    },
  };
}

/** The bytes a kept page holds in memory. */
export function pageSize(page: CachedPage): number {
  return ENCODINGS.reduce((sum, encoding) => sum + page.bodies[encoding].length, 0);
}

// An inline script or stylesheet and what it holds, as the browser reads it (up to the first end
// tag); or a link, which the router gives the nonce too (its files are the site's, which 'self' allows).
const NONCE_CARRIER = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>|<link\b([^>]*)>/gi;

/**
 * The page without its nonce, its policy allowing each inline script and stylesheet that carried
 * it by hash, and compressed; undefined when the nonce stands anywhere else (then it cannot be
 * taken out, and the page is sent as rendered).
 */
async function keep(responseHeaders: Headers, body: Buffer): Promise<CachedPage | undefined> {
  const csp = responseHeaders.get("Content-Security-Policy") ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  if (!nonce) return undefined;
  const rendered = body.toString("utf8");
  const attribute = ` nonce="${nonce}"`;
  const hashes = { script: new Set<string>(), style: new Set<string>() };
  let carried = 0;
  for (const [, tag, attributes, text, linkAttributes] of rendered.matchAll(NONCE_CARRIER)) {
    if (!(attributes ?? linkAttributes)!.includes(attribute)) continue;
    carried++;
    if (tag && !/\ssrc=/i.test(attributes!))
      hashes[tag.toLowerCase() as "script" | "style"].add(`'sha256-${createHash("sha256").update(text!).digest("base64")}'`);
  }
  const html = rendered.replaceAll(attribute, "");
  if (carried !== rendered.split(attribute).length - 1 || html.includes(nonce)) return undefined;
  const contentSecurityPolicy = csp
    .split(/;\s*/)
    .map((directive) => {
      const [name] = directive.split(" ", 1);
      const allowed = name === "script-src" ? hashes.script : name === "style-src" ? hashes.style : undefined;
      return allowed ? directive.replace(`'nonce-${nonce}'`, [...allowed].join(" ")).trim() : directive;
    })
    .join("; ");
  if (contentSecurityPolicy.includes(nonce)) return undefined;

  const identity = Buffer.from(html);
  const [br, gzipped] = await Promise.all([
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip(identity, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  const bodies: Record<Encoding, Buffer> = { br, gzip: gzipped, identity };
  const digest = createHash("sha256").update(identity).digest("base64url");
  const own = [...responseHeaders]
    .filter(([name]) => !TRANSFER_HEADERS.has(name) && name !== "content-security-policy")
    .flat()
    .concat("Content-Security-Policy", contentSecurityPolicy, "Vary", "Accept-Encoding");
  const etags = {} as Record<Encoding, string>;
  const answers = {} as Record<Encoding, string[]>;
  const notModified = {} as Record<Encoding, string[]>;
  for (const encoding of ENCODINGS) {
    etags[encoding] = encoding === "identity" ? `"${digest}"` : `"${digest}-${encoding}"`;
    notModified[encoding] = [...own, "ETag", etags[encoding]];
    answers[encoding] = [
      ...notModified[encoding],
      ...(encoding === "identity" ? [] : ["Content-Encoding", encoding]),
      "Content-Length",
      String(bodies[encoding].length),
    ];
  }
  return { bodies, etags, answers, notModified, contentSecurityPolicy };
}
