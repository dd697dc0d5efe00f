// A visit's photos: made fit to keep (upright, at most 1600 px, no metadata: no GPS), kept in a
// private bucket of a real S3-compatible server when one is configured (a folder otherwise), once
// per form, and gone from the bucket when the booking is erased; an image a crash left to delete
// (an erasure's, a dead upload's) is deleted by the retention job, from the bucket and the folder,
// and an image the database never named is never deleted.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { photoStore } from "~/integrations/photo-store.server";
import { retain } from "~/jobs/retention.server";
import { keptPhoto } from "~/lib/photos/image.server";
import { planPage } from "~/models/customer-plans.server";
import { deleteLeftoverImages, putUploadImage } from "~/models/photo-cleanup.server";
import { plansOfBooking, requestPlanOnline } from "~/models/plans.server";
import { eraseByOwner } from "~/models/privacy.server";
import { addVisitPhoto, deleteVisitPhoto, forgetVisitPhotos, listVisitPhotos, visitPhotoImage } from "~/models/visit-photos.server";
import { db, transaction } from "~db/db.server";

import { setEnv } from "../shared/env";
import { cameraPhoto, imageFacts, S3_KEYS, startS3 } from "../shared/photo-fixtures";
import { storeBooking, storePlan } from "./booking-fixtures";

const office = { adminId: null, email: "office@example.com", address: null, device: "Chrome on Windows" };

describe("a photo from a phone's camera", () => {
  it("is turned upright, cut to 1600 px on its long side, and keeps no EXIF (no GPS, no camera, no time)", async () => {
    const before = await imageFacts(await cameraPhoto());
    expect(before).toMatchObject({ width: 4000, height: 3000, orientation: 6 });
    expect(before.exif).not.toBeNull();
    const kept = await keptPhoto(await cameraPhoto());
    expect(kept).not.toBeNull();
    const after = await imageFacts(kept!.bytes);
    expect(after).toEqual({ width: 1200, height: 1600, format: "jpeg", exif: null, xmp: null, iptc: null, orientation: null });
    expect(kept!.bytes.includes(Buffer.from("TestPhone"))).toBe(false);
  });

  it("refuses bytes that are no image", async () => {
    expect(await keptPhoto(Buffer.from("not a photo at all"))).toBeNull();
  });
});

describe("kept in a private bucket", () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  beforeAll(async () => {
    s3 = await startS3("washfix-photos");
    setEnv({ BUCKET_NAME: "washfix-photos", AWS_ENDPOINT_URL_S3: s3.endpoint, AWS_REGION: "auto", ...S3_KEYS });
  });
  afterAll(async () => {
    setEnv({ BUCKET_NAME: undefined, AWS_ENDPOINT_URL_S3: undefined, AWS_REGION: undefined, AWS_ACCESS_KEY_ID: undefined, AWS_SECRET_ACCESS_KEY: undefined });
    await s3.stop();
  });

  it("stores the kept image in the bucket once per form, and the erasure of the booking takes it out", async () => {
    const id = await storeBooking({ visitDate: "2026-11-24" });
    const photo = new Uint8Array(await cameraPhoto());
    expect(await addVisitPhoto(id, { kind: "before", photo }, office, "form-photo-1")).toEqual({ status: "done", value: "added" });
    expect(await addVisitPhoto(id, { kind: "before", photo }, office, "form-photo-1")).toEqual({ status: "done", value: "again" });
    const [row] = await listVisitPhotos(id);
    expect(row).toMatchObject({ kind: "before", width: 1200, height: 1600 });
    const { storage_key: key } = await db.selectFrom("visit_photos").select("storage_key").where("id", "=", row!.id).executeTakeFirstOrThrow();

    // In the bucket itself, at its key under photos/ (read over S3's own API, path style).
    const stored = await photoStore().get(key);
    expect((await imageFacts(stored!)).exif).toBeNull();
    const object = `${s3.endpoint}/washfix-photos/photos/${key}`;
    expect(Buffer.from(await (await fetch(object)).arrayBuffer()).equals(stored!)).toBe(true);
    expect((await visitPhotoImage(row!.id))?.bytes.equals(stored!)).toBe(true);

    expect(await eraseByOwner(id, "Asked by phone", office)).toBe("erased");
    expect(await listVisitPhotos(id)).toEqual([]);
    expect(await photoStore().get(key)).toBeNull();
    expect((await fetch(object)).status).toBe(404);
    expect(await visitPhotoImage(row!.id)).toBeNull();
  });

  it("a photo the owner deleted stays deleted when its phone sends the same form again (its answer lost)", async () => {
    const id = await storeBooking({ visitDate: "2026-11-24" });
    const photo = new Uint8Array(await cameraPhoto());
    await addVisitPhoto(id, { kind: "before", photo }, office, `shows-her-son-${id}`);
    const [kept] = await listVisitPhotos(id);
    expect(await deleteVisitPhoto(id, kept!.id, "Phoned: it shows her son", office)).toEqual({ status: "done", value: "deleted" });
    expect(await addVisitPhoto(id, { kind: "before", photo }, office, `shows-her-son-${id}`)).toEqual({ status: "done", value: "again" });
    expect(await listVisitPhotos(id)).toEqual([]);
    expect(await db.selectFrom("photo_cleanup").selectAll().execute()).toEqual([]);
    // Another visit's form of the same id is not this one's.
    const other = await storeBooking({ visitDate: "2026-11-24" });
    expect((await addVisitPhoto(other, { kind: "before", photo }, office, `shows-her-son-${id}`)).status).toBe("refused");
  });

  it("the images a crash leaves (an erasure's after its commit, an upload's before its row) go with the retention job; an upload under way and an image the database never named stay", async () => {
    const { named, erased, uploaded, unknown } = await leftByCrashes(T0);
    expect(await deleteLeftoverImages(new Date(T0.getTime() + 30 * 60_000))).toBe(1);
    expect(await photoStore().get(erased)).toBeNull();
    expect((await fetch(`${s3.endpoint}/washfix-photos/photos/${erased}`)).status).toBe(404);
    // Half an hour on, the upload may still be writing its row.
    expect(await photoStore().get(uploaded)).not.toBeNull();
    expect(await deleteLeftoverImages(new Date(T0.getTime() + 61 * 60_000))).toBe(1);
    expect(await photoStore().get(uploaded)).toBeNull();
    expect(await photoStore().get(named)).not.toBeNull();
    // Not listed for deletion, never deleted: after a restore to an earlier day the store holds more than the database names.
    expect(await photoStore().get(unknown)).not.toBeNull();
    expect(await db.selectFrom("photo_cleanup").selectAll().execute()).toEqual([]);
  });
});

