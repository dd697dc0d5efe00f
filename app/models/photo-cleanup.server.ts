// The photo store's images kept in step with their rows (visit_photos), so that a crash never leaves
// an image no row names: an upload's image is noted as one to delete before it is written, and
// struck off in the transaction that writes its row; a row that goes (an erasure, a deletion) notes
// its image as gone in its own transaction, and the image is deleted once that commits. What a crash
// or a failing store leaves noted, the retention job deletes (deleteLeftoverImages). Nothing here
// lists the store: a database restored to an earlier day names fewer images than the store holds,
// and deleting by what it does not name would delete photos for good.
import type { Kysely } from "kysely";

import { photoStore } from "~/integrations/photo-store.server";
import * as clock from "~/lib/time/clock.server";
import { db } from "~db/db.server";
import type { Database } from "~db/schema";

/** An upload's image without its row after this long is one whose upload died. */
const UPLOAD_GRACE_MS = 60 * 60 * 1000;

/** Writes an upload's image, noted first as one to delete unless its row comes (imageNamed, in the row's transaction). */
export async function putUploadImage(key: string, bytes: Buffer, contentType: string, now: Date = clock.now()): Promise<void> {
  await db.insertInto("photo_cleanup").values({ storage_key: key, reason: "upload", since: now.toISOString() }).execute();
  await photoStore().put(key, bytes, contentType);
}

/** In the transaction that writes its row: the upload's image is named, no longer one to delete. */
export async function imageNamed(trx: Kysely<Database>, key: string): Promise<void> {
  await trx.deleteFrom("photo_cleanup").where("storage_key", "=", key).execute();
}

/** In the transaction that deletes their rows: their images are to delete (deleteImages, once it commits). */
export async function imagesGone(trx: Kysely<Database>, keys: readonly string[], now: Date = clock.now()): Promise<void> {
  if (keys.length === 0) return;
  await trx
    .insertInto("photo_cleanup")
    .values(keys.map((key) => ({ storage_key: key, reason: "gone" as const, since: now.toISOString() })))
    .execute();
}

/**
 * Deletes images from the store, each struck off once gone; one the store would not delete stays
 * noted, for the retention job to try again. Answers how many went.
 */
export async function deleteImages(keys: readonly string[]): Promise<number> {
  let deleted = 0;
  for (const key of keys) {
    try {
      await photoStore().delete(key);
    } catch (error) {
      console.error("A photo's image was not deleted; the retention job tries again:", error instanceof Error ? error.message : error);
      continue;
    }
    await db.deleteFrom("photo_cleanup").where("storage_key", "=", key).execute();
    deleted += 1;
  }
  return deleted;
}

/** The retention job's part: the images of rows gone (left by a crash or a failing store), and those of uploads that died, an hour on. */
export async function deleteLeftoverImages(now: Date): Promise<number> {
  const died = new Date(now.getTime() - UPLOAD_GRACE_MS).toISOString();
  const left = await db
    .selectFrom("photo_cleanup")
    .select("storage_key")
    .where((eb) => eb.or([eb("reason", "=", "gone"), eb("since", "<", died)]))
    .execute();
  return deleteImages(left.map((row) => row.storage_key));
}
