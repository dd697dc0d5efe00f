// The public pages, rendered once and kept in memory, gzip and Brotli variants included: a crowd
// from a Google listing or a WhatsApp forward is served near the speed of static files.
//
// What the app shares is decided by the app: a page is kept only when Remix answered it 200 as
// HTML with `Cache-Control: public` and no Set-Cookie (app/lib/http/cache-control.ts, applied
// in entry.server), for a GET without cookies. A request carrying a cookie (a toast on its way,
// a staff session) never reads the cache and never fills it, so nobody is served a page made for
// someone else. The page's CSP nonce is shared by everyone served that copy: a nonce guards
// against markup injected into the page, and the markup of a kept copy was fixed when it was
// rendered under that nonce.
//
// A public page is built from the code alone (no database, no query string: cache-control.ts), so
// it is the same for every visitor and every URL that only adds a query string: it is kept under
// its path, and `/?utm_source=...` is answered from the kept `/`. Nothing staff do changes it, so
// the cache is never cleared by a request (an anonymous one could otherwise empty it at will). A
// kept page goes when the build changes (a deploy starts a new process, with an empty cache), after
// PAGE_TTL_MS (the footer's year is the one thing on these pages that reads the clock), or when the
// least recently used pages no longer fit in MAX_BYTES or MAX_PAGES.
//
// Each page is compressed once, when it is kept, at a bounded cost: Brotli at BROTLI_QUALITY, not
// its slowest setting (quality 11 costs far more CPU per page for a few percent of bytes).
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { LRUCache } from "lru-cache";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export const ENCODINGS = ["br", "gzip", "identity"] as const;
export type Encoding = (typeof ENCODINGS)[number];

export type CachedPage = {
  /** The response's own headers (CSP, Cache-Control, Content-Type, ...), without length or encoding. */
  headers: [string, string][];
  /** A strong validator per encoding: the identity body's SHA-256, with the encoding for the others. */
  etags: Record<Encoding, string>;
  bodies: Record<Encoding, Buffer>;
};

/** The request, as far as the cache needs to know it: `path` is the path Remix renders, without the query. */
export type PageRequest = { method: string; path: string; cookie: string | undefined };

const MAX_BYTES = 32 * 1024 * 1024;
// The site has about 50 public pages; the bound keeps a flood of 404-free variants from mattering.
const MAX_PAGES = 500;
const BROTLI_QUALITY = 6;
const PAGE_TTL_MS = 60 * 60 * 1000;

// Headers that describe one transfer, not the page.
const TRANSFER_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive", "date", "etag", "vary"]);

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
    sizeCalculation: ({ bodies }) => bodies.identity.length + bodies.gzip.length + bodies.br.length,
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
     * Keeps the app's answer to a GET when it may be shared, and answers the kept page (its body
     * read, compressed both ways); answers undefined, leaving the response untouched, when not.
     */
    async store(key: string, response: Response): Promise<CachedPage | undefined> {
      if (!isShared(response)) return undefined;
      const identity = Buffer.from(await response.arrayBuffer());
      const [gzipped, brotlied] = await Promise.all([
        gzip(identity, { level: zlib.constants.Z_BEST_COMPRESSION }),
        brotli(identity, {
          params: {
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
          },
        }),
      ]);
      const hash = createHash("sha256").update(identity).digest("base64url");
      const page: CachedPage = {
        headers: [...response.headers].filter(([name]) => !TRANSFER_HEADERS.has(name)),
        etags: { identity: `"${hash}"`, gzip: `"${hash}-gzip"`, br: `"${hash}-br"` },
        bodies: { identity, gzip: gzipped, br: brotlied },
      };
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

export type PageCache = ReturnType<typeof createPageCache>;
