import { db } from "~/db.server";
import { LOCALITIES } from "~/content/localities";

/** The places we serve, lower-cased: the booking form's list and the localities staff added. */
export async function servedLocalities(): Promise<ReadonlySet<string>> {
  const added = await db.selectFrom("form_localities").select("name").execute();
  return new Set([...LOCALITIES, ...added.map((row) => row.name)].map((name) => name.trim().toLowerCase()));
}

/**
 * Whether a booking's locality is one we list. One we do not (a custom entry: "Mysuru") is still
 * booked, with a word to the customer that a call will confirm we come there, and a mark for staff.
 */
export function isServed(locality: string, served: ReadonlySet<string>): boolean {
  return served.has(locality.trim().toLowerCase());
}
