// A visit's photos: made fit to keep (upright, at most 1600 px, no metadata: no GPS), kept in a
// private bucket of a real S3-compatible server when one is configured (a folder otherwise), once
// per form, and gone from the bucket when the booking is erased.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { photoStore } from "~/integrations/photo-store.server";
import { keptPhoto } from "~/lib/photos/image.server";
import { planPage } from "~/models/customer-plans.server";
import { plansOfBooking, requestPlanOnline } from "~/models/plans.server";
import { eraseByOwner } from "~/models/privacy.server";
import { addVisitPhoto, listVisitPhotos, visitPhotoImage } from "~/models/visit-photos.server";
import { db } from "~db/db.server";

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
