import { randomBytes, randomInt } from "node:crypto";

// No 0/O or 1/I: a reference is read aloud over the phone and typed back.
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const REFERENCE_PATTERN = /^WF-[2-9A-HJ-NP-Z]{5}$/;

/** A new booking reference, e.g. WF-7K3M9: 32^5 (about 33 million) of them; the database keeps them unique. */
export function newBookingReference(): string {
  return `WF-${Array.from({ length: 5 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join("")}`;
}

/** A typed reference ("wf-7k3m9", " WF 7K3M9 ") as stored, or null when it is not one. */
export function normaliseBookingReference(typed: string): string | null {
  const compact = typed
    .trim()
    .toUpperCase()
    .replace(/^WF[\s-]?/, "WF-");
  return REFERENCE_PATTERN.test(compact) ? compact : null;
}

/** The key of a booking's own page, /booking/<token>: 192 random bits, unguessable. */
export function newBookingToken(): string {
  return randomBytes(24).toString("base64url");
}

/** What the customer's page URL holds: a token, or anything else (a 404, never a query). */
export function isBookingToken(value: string | undefined): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{32}$/.test(value);
}
