// The public pages, rendered once and kept in memory: a crowd from a Google listing or a WhatsApp
// forward is served near the speed of static files (docs/performance.md has the figures).
//
// What the app shares is decided by the app: a page is kept only when Remix answered it 200 as
// HTML with `Cache-Control: public` and no Set-Cookie (app/lib/http/cache-control.ts, applied
// in entry.server), for a GET without cookies. A request carrying a cookie (a toast on its way,
// a staff session) never reads the cache and never fills it, so nobody is served a page made for
// someone else.
//
// Every answer carries a CSP nonce of its own, as a rendered page does: a nonce that anyone could
// read from a kept page would let markup injected into any page served with it run. The page is
// kept as the pieces between its nonce's places (the CSP header's and the inline scripts' and
// style's), and each answer puts a fresh nonce between them. The gzip copy is made once, as one
// raw deflate stream per piece, each ended by a sync flush (byte-aligned), that may refer back to
// the pieces before it but never to a nonce's place; an answer joins them with the nonce in a
// stored deflate block between each two, and
// the gzip header and trailer (CRC-32 over the answer's bytes: 20 µs for the 147 KB home page).
// No compression per request, and no library does this splice: docs/decisions/0007 weighs it
// against hashes and per-request compression. Brotli has no such stored block that a stream can
// be continued after, so a kept page is sent gzipped (2.4 KB more for the home page than Brotli).
//
// A public page is built from the code alone (no database, no query string: cache-control.ts), so
// it is the same for every visitor and every URL that only adds a query string: it is kept under
// its path, and `/?utm_source=...` is answered from the kept `/`. Nothing staff do changes it, so
// the cache is never cleared by a request (an anonymous one could otherwise empty it at will). A
// kept page goes when the build changes (a deploy starts a new process, with an empty cache), after
// PAGE_TTL_MS (the footer's year is the one thing on these pages that reads the clock), or when the
// least recently used pages no longer fit in MAX_BYTES or MAX_PAGES.
import { createHash } from "node:crypto";
import zlib from "node:zlib";

import { LRUCache } from "lru-cache";

export type Encoding = "gzip" | "identity";

export type CachedPage = {
  /** The response's own headers but its CSP (CSP, Cache-Control, Content-Type, ...), without length or encoding. */
  headers: [string, string][];
  /** The Content-Security-Policy header, split at its nonce. */
  policy: string[];
  /** The page's bytes, split at its nonce. */
  pieces: Buffer[];
  /** Each piece as raw deflate, ended by a sync flush (the last by the stream's end). */
  deflated: Buffer[];
  /**
   * The gzip trailer's CRC-32 of an answer is `crcBase` ^ (`crcNonceFactor` times the nonce's CRC),
   * both worked out when the page is kept: a CRC is linear in the bytes it covers, so the nonce's
   * share of the whole is its own CRC times a factor fixed by where it stands.
   */
  crcBase: number;
  crcNonceFactor: number;
  /** A weak validator per encoding (answers differ in their nonce only): the rendered page's SHA-256, with the encoding for gzip. */
  etags: Record<Encoding, string>;
  /**
   * Per encoding, the headers of a 304 and of an answer but its CSP, encoding and length, as the
   * flat list writeHead takes (name, value, name, value...): the page's own, its ETag and Vary.
   */
  headerLists: Record<Encoding, string[]>;
  /** The length of an answer's identity body. */
  length: number;
};

/** One answer of a kept page: its nonce's CSP, and the body in the encoding asked for, as buffers to write in order. */
export type PageAnswer = { contentSecurityPolicy: string; body: Buffer[]; length: number };

/** The request, as far as the cache needs to know it: `path` is the path Remix renders, without the query. */
export type PageRequest = { method: string; path: string; cookie: string | undefined };

