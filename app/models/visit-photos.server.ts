// A visit's photos (before, after, the machine's label) and the customer's signature: each image
// made fit to keep (app/lib/photos/image.server.ts), put in the photo store (a folder beside the
// database, or a private bucket: app/integrations/photo-store.server.ts) under a key nobody can
// guess, and a row that says whose visit, what it shows, who took it and when. Served only through
// the app (routes check who may see the booking). Erased with the booking (privacy.server.ts); the
// store kept in step with the rows by photo-cleanup.server.ts.
import { randomUUID } from "node:crypto";

import type { Kysely } from "kysely";

import { photoStore } from "~/integrations/photo-store.server";
import { done, type Outcome, refused } from "~/lib/outcome";
import { type Kept, keptPhoto, keptSignature, typedSignature } from "~/lib/photos/image.server";
import * as clock from "~/lib/time/clock.server";
import { type Actor, recordAudit } from "~/models/audit.server";
import { deleteImages, imageNamed, imagesGone, putUploadImage } from "~/models/photo-cleanup.server";
import { db, transaction } from "~db/db.server";
import type { Database, PhotoKind } from "~db/schema";

export const PHOTO_KINDS = ["before", "after", "label"] as const satisfies readonly PhotoKind[];
/** What the customer sees of their visit: the work, not the machine's label (its serial is the business's). */
export const CUSTOMER_SEES: readonly PhotoKind[] = ["before", "after"];

export type VisitPhoto = { id: number; kind: PhotoKind; width: number; height: number; signerName: string; by: string; at: string };

/** The image a photo or signature stands for: taken, drawn, or a name typed (and ticked) without JavaScript. */
export type Upload = { kind: PhotoKind; photo?: Uint8Array; signerName?: string };

async function imageOf(upload: Upload): Promise<Kept | null> {
  if (upload.kind !== "signature") return upload.photo?.byteLength ? keptPhoto(upload.photo) : null;
  if (upload.photo?.byteLength) return keptSignature(upload.photo);
  return upload.signerName ? typedSignature(upload.signerName) : null;
}

/**
 * Keeps a photo or signature of an open or just finished visit, once per form (its submission id:
 * an upload sent again after a lost answer is the same one). Refused: no image in it, or no such visit.
 */
export async function addVisitPhoto(
  bookingId: number,
  upload: Upload,
  actor: Actor,
  submissionId: string,
  now: Date = clock.now(),
): Promise<Outcome<"added" | "again">> {
  // The same form again (its answer lost): the photo kept, or deleted since by the owner (it stays deleted).
  const earlier =
    (await db.selectFrom("visit_photos").select("booking_id").where("submission_id", "=", submissionId).executeTakeFirst()) ??
    (await db.selectFrom("deleted_photo_forms").select("booking_id").where("submission_id", "=", submissionId).executeTakeFirst());
  if (earlier) return earlier.booking_id === bookingId ? done("again" as const) : refused("expired");
  const booking = await db.selectFrom("bookings").select(["reference", "erased_at"]).where("id", "=", bookingId).executeTakeFirst();
  if (!booking || booking.erased_at) return refused("visitClosed");
  const image = await imageOf(upload);
  if (!image)
    return refused(upload.kind === "signature" ? "signatureMissing" : "photoUnreadable", { field: upload.kind === "signature" ? "signerName" : "photo" });
  const key = `b${bookingId}/${randomUUID()}.${image.contentType === "image/png" ? "png" : "jpg"}`;
  // Written when it arrives (`now` may be when it was taken, on a phone with no signal then).
  await putUploadImage(key, image.bytes, image.contentType);
  try {
    await transaction(async (trx) => {
      await imageNamed(trx, key);
      await trx
        .insertInto("visit_photos")
        .values({
          booking_id: bookingId,
          kind: upload.kind,
          storage_key: key,
          width: image.width,
          height: image.height,
          bytes: image.bytes.byteLength,
          signer_name: upload.kind === "signature" ? (upload.signerName ?? "").slice(0, 80) : "",
          submission_id: submissionId,
          admin_id: actor.adminId,
          admin_email: actor.email,
          created_at: now.toISOString(),
        })
        .execute();
      const action = upload.kind === "signature" ? "signature-taken" : "photo-added";
      await recordAudit(actor, { action, detail: `Booking ${booking.reference}: ${upload.kind}`, bookingId }, trx, now);
    });
  } catch (error) {
    // Not recorded (the same form won a race): its image goes too.
    await deleteImages([key]);
    const again = await db.selectFrom("visit_photos").select("id").where("submission_id", "=", submissionId).executeTakeFirst();
    if (again) return done("again" as const);
    throw error;
  }
  return done("added" as const);
}

