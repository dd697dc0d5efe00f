// The one way to read a signed webhook (a service outside that posts to us: WhatsApp's Cloud API
// now, a payment gateway next). Its raw bytes are read up to the webhook's limit and never more;
// the signature, an HMAC-SHA256 of exactly those bytes with the shared secret, is compared in
// constant time before anything looks at them; then they are parsed as JSON and checked against
// the schema of what that service documents. Each failure is a refusal with its status (401, 413,
// 400): a body of the wrong shape records nothing and is never a 500.
import { createHmac, timingSafeEqual } from "node:crypto";

import type { ZodMiniType } from "zod/mini";

export type SignedWebhook<T> = { ok: true; body: T } | { ok: false; status: 400 | 401 | 413; reason: string };

type SignedWebhookOptions<T> = {
  /** The secret both sides sign with. */
  secret: string;
  /** The header that carries the signature, and what stands before its hex digest (`sha256=` for Meta's). */
  signatureHeader: string;
  signaturePrefix: string;
  /** The most bytes read (BODY_LIMITS.webhook): a body over it is refused unread, or as it passes it. */
  limit: number;
  /** The body's documented shape. */
  schema: ZodMiniType<T>;
};

export async function readSignedWebhook<T>(request: Request, options: SignedWebhookOptions<T>): Promise<SignedWebhook<T>> {
  const raw = await readUpTo(request, options.limit);
  if (raw === "too large") return { ok: false, status: 413, reason: "Too large" };
  if (raw === "unreadable") return { ok: false, status: 400, reason: "Unreadable body" };
  const expected = `${options.signaturePrefix}${createHmac("sha256", options.secret).update(raw).digest("hex")}`;
  if (!sameSecret(request.headers.get(options.signatureHeader) ?? "", expected)) return { ok: false, status: 401, reason: "Bad signature" };
  let json: unknown;
  try {
    json = JSON.parse(raw.toString("utf8"));
  } catch {
    return { ok: false, status: 400, reason: "Not JSON" };
  }
  const parsed = options.schema.safeParse(json);
  return parsed.success ? { ok: true, body: parsed.data } : { ok: false, status: 400, reason: "Unexpected shape" };
}

/** Two secrets compared in time that does not depend on where they differ. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The body's bytes, at most `limit` of them: one declared or found longer is not read on. */
async function readUpTo(request: Request, limit: number): Promise<Buffer | "too large" | "unreadable"> {
  if (Number(request.headers.get("Content-Length")) > limit) {
    await request.body?.cancel().catch(() => undefined);
    return "too large";
  }
  const reader = request.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) break;
      size += chunk.value.byteLength;
      if (size > limit) {
        await reader?.cancel();
        return "too large";
      }
      chunks.push(chunk.value);
    }
  } catch {
    return "unreadable";
  }
  return Buffer.concat(chunks);
}