const T0 = new Date("2026-11-24T09:00:00Z");

/**
 * What crashes leave: a named photo (booking A); an erasure's transaction committed, its image not
 * yet deleted (booking B); an upload's image written, its row never (booking A); and an image the
 * database never named (written by a later day's database, before a restore).
 */
async function leftByCrashes(now: Date) {
  const [a, b] = [await storeBooking({ visitDate: "2026-11-24" }), await storeBooking({ visitDate: "2026-11-24" })];
  const photo = new Uint8Array(await cameraPhoto());
  await addVisitPhoto(a, { kind: "before", photo }, office, `named-${a}`);
  await addVisitPhoto(b, { kind: "after", photo }, office, `erased-${b}`);
  const keyOf = async (submissionId: string) =>
    (await db.selectFrom("visit_photos").select("storage_key").where("submission_id", "=", submissionId).executeTakeFirstOrThrow()).storage_key;
  const [named, erased] = [await keyOf(`named-${a}`), await keyOf(`erased-${b}`)];
  await transaction((trx) => forgetVisitPhotos(trx, b, [], now));
  const uploaded = `b${a}/00000000-0000-4000-8000-000000000001.jpg`;
  await putUploadImage(uploaded, Buffer.from(photo), "image/jpeg", now);
  const unknown = `b${a}/00000000-0000-4000-8000-000000000002.jpg`;
  await photoStore().put(unknown, Buffer.from(photo), "image/jpeg");
  return { named, erased, uploaded, unknown };
}

describe("kept in a folder", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "washfix-photos-"));
  beforeAll(() => setEnv({ PHOTOS_DIR: folder }));
  afterAll(() => {
    setEnv({ PHOTOS_DIR: undefined });
    rmSync(folder, { recursive: true, force: true });
  });

  it("the daily retention job deletes what crashes left, and counts it", async () => {
    const { named, erased, uploaded, unknown } = await leftByCrashes(T0);
    expect((await retain(new Date(T0.getTime() + 2 * 60 * 60_000))).photosDeleted).toBe(2);
    expect(await photoStore().get(erased)).toBeNull();
    expect(await photoStore().get(uploaded)).toBeNull();
    expect(await photoStore().get(named)).not.toBeNull();
    expect(await photoStore().get(unknown)).not.toBeNull();
  });
});

describe("the machine's label on the plan's page", () => {
  it("is shown by the plan's own link (its address under /plan/<token>), the latest label of the visit it was sold on", async () => {
    const planId = await storePlan("Care", { pricePaise: 1999_00, visits: 2, coversLabour: true });
    const id = await storeBooking({ visitDate: "2026-11-20" });
    await db.updateTable("bookings").set({ status: "completed" }).where("id", "=", id).execute();
    expect((await requestPlanOnline(id, planId)).status).toBe("done");
    const [sold] = await plansOfBooking(id);
    const token = (await db.selectFrom("customer_plans").select("token").where("id", "=", sold!.id).executeTakeFirstOrThrow()).token;
    expect((await planPage(token, "kn"))?.label).toBeNull();

    await addVisitPhoto(id, { kind: "before", photo: new Uint8Array(await cameraPhoto()) }, office, "form-before-plan");
    expect((await planPage(token, "kn"))?.label).toBeNull();
    await addVisitPhoto(id, { kind: "label", photo: new Uint8Array(await cameraPhoto()) }, office, "form-label-plan");
    expect((await planPage(token, "kn"))?.label).toMatchObject({ src: `/kn/plan/${token}/label`, width: 1200, height: 1600 });
  });
});