/**
 * Deletes one photo of a booking (not the signature: the customer's word that the work was done),
 * when the customer asks (one that shows a person): its row and an audit row with how they asked,
 * in one transaction, then its image. A photo already gone is `gone`.
 */
export async function deleteVisitPhoto(
  bookingId: number,
  photoId: number,
  reason: string,
  actor: Actor,
  now: Date = clock.now(),
): Promise<Outcome<"deleted" | "gone">> {
  const key = await transaction(async (trx) => {
    const row = await trx
      .deleteFrom("visit_photos")
      .where("id", "=", photoId)
      .where("booking_id", "=", bookingId)
      .where("kind", "in", PHOTO_KINDS)
      .returning(["storage_key", "kind", "submission_id"])
      .executeTakeFirst();
    if (!row) return null;
    if (row.submission_id) await trx.insertInto("deleted_photo_forms").values({ submission_id: row.submission_id, booking_id: bookingId }).execute();
    await imagesGone(trx, [row.storage_key], now);
    const { reference } = await trx.selectFrom("bookings").select("reference").where("id", "=", bookingId).executeTakeFirstOrThrow();
    await recordAudit(actor, { action: "photo-removed", detail: `Booking ${reference}: ${row.kind} photo deleted`, note: reason, bookingId }, trx, now);
    return row.storage_key;
  });
  if (!key) return done("gone" as const);
  await deleteImages([key]);
  return done("deleted" as const);
}

/** A booking's photos and signatures, oldest first. */
export async function listVisitPhotos(bookingId: number, kinds?: readonly PhotoKind[]): Promise<VisitPhoto[]> {
  let query = db
    .selectFrom("visit_photos")
    .select(["id", "kind", "width", "height", "signer_name as signerName", "admin_email as by", "created_at as at"])
    .where("booking_id", "=", bookingId);
  if (kinds) query = query.where("kind", "in", kinds);
  return query.orderBy("id").execute();
}

/** A photo's image and type, with the booking it belongs to (the route checks who may see it), or null. */
export async function visitPhotoImage(photoId: number): Promise<{ bookingId: number; kind: PhotoKind; bytes: Buffer; contentType: string } | null> {
  const row = await db.selectFrom("visit_photos").select(["booking_id", "kind", "storage_key"]).where("id", "=", photoId).executeTakeFirst();
  if (!row) return null;
  const bytes = await photoStore().get(row.storage_key);
  if (!bytes) return null;
  return { bookingId: row.booking_id, kind: row.kind, bytes, contentType: row.storage_key.endsWith(".png") ? "image/png" : "image/jpeg" };
}

/** Whether the customer has signed for this visit. */
export async function hasSignature(bookingId: number): Promise<boolean> {
  return Boolean(await db.selectFrom("visit_photos").select("id").where("booking_id", "=", bookingId).where("kind", "=", "signature").executeTakeFirst());
}

/**
 * In an erasure's transaction: the booking's photo rows go, their images are noted as gone, and
 * their keys are added to `gone`, for the caller to delete once the transaction is committed
 * (deleteImages; the retention job deletes what a crash left).
 */
export async function forgetVisitPhotos(trx: Kysely<Database>, bookingId: number, gone: string[], now: Date = clock.now()): Promise<void> {
  const rows = await trx.deleteFrom("visit_photos").where("booking_id", "=", bookingId).returning("storage_key").execute();
  const keys = rows.map((row) => row.storage_key);
  await imagesGone(trx, keys, now);
  gone.push(...keys);
}

/** The booking's photos and signature as files for the customer's data download: each named, dated and whole (base64). */
export async function visitPhotoFiles(bookingId: number) {
  const rows = await db
    .selectFrom("visit_photos")
    .select(["id", "kind", "storage_key", "created_at"])
    .where("booking_id", "=", bookingId)
    .orderBy("id")
    .execute();
  const files = [];
  for (const row of rows) {
    const bytes = await photoStore().get(row.storage_key);
    if (!bytes) continue;
    const png = row.storage_key.endsWith(".png");
    files.push({
      file: `${row.kind}-${row.id}.${png ? "png" : "jpg"}`,
      kind: row.kind,
      takenAt: row.created_at,
      contentType: png ? "image/png" : "image/jpeg",
      base64: bytes.toString("base64"),
    });
  }
  return files;
}
