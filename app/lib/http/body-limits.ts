// How large a request's body may be, by the kind of address it is posted to: the one list.
// The server refuses a body over its address's limit before reading it when it declares its
// length, and stops reading one sent in chunks at the limit (server/body-limit.ts, which asks
// bodyLimitFor through serverApi); what reads a body in the app reads no more than the same
// limit (readFormData, readSignedJson in app/integrations/). tests/e2e/body-limits.spec.ts holds them.

export const BODY_LIMITS = {
  /** Every form of the site: the longest (a contact message of 2,000 characters) is under 25 KB encoded. */
  form: 64 * 1024,
  /** A signed webhook: WhatsApp's Cloud API batches its events, but never near this. */
  webhook: 1_000_000,
  /** The payment gateway's webhook: one event (a payment and its QR code) is a few KB. */
  paymentWebhook: 64 * 1024,
  /** A photo uploaded from a phone's camera, its length declared (a job's screen and its photos page: /admin/jobs/<id>, /admin/jobs/<id>/photos). */
  photo: 12 * 1024 * 1024,
} as const;

type BodyKind = keyof typeof BODY_LIMITS;

/** The addresses whose posts are not forms; every other address takes a form's body. */
const KIND_BY_PATH: ReadonlyMap<string, BodyKind> = new Map([
  ["/webhooks/whatsapp", "webhook"],
  ["/webhooks/razorpay", "paymentWebhook"],
]);

/** The addresses that take a photo: a job's screen and its photos page. */
const PHOTO_PATH = /^\/admin\/jobs\/\d{1,12}(\/photos)?$/;

/**
 * The largest body, in bytes, a POST to this path may carry (its data request, `….data`, the same).
 * A photo comes with its length declared (a browser sends every form with a file so); one sent in
 * chunks (`chunked`) may carry no more than a form: the front door would otherwise hold 12 MB of an
 * undeclared body in memory before any route could refuse it.
 */
export function bodyLimitFor(pathname: string, { chunked = false }: { chunked?: boolean } = {}): number {
  const path = pathname.toLowerCase().replace(/\.data$/, "");
  const kind = KIND_BY_PATH.get(path) ?? (PHOTO_PATH.test(path) && !chunked ? "photo" : "form");
  return BODY_LIMITS[kind];
}

/**
 * How much of a refused body readFormData still reads and drops, never kept, for an action called
 * by itself (the unit tests): the server answers such a body without reading it.
 */
export const DISCARD_LIMIT = 8 * 1024 * 1024;