const MAX_BYTES = 32 * 1024 * 1024;
// The site has about 50 public pages in each language; the bound keeps a flood of 404-free variants from mattering.
const MAX_PAGES = 500;
const PAGE_TTL_MS = 60 * 60 * 1000;
// A nonce as entry.server makes it (createNonce: 16 random bytes, base64): the stored blocks' length.
const NONCE_LENGTH = 24;
// How far back deflate refers.
const WINDOW_BYTES = 32 * 1024;

// Headers that describe one transfer, not the page.
const TRANSFER_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive", "date", "etag", "vary"]);

// A gzip member's header (RFC 1952): deflate, no name, no time, Unix.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);

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
    sizeCalculation: ({ length, deflated }) => length + deflated.reduce((sum, piece) => sum + piece.length, 0),
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
     * Keeps the app's answer to a GET when it may be shared, and answers the kept page; answers
     * undefined, leaving the response untouched, when not (or when its nonce cannot be found).
     */
    async store(key: string, response: Response): Promise<CachedPage | undefined> {
      if (!isShared(response)) return undefined;
      const page = keep(response.headers, Buffer.from(await response.arrayBuffer()));
      if (page) pages.set(key, page);
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

/** The page split at its nonce (the one its CSP names), compressed piece by piece. */
function keep(responseHeaders: Headers, body: Buffer): CachedPage | undefined {
  const csp = responseHeaders.get("Content-Security-Policy") ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  if (!nonce || nonce.length !== NONCE_LENGTH) return undefined;
  const pieces = split(body, Buffer.from(nonce));
  // Each piece may refer back to the 32 KB before it, as one stream would, but never to a nonce's
  // place: the dictionary has NUL bytes there, which no page holds (entry.server drops React's).
  const hidden = Buffer.alloc(nonce.length);
  const deflated = pieces.map((piece, i) =>
    zlib.deflateRawSync(piece, {
      level: zlib.constants.Z_BEST_COMPRESSION,
      finishFlush: i === pieces.length - 1 ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH,
      ...(i > 0 ? { dictionary: Buffer.concat(pieces.slice(0, i).flatMap((before) => [before, hidden])).subarray(-WINDOW_BYTES) } : {}),
    }),
  );
  // The page as rendered, its first nonce included: a page rendered again gets a new ETag.
  const digest = createHash("sha256").update(body).digest("base64url");
  const headers = [...responseHeaders].filter(([name]) => !TRANSFER_HEADERS.has(name) && name !== "content-security-policy");
  const etags = { identity: `W/"${digest}"`, gzip: `W/"${digest}-gzip"` };
  const headerList = (encoding: Encoding) => [...headers.flat(), "ETag", etags[encoding], "Vary", "Accept-Encoding"];
  return {
    headers,
    policy: csp.split(nonce),
    pieces,
    deflated,
    ...crcOfAnswers(pieces),
    etags,
    headerLists: { identity: headerList("identity"), gzip: headerList("gzip") },
    length: body.length,
  };
}

function split(body: Buffer, separator: Buffer): Buffer[] {
  const pieces: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(separator); at !== -1; at = body.indexOf(separator, start)) {
    pieces.push(body.subarray(start, at));
    start = at + separator.length;
  }
  pieces.push(body.subarray(start));
  return pieces;
}

/**
 * The kept page with `nonce` in its places, in `encoding`, as the buffers to write in order, corked
 * (one writev): copying them into one (25 KB gzipped for the home page) cost 4% of a kept page's
 * CPU under load.
 */
