import { OPENING_HOURS } from "~/content/business";
import { clockText } from "~/content/hours";
import { LOCALITIES } from "~/content/localities";
import { matchLocality } from "~/lib/booking/locality-search";
import { officeIsOpen } from "~/lib/booking/office-hours";
import type { Translate } from "~/lib/i18n/i18n";
import { db } from "~db/db.server";

async function listedLocalities(): Promise<string[]> {
  const added = await db.selectFrom("form_localities").select("name").execute();
  return [...LOCALITIES, ...added.map((row) => row.name)];
}

/** The places we serve, lower-cased: the booking form's list and the localities staff added. */
export async function servedLocalities(): Promise<ReadonlySet<string>> {
  return new Set((await listedLocalities()).map((name) => name.trim().toLowerCase()));
}

/**
 * A typed locality as the list writes it, when it is one we list (typed in any case, or in
 * Kannada or Devanagari script without the picker); otherwise as typed. Analytics and the "Area to
 * confirm" mark then count one place once.
 */
export async function listedLocality(typed: string): Promise<string> {
  return matchLocality(typed, await listedLocalities()) ?? typed;
}

/**
 * Whether a booking's locality is one we list. One we do not (a custom entry: "Mysuru") is still
 * booked, with a word to the customer that a call will confirm we come there, and a mark for staff.
 */
export function isServed(locality: string, served: ReadonlySet<string>): boolean {
  return served.has(locality.trim().toLowerCase());
}

/** Bengaluru's PIN codes (the city's 560, the district's 562): another is a place a call confirms we reach. */
function isBengaluruPin(pin: string): boolean {
  return /^56[02]/.test(pin);
}

/** The thank-you's word about this booking, if any: a place we do not list (by locality or PIN code), a booking after hours. */
export async function bookingNote({ locality, pin = "" }: { locality: string; pin?: string }, now: Date, t: Translate): Promise<string | undefined> {
  const notes = [
    isServed(locality, await servedLocalities()) ? "" : t("server.outsideArea", { locality }),
    pin && !isBengaluruPin(pin) ? t("server.outsideArea", { locality: `PIN ${pin}` }) : "",
    officeIsOpen(now) ? "" : t("server.afterHours", { opens: clockText(OPENING_HOURS.weekdays.opens), sundayOpens: clockText(OPENING_HOURS.sunday.opens) }),
  ].filter(Boolean);
  return notes.length ? notes.join(" ") : undefined;
}
