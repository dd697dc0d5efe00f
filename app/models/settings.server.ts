// The admin's form settings: the localities, time slots and services the public booking form
// offers, and the technicians bookings are assigned to. Stored in SQLite, seeded by migration 0002 with the business's own values.
// Each change takes the transaction it runs in (`trx`, the database itself by default), so the
// Form Settings action records it in the audit trail in the same transaction (settingsList).
import { type Kysely, sql } from "kysely";

import { done, type Outcome, phone as phoneValue, type RefusalCode, refused, type Values } from "~/lib/outcome";
import { db } from "~db/db.server";
import type { Database } from "~db/schema";

export type FormLocality = { id: number; name: string; popular: boolean };
export type TimeSlotSetting = { id: number; label: string; value: string; startsAt: string | null; capacity: number | null };
export type Service = { id: number; name: string; description: string };

/** Done: the new entry's id. Adding is refused only because the name (or value) is taken, at its field; anything else is unexpected and thrown. */
export type AddResult = Outcome<number>;

/** The refusal of an entry whose name (or value) is taken: its code, the form's field it belongs at, and what was taken. */
type Taken = { code: RefusalCode; field: string; values: Values };

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === "SQLITE_CONSTRAINT_UNIQUE";
}

async function insertUnlessDuplicate(insert: () => Promise<{ id: number }>, { code, field, values }: Taken): Promise<AddResult> {
  try {
    return done((await insert()).id);
  } catch (error) {
    if (isUniqueViolation(error)) return refused(code, { field, values });
    throw error;
  }
}

/** The stored form of a time slot's value: lowercase, spaces turned into underscores. */
export function timeSlotValue(typed: string): string {
  return typed.trim().toLowerCase().replace(/\s+/g, "_");
}

// ---- Locations ----

/** Sorted by name, as the admin list shows them. */
export async function listFormLocalities(): Promise<FormLocality[]> {
  const rows = await db
    .selectFrom("form_localities")
    .selectAll()
    .orderBy(({ fn, ref }) => fn("lower", [ref("name")]))
    .execute();
  return rows.map((row) => ({ ...row, popular: row.popular === 1 }));
}

/** The booking form's popular chips, in the order they were added (the seed's order first). */
export async function listPopularLocalityNames(): Promise<string[]> {
  const rows = await db.selectFrom("form_localities").select("name").where("popular", "=", 1).orderBy("id").execute();
  return rows.map((row) => row.name);
}

export async function addFormLocality(name: string, popular = false, trx: Kysely<Database> = db): Promise<AddResult> {
  return insertUnlessDuplicate(
    () =>
      trx
        .insertInto("form_localities")
        .values({ name: name.trim(), popular: popular ? 1 : 0 })
        .returning("id")
        .executeTakeFirstOrThrow(),
    { code: "locationTaken", field: "name", values: { name: name.trim() } },
  );
}

/** Returns the location as it is now, or null when there is no such location. */
export async function toggleFormLocalityPopular(id: number, trx: Kysely<Database> = db): Promise<FormLocality | null> {
  const row = await trx
    .updateTable("form_localities")
    .set({ popular: sql<0 | 1>`1 - popular` })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  return row ? { ...row, popular: row.popular === 1 } : null;
}

/** Returns the deleted location's name, or null when there was no such location (so for every delete below). */
export async function deleteFormLocality(id: number, trx: Kysely<Database> = db): Promise<string | null> {
  const row = await trx.deleteFrom("form_localities").where("id", "=", id).returning("name").executeTakeFirst();
  return row?.name ?? null;
}

// ---- Time slots ----

export async function listTimeSlots(): Promise<TimeSlotSetting[]> {
  return db.selectFrom("time_slots").select(["id", "label", "value", "starts_at as startsAt", "capacity"]).orderBy("position").orderBy("id").execute();
}

/** Each time slot's label by its stored value, to show a booking's slot as the customer chose it. */
export async function timeSlotLabels(): Promise<Map<string, string>> {
  return new Map((await listTimeSlots()).map((slot) => [slot.value, slot.label]));
}

export async function addTimeSlot(
  { label, value, startsAt, capacity }: { label: string; value: string; startsAt?: string; capacity?: number },
  trx: Kysely<Database> = db,
): Promise<AddResult> {
  return insertUnlessDuplicate(
    () =>
      trx
        .insertInto("time_slots")
        .values({
          label: label.trim(),
          value: timeSlotValue(value),
          starts_at: startsAt ?? null,
          capacity: capacity ?? null,
          position: sql<number>`(select coalesce(max(position), -1) + 1 from time_slots)`,
        })
        .returning("id")
        .executeTakeFirstOrThrow(),
    { code: "timeSlotTaken", field: "value", values: { value: timeSlotValue(value) } },
  );
}

/** Sets how many bookings a slot takes per day (null: no limit); the slot's label, or null when there is no such slot. */
export async function setTimeSlotCapacity(id: number, capacity: number | null, trx: Kysely<Database> = db): Promise<string | null> {
  const row = await trx.updateTable("time_slots").set({ capacity }).where("id", "=", id).returning("label").executeTakeFirst();
  return row?.label ?? null;
}

