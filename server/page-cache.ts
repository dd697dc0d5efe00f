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
// A kept page goes when the build changes (a deploy starts a new process, with an empty cache),
// when staff change anything (the server clears the cache after every admin write), after
// PAGE_TTL_MS (the footer's year is the one thing on these pages that reads the clock), or when
// the least recently used pages no longer fit in MAX_BYTES.
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
  /** A strong validator: the identity body's SHA-256. */
  etag: string;
  bodies: Record<Encoding, Buffer>;
};

/** The request, as far as the cache needs to know it. */
export type PageRequest = { method: string; url: string; cookie: string | undefined };

const MAX_BYTES = 32 * 1024 * 1024;
const PAGE_TTL_MS = 60 * 60 * 1000;

// Headers that describe one transfer, not the page.
const TRANSFER_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive", "date", "etag", "vary"]);

export type PageCacheOptions = {
  maxBytes?: number;
  ttlMs?: number;
  /** The clock lru-cache reads for the TTL (tests set it). */
  perf?: { now(): number };
};

export function createPageCache({ maxBytes = MAX_BYTES, ttlMs = PAGE_TTL_MS, perf }: PageCacheOptions = {}) {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: maxBytes,
    sizeCalculation: ({ bodies }) => bodies.identity.length + bodies.gzip.length + bodies.br.length,
    ttl: ttlMs,
    // Read the clock on every get (lru-cache otherwise reuses a reading for 1 ms).
    ttlResolution: 0,
    ...(perf ? { perf } : {}),
  });

  return {
    /** The key of a request the cache may answer (a GET or HEAD without cookies), else undefined. */
    keyFor({ method, url, cookie }: PageRequest): string | undefined {
      if ((method !== "GET" && method !== "HEAD") || cookie) return undefined;
      return url;
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
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
          },
        }),
      ]);
      const page: CachedPage = {
        headers: [...response.headers].filter(([name]) => !TRANSFER_HEADERS.has(name)),
        etag: `"${createHash("sha256").update(identity).digest("base64url")}"`,
        bodies: { identity, gzip: gzipped, br: brotlied },
      };
      pages.set(key, page);
      return page;
    },

    clear(): void {
      pages.clear();
    },

    get size(): number {
      return pages.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/** A 200 HTML page the app marked public, setting no cookie. */
function isShared(response: Response): boolean {
  return (
    response.status === 200 &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html") &&
    /(^|,)\s*public\s*(,|$)/i.test(response.headers.get("Cache-Control") ?? "") &&
    !response.headers.has("Set-Cookie")
  );
}