export function answer(page: CachedPage, encoding: Encoding, nonce: string): PageAnswer {
  const contentSecurityPolicy = page.policy.join(nonce);
  const nonceBytes = Buffer.from(nonce);
  if (nonceBytes.length !== NONCE_LENGTH) throw new Error(`a nonce of ${NONCE_LENGTH} bytes is needed, not ${nonceBytes.length}`);
  if (encoding === "identity")
    return { contentSecurityPolicy, body: page.pieces.flatMap((piece, i) => (i === 0 ? [piece] : [nonceBytes, piece])), length: page.length };
  // A stored block (BFINAL 0, BTYPE 00, aligned by the flush before it), LEN and its complement, the bytes.
  const stored = Buffer.allocUnsafe(5 + NONCE_LENGTH);
  stored[0] = 0;
  stored.writeUInt16LE(NONCE_LENGTH, 1);
  stored.writeUInt16LE(~NONCE_LENGTH & 0xffff, 3);
  nonceBytes.copy(stored, 5);
  // The CRC-32 of the answer's bytes (crcOfAnswers).
  const crc = (page.crcBase ^ multiplyModP(page.crcNonceFactor, zlib.crc32(nonceBytes))) >>> 0;
  const trailer = Buffer.allocUnsafe(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(page.length >>> 0, 4);
  const body: Buffer[] = [GZIP_HEADER, page.deflated[0]!];
  let length = GZIP_HEADER.length + page.deflated[0]!.length + trailer.length;
  for (let i = 1; i < page.deflated.length; i++) {
    body.push(stored, page.deflated[i]!);
    length += stored.length + page.deflated[i]!.length;
  }
  body.push(trailer);
  return { contentSecurityPolicy, body, length };
}

// CRC-32 of two byte runs joined, from each one's CRC and the second's length: zlib's
// crc32_combine (multmodp and x2nmodp in its crc32.c), which Node's zlib does not expose. It makes
// an answer's trailer cost microseconds where reading the whole page again cost 20 µs.
const CRC_POLYNOMIAL = 0xedb88320;

/** a times b modulo the CRC-32 polynomial (bit-reflected, as zlib keeps them). */
function multiplyModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ CRC_POLYNOMIAL : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo the polynomial, k = 0..31. */
const X2N = (() => {
  const table = [0x40000000];
  for (let k = 1; k < 32; k++) table.push(multiplyModP(table[k - 1]!, table[k - 1]!));
  return table;
})();

/** x^(n * 2^k) modulo the polynomial. */
function xPowerModP(n: number, k: number): number {
  let p = 0x80000000;
  for (; n; n >>>= 1, k++) if (n & 1) p = multiplyModP(X2N[k & 31]!, p);
  return p;
}

/** Appending a nonce: the same operator for every answer. */
const NONCE_SHIFT = crc32Shift(NONCE_LENGTH);
/** x^0, the product's unit. */
const ONE = 0x80000000;

/**
 * The CRC-32 of a page's answers, whatever their nonce: the CRC of the pieces joined with a nonce
 * of CRC `n` between each two is crcBase ^ crcNonceFactor * n (crc32_combine is linear in both
 * CRCs it joins), worked out from the answer with n = 0 and with n = 1.
 */
function crcOfAnswers(pieces: Buffer[]): { crcBase: number; crcNonceFactor: number } {
  const crcs = pieces.map((piece) => zlib.crc32(piece));
  const shifts = pieces.map((piece) => crc32Shift(piece.length));
  const answerCrc = (nonceCrc: number) => {
    let crc = crcs[0]!;
    for (let i = 1; i < pieces.length; i++) crc = crc32Append(crc32Append(crc, NONCE_SHIFT, nonceCrc), shifts[i]!, crcs[i]!);
    return crc;
  };
  const crcBase = answerCrc(0);
  return { crcBase, crcNonceFactor: (answerCrc(ONE) ^ crcBase) >>> 0 };
}

/** The operator that appends `length` bytes to a CRC-32 (x^(8 * length) modulo the polynomial): a page's pieces' are computed once, when it is kept. */
function crc32Shift(length: number): number {
  return xPowerModP(length, 3);
}

/** The CRC-32 of a run of bytes followed by another, from the first's CRC, the second's shift (crc32Shift of its length) and its CRC. */
function crc32Append(crc1: number, shift2: number, crc2: number): number {
  return (multiplyModP(shift2, crc1) ^ crc2) >>> 0;
}

export function crc32Combine(crc1: number, crc2: number, length2: number): number {
  return crc32Append(crc1, crc32Shift(length2), crc2);
}