export async function deleteTimeSlot(id: number, trx: Kysely<Database> = db): Promise<string | null> {
  const row = await trx.deleteFrom("time_slots").where("id", "=", id).returning("label").executeTakeFirst();
  return row?.label ?? null;
}

// ---- Services ----

export async function listServices(): Promise<Service[]> {
  return db.selectFrom("services").selectAll().orderBy("id").execute();
}

export async function addService(name: string, description: string, trx: Kysely<Database> = db): Promise<AddResult> {
  return insertUnlessDuplicate(
    () => trx.insertInto("services").values({ name: name.trim(), description: description.trim() }).returning("id").executeTakeFirstOrThrow(),
    { code: "serviceTaken", field: "name", values: { name: name.trim() } },
  );
}

export async function deleteService(id: number, trx: Kysely<Database> = db): Promise<string | null> {
  const row = await trx.deleteFrom("services").where("id", "=", id).returning("name").executeTakeFirst();
  return row?.name ?? null;
}

// ---- The price list ----

export type PriceItem = { id: number; name: string; name_kn: string; name_hi: string; kind: "service" | "part"; hsn: string; unit_paise: number };

/** The owner's ready items, services first, then by name. */
export async function listPriceItems(): Promise<PriceItem[]> {
  return db.selectFrom("price_items").selectAll().orderBy("kind", "desc").orderBy("name").execute();
}

export async function getPriceItem(id: number): Promise<PriceItem | undefined> {
  return db.selectFrom("price_items").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function addPriceItem(item: Omit<PriceItem, "id">, trx: Kysely<Database> = db): Promise<AddResult> {
  return insertUnlessDuplicate(
    () =>
      trx
        .insertInto("price_items")
        .values({ ...item, name: item.name.trim(), hsn: item.kind === "part" ? item.hsn : "" })
        .returning("id")
        .executeTakeFirstOrThrow(),
    { code: "priceItemTaken", field: "name", values: { name: item.name.trim() } },
  );
}

export async function deletePriceItem(id: number, trx: Kysely<Database> = db): Promise<string | null> {
  return (await trx.deleteFrom("price_items").where("id", "=", id).returning("name").executeTakeFirst())?.name ?? null;
}

// ---- Technicians ----

export type Technician = {
  id: number;
  name: string;
  phone: string | null;
  name_kn: string;
  name_hi: string;
  /** The owner's rule: 1 when he may complete a job with money still due. */
  may_complete_unpaid: 0 | 1;
};

/** Sorted by name. */
/** One technician's name (a booking's page names who goes without listing the others). */
export async function technicianName(id: number): Promise<string | null> {
  return (await db.selectFrom("technicians").select("name").where("id", "=", id).executeTakeFirst())?.name ?? null;
}

export async function listTechnicians(): Promise<Technician[]> {
  return db
    .selectFrom("technicians")
    .selectAll()
    .orderBy(({ fn, ref }) => fn("lower", [ref("name")]))
    .execute();
}

/** Turns the owner's rule for one technician on or off: whether he may complete a job with money still due. */
export async function toggleTechnicianUnpaid(id: number, trx: Kysely<Database> = db): Promise<{ name: string; on: boolean } | null> {
  const row = await trx
    .updateTable("technicians")
    .set({ may_complete_unpaid: sql<0 | 1>`1 - may_complete_unpaid` })
    .where("id", "=", id)
    .returning(["name", "may_complete_unpaid"])
    .executeTakeFirst();
  return row ? { name: row.name, on: row.may_complete_unpaid === 1 } : null;
}

export async function addTechnician(
  { name, phone, nameKn, nameHi }: { name: string; phone?: string; nameKn?: string; nameHi?: string },
  trx: Kysely<Database> = db,
): Promise<AddResult> {
  return insertUnlessDuplicate(
    () =>
      trx
        .insertInto("technicians")
        .values({ name, phone: phone ?? null, name_kn: nameKn ?? "", name_hi: nameHi ?? "" })
        .returning("id")
        .executeTakeFirstOrThrow(),
    { code: "technicianTaken", field: "name", values: { name } },
  );
}

/** Their bookings stay, unassigned (the log keeps who had them). */
export async function deleteTechnician(id: number, trx: Kysely<Database> = db): Promise<string | null> {
  const row = await trx.deleteFrom("technicians").where("id", "=", id).returning("name").executeTakeFirst();
  return row?.name ?? null;
}

// ---- Blocked phone numbers ----

export type BlockedPhone = { id: number; phone: string; created_at: string };

/** Newest first. */
export async function listBlockedPhones(): Promise<BlockedPhone[]> {
  return db.selectFrom("blocked_phones").selectAll().orderBy("id", "desc").execute();
}

/** `phone` is E.164, as bookings store it. */
export async function blockPhone(phone: string, trx: Kysely<Database> = db): Promise<AddResult> {
  return insertUnlessDuplicate(() => trx.insertInto("blocked_phones").values({ phone }).returning("id").executeTakeFirstOrThrow(), {
    code: "numberBlocked",
    field: "phone",
    values: { phone: phoneValue(phone) },
  });
}

/** The number unblocked, or null when there is no such row. */
export async function unblockPhone(id: number, trx: Kysely<Database> = db): Promise<string | null> {
  const row = await trx.deleteFrom("blocked_phones").where("id", "=", id).returning("phone").executeTakeFirst();
  return row?.phone ?? null;
}
