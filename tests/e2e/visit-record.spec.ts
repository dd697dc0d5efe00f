// What was done, shown, on a server of its own (the owner's checklist and signature rule are the
// shop's): the owner, without JavaScript, adds a required checklist item and asks for the
// customer's signature; a technician whose account speaks Kannada, at 360 px and without
// JavaScript, takes a "Before" photo (a camera's JPEG of 4000 px with GPS in its EXIF): staff get it
// back upright, at most 1600 px, with no EXIF; nobody without a session, nor the view link, gets it;
// the customer's own link does. Work done is refused naming the unticked item, then for the
// signature; ticked and signed (typed name and tick), it completes. After the booking's erasure
// the photo answers 404. With no signal, a photo taken on the job screen waits on the phone and is
// kept once when the signal returns. A plan sold on a visit shows the machine's label on its page.
import fs from "node:fs";
import path from "node:path";

import type { APIRequestContext, Browser } from "@playwright/test";

import { SAVE_OFFLINE_MESSAGE } from "../../app/content/admin";
import { serverTranslator } from "../../app/lib/i18n/messages.server";
import { type AppServer, startAppServer, tempDir } from "../shared/app-server";
import { cameraPhoto, imageFacts } from "../shared/photo-fixtures";
import { type AsStaff, expect, type StaffRequest, test } from "./fixtures";
import { billTheVisit, bookingFormFields, PENDING_SCRIPTS, queryAt, TODAY, uniqueName } from "./support";

const kn = serverTranslator("kn");
const en = serverTranslator("en");

let app: AppServer;
const databasePath = path.join(tempDir("visit-record"), "app.db");
test.beforeAll(async () => {
  app = await startAppServer({ databasePath, env: { CLOCK_START: process.env.E2E_CLOCK_START!, CLOCK_START_ALLOWED: "1" } });
});
test.afterAll(() => app?.stop());

const rows = <T>(sql: string, ...params: unknown[]) => queryAt<T>(app.databasePath, sql, ...params);

type Staff = { asStaff: AsStaff; staffRequest: StaffRequest; browser: Browser };

/**
 * A technician whose account speaks Kannada, on his phone (its own context: `width`, JavaScript on
 * or not), with a visit of today assigned to him by the office.
 */
async function hisVisitToday({ asStaff, staffRequest, browser }: Staff, name: string, { width = 360, javaScriptEnabled = false } = {}) {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 800 } });
  const phone = await context.newPage();
  const technician = await asStaff({ role: "technician", language: "kn", into: phone, server: app });
  const visit = await bookToday(phone.request, uniqueName(name));
  const office = await staffRequest({ role: "office", server: app });
  await office.post(`/admin/bookings/${visit.id}`, { form: { intent: "assign", technicianId: String(technician.technicianId) } });
  return { context, phone, technician, visit, office };
}

async function bookToday(request: APIRequestContext, name: string) {
  const form = { ...bookingFormFields(name), phone: `94${String(Date.now()).slice(-8)}`, visitDate: TODAY };
  expect((await request.post(`${app.origin}/book`, { form })).ok()).toBe(true);
  return rows<{ id: number; token: string; view_token: string; reference: string }>(
    "select id, token, view_token, reference from bookings where name = ?",
    name,
  )[0]!;
}

test("photos kept without metadata and shown only to who may see them; the checklist and the signature hold Work done; erased, the photo is gone", async ({
  asStaff,
  staffRequest,
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  // The owner's rules, without JavaScript.
  const ownerContext = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const owner = await ownerContext.newPage();
  await asStaff({ role: "owner", language: "kn", into: owner, server: app });
  await owner.goto(`${app.origin}/admin/form-settings/checklist`);
  await owner.getByLabel(kn("setup.checkEnglish")).fill("Inlet filter cleaned");
  await owner.getByLabel(kn("setup.inKannada")).fill("ಇನ್ಲೆಟ್ ಫಿಲ್ಟರ್ ಸ್ವಚ್ಛ");
  await owner.getByRole("button", { name: kn("setup.addCheck") }).click();
  await expect(owner.getByText(kn("done.checkAdded"))).toBeVisible();
  await owner.getByRole("button", { name: kn("setup.askSignature") }).click();
  await expect(owner.getByText(kn("setup.signatureOn"))).toBeVisible();
  await owner.screenshot({ path: test.info().outputPath("checklist-settings-kn-390-nojs.png"), fullPage: true });

  // A visit of today, his, billed.
  const { context, phone: page, technician, visit, office } = await hisVisitToday({ asStaff, staffRequest, browser }, "Lakshmi");
  await billTheVisit(office, visit.id, { origin: app.origin });

  // The Before photo, taken on the job screen itself, without JavaScript; then seen on its photos page.
  await page.goto(`${app.origin}/admin/jobs/${visit.id}`);
  await page.getByLabel(kn("field.photoBefore")).setInputFiles({ name: "IMG_0001.jpg", mimeType: "image/jpeg", buffer: await cameraPhoto() });
  await page.getByRole("button", { name: `${kn("field.addPhoto")}: ${kn("field.photoBefore")}` }).click();
  await expect(page.getByText(kn("done.photoAdded"))).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/jobs/${visit.id}#record$`));
  await expect(page.getByText(kn("field.photosCount", { count: 1 }))).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("job-photo-kn-360-nojs.png"), fullPage: true });
  // A file that is no photo is refused at its form, in Kannada, and nothing is kept.
  await page.getByLabel(kn("field.photoAfter")).setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a photo") });
  await page.getByRole("button", { name: `${kn("field.addPhoto")}: ${kn("field.photoAfter")}` }).click();
  await expect(page.getByText(kn("refusal.photoUnreadable"))).toBeVisible();
  expect(rows("select id from visit_photos where booking_id = ?", visit.id)).toHaveLength(1);
  await page.goto(`${app.origin}/admin/jobs/${visit.id}`);
  await page.getByRole("link", { name: kn("field.photosLink") }).click();
  const photo = page.getByRole("img", { name: new RegExp(kn("field.photoBefore")) });
  await expect(photo).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("photos-kn-360-nojs.png"), fullPage: true });
  const [{ id: photoId }] = rows<{ id: number }>("select id from visit_photos where booking_id = ?", visit.id) as [{ id: number }];

  // Served to staff: upright, at most 1600 px, no EXIF; to nobody else but the customer's own link.
  const served = await office.get(`/admin/photos/${photoId}`);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/jpeg");
  expect(await imageFacts(await served.body())).toEqual({ width: 1200, height: 1600, format: "jpeg", exif: null, xmp: null, iptc: null, orientation: null });
  const stranger = await playwright.request.newContext();
  const anonymous = await stranger.get(`${app.origin}/admin/photos/${photoId}`, { maxRedirects: 0 });
  expect([302, 303]).toContain(anonymous.status());
  expect(anonymous.headers().location).toBe("/admin/login");
  expect((await stranger.get(`${app.origin}/booking/${visit.view_token}/photos/${photoId}`)).status()).toBe(404);
  expect((await stranger.get(`${app.origin}/booking/${visit.token}/photos/${photoId}`)).status()).toBe(200);
  // The customer's own page shows it; the view link's does not.
  expect(await (await stranger.get(`${app.origin}/booking/${visit.token}`)).text()).toContain(`/booking/${visit.token}/photos/${photoId}`);
  expect(await (await stranger.get(`${app.origin}/booking/${visit.view_token}`)).text()).not.toContain(`/photos/${photoId}`);

  // Work done: refused for the unticked item, named in Kannada; then for the signature.
  await page.goto(`${app.origin}/admin/jobs/${visit.id}`);
  await page.getByRole("button", { name: kn("field.work_done") }).click();
  await expect(page.getByText(kn("refusal.checklistMissing", { items: "ಇನ್ಲೆಟ್ ಫಿಲ್ಟರ್ ಸ್ವಚ್ಛ" }))).toBeVisible();
  await page.getByRole("checkbox", { name: new RegExp("ಇನ್ಲೆಟ್ ಫಿಲ್ಟರ್ ಸ್ವಚ್ಛ") }).check();
  await page.getByRole("button", { name: kn("field.saveChecks") }).click();
  await expect(page.getByText(kn("done.checksSaved"))).toBeVisible();
  await page.getByRole("button", { name: kn("field.work_done") }).click();
  await expect(page.getByText(kn("refusal.signatureFirst"))).toBeVisible();
  expect(rows<{ status: string }>("select status from bookings where id = ?", visit.id)[0]!.status).not.toBe("completed");

  // The customer's name typed and ticked (no JavaScript to draw with): kept as an image.
  await page.goto(`${app.origin}/admin/jobs/${visit.id}/photos`);
  await page.getByLabel(kn("field.signerName")).fill("Lakshmi");
  await page.getByRole("button", { name: kn("field.keepSignature") }).click();
  await expect(page.getByText(kn("refusal.signatureMissing"))).toBeVisible();
  await page.getByLabel(kn("field.signerName")).fill("Lakshmi");
  await page.getByLabel(kn("field.signerAgrees")).check();
  await page.getByRole("button", { name: kn("field.keepSignature") }).click();
  await expect(page.getByText(kn("done.signed"))).toBeVisible();
  await expect(page.getByText(new RegExp(kn("field.signedBy", { name: "Lakshmi", time: ".+" })))).toBeVisible();
  await page.getByRole("button", { name: kn("field.work_done") }).click();
  await expect(page.getByText(kn("field.jobCompleted")).first()).toBeVisible();
  expect(rows<{ status: string }>("select status from bookings where id = ?", visit.id)[0]!.status).toBe("completed");
  const ticks = rows<{ label: string; admin_email: string }>("select label, admin_email from checklist_ticks where booking_id = ?", visit.id);
  expect(ticks).toEqual([{ label: "Inlet filter cleaned", admin_email: technician.email }]);

  // The booking's page shows the photo and the signature to the desk.
  const desk = await office.get(`/admin/bookings/${visit.id}`);
  expect(await desk.text()).toContain(`/admin/photos/${photoId}`);

  // Erased: the photo is gone, from the page and the store.
  const erased = await (
    await staffRequest({ role: "owner", server: app })
  ).post(`/admin/bookings/${visit.id}`, {
    form: { intent: "erase", reason: "Asked by phone", confirm: "on" },
  });
  expect(erased.status()).toBeLessThan(400);
  expect(rows("select id from visit_photos where booking_id = ?", visit.id)).toEqual([]);
  expect((await office.get(`/admin/photos/${photoId}`)).status()).toBe(404);
  expect(en("field.photosLink")).toBeTruthy();
  await stranger.dispose();
  await context.close();
  await ownerContext.close();
});

test("with no signal, a photo taken on the job screen waits on the phone in Kannada with his other taps, and is kept once when the signal returns", async ({
  asStaff,
  staffRequest,
  browser,
}) => {
  const { context, phone: page, visit } = await hisVisitToday({ asStaff, staffRequest, browser }, "Nandini", { javaScriptEnabled: true });
  await page.goto(`${app.origin}/admin/jobs/${visit.id}`);
  await expect(page.locator(PENDING_SCRIPTS)).toHaveCount(0);
  const photos = () => rows<{ kind: string; width: number; height: number }>("select kind, width, height from visit_photos where booking_id = ?", visit.id);
  const kept = () => page.evaluate(() => JSON.parse(localStorage.getItem("field-taps") ?? "[]").length as number);

  // A photo over 12 MB is refused on the phone at once, in his words: nothing is sent or kept.
  const label = page.getByLabel(kn("field.photoLabel"));
  await label.setInputFiles({ name: "IMG_0000.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(13 * 1024 * 1024, 1) });
  await page.getByRole("button", { name: `${kn("field.addPhoto")}: ${kn("field.photoLabel")}` }).click();
  expect(await label.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe(kn("field.photoTooLarge"));
  await label.setInputFiles([]);
  // With a signal, a photo goes at once (JavaScript on: the form's post through the router).
  await page
    .getByLabel(kn("field.photoAfter"))
    .setInputFiles({ name: "IMG_0001.jpg", mimeType: "image/jpeg", buffer: await cameraPhoto({ r: 90, g: 90, b: 90 }) });
  await page.getByRole("button", { name: `${kn("field.addPhoto")}: ${kn("field.photoAfter")}` }).click();
  await expect(page.getByText(kn("done.photoAdded"))).toBeVisible();
  await expect(page.getByText(kn("field.photosCount", { count: 1 }))).toBeVisible();
  expect(photos()).toEqual([{ kind: "after", width: 1200, height: 1600 }]);

  // In a basement: the photo and a note are kept on the phone, in order, and said to be waiting.
  await context.setOffline(true);
  const before = kn("field.photoTap", { kind: kn("field.photoBefore") });
  await page.getByLabel(kn("field.photoBefore")).setInputFiles({ name: "IMG_0002.jpg", mimeType: "image/jpeg", buffer: await cameraPhoto() });
  await page.getByRole("button", { name: `${kn("field.addPhoto")}: ${kn("field.photoBefore")}` }).click();
  const waiting = page.getByRole("status").filter({ hasText: kn("field.waiting", { step: before }) });
  await expect(waiting).toBeVisible();
  await expect(page.getByText(kn.text(SAVE_OFFLINE_MESSAGE))).toHaveCount(0);
  // The form is ready for the next photo: its file went with the one kept.
  await expect(page.getByLabel(kn("field.photoBefore"))).toHaveValue("");
  await page.getByText(kn("field.addNote"), { exact: true }).first().click();
  await page.getByLabel(kn("field.note")).fill("ಡ್ರೈನ್ ಪೈಪ್ ಬದಲಾಯಿಸಬೇಕು");
  await page.getByRole("button", { name: kn("field.addNote") }).click();
  await expect(page.getByRole("status").filter({ hasText: kn("field.waiting", { step: kn("field.addNote") }) })).toBeVisible();
  expect(await kept()).toBe(2);
  expect(photos()).toHaveLength(1);
  await page.screenshot({ path: test.info().outputPath("job-kn-360-photo-offline.png"), fullPage: true });

  // Back up the stairs: sent, the photo kept once, upright and cut to 1600 px, and nothing left on the phone.
  await context.setOffline(false);
  await expect(waiting).toHaveCount(0);
  await expect(page.getByText(kn("field.tapSent", { what: before }))).toBeVisible();
  expect(photos()).toEqual([
    { kind: "after", width: 1200, height: 1600 },
    { kind: "before", width: 1200, height: 1600 },
  ]);
  expect(await kept()).toBe(0);
  expect(
    await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const open = indexedDB.open("keyval-store");
          open.onsuccess = () => {
            const count = open.result.transaction("keyval").objectStore("keyval").count();
            count.onsuccess = () => resolve(count.result);
          };
        }),
    ),
  ).toBe(0);
  expect(rows("select id from booking_notes where booking_id = ? and body like 'ಡ್ರೈನ್%'", visit.id)).toHaveLength(1);
  // The same photo arriving again (its answer lost on the way) is the one photo.
  const { submission_id: sent } = rows<{ submission_id: string }>(
    "select submission_id from visit_photos where booking_id = ? and kind = 'before'",
    visit.id,
  )[0]!;
  const again = await page.evaluate(
    async ([address, submissionId]) => {
      const body = new FormData();
      for (const [name, value] of [
        ["intent", "before"],
        ["kind", "before"],
        ["submissionId", submissionId!],
      ])
        body.set(name!, value!);
      body.set("photo", new File([new Uint8Array(await (await fetch("/favicon.svg")).arrayBuffer())], "IMG_0002.jpg", { type: "image/jpeg" }));
      return (await fetch(address!, { method: "POST", body })).status;
    },
    [`/admin/jobs/${visit.id}`, sent],
  );
  expect(again).toBe(200);
  expect(photos()).toHaveLength(2);
  await page.screenshot({ path: test.info().outputPath("job-kn-360-photo-sent.png"), fullPage: true });
  await context.close();
});

test("the machine's label shows on the plan sold on its visit, by the plan's own link only: no EXIF, at most 1600 px; never the customer's before or after", async ({
  asStaff,
  staffRequest,
  browser,
}) => {
  const owner = await staffRequest({ role: "owner", server: app });
  const planName = `Label ${String(Date.now()).slice(-5)}`;
  const added = await owner.post("/admin/form-settings/plans", {
    form: { intent: "add", name: planName, price: "1999", months: "12", visits: "2", coversLabour: "on", terms: "Two visits in a year." },
  });
  expect(added.status()).toBeLessThan(400);

  // His visit today: he photographs the machine's label and the leak before, without JavaScript.
  const { context, phone, visit, office } = await hisVisitToday({ asStaff, staffRequest, browser }, "Rukmini");
  await billTheVisit(office, visit.id, { origin: app.origin });
  for (const [kind, colour] of [
    ["field.photoLabel", { r: 240, g: 240, b: 240 }],
    ["field.photoBefore", { r: 30, g: 120, b: 200 }],
  ] as const) {
    await phone.goto(`${app.origin}/admin/jobs/${visit.id}`);
    await phone.getByLabel(kn(kind)).setInputFiles({ name: "IMG_0005.jpg", mimeType: "image/jpeg", buffer: await cameraPhoto(colour) });
    await phone.getByRole("button", { name: `${kn("field.addPhoto")}: ${kn(kind)}` }).click();
    await expect(phone.getByText(kn("done.photoAdded"))).toBeVisible();
  }
  const photo = (kind: string) => rows<{ id: number }>("select id from visit_photos where booking_id = ? and kind = ?", visit.id, kind)[0]!.id;
  // He sells the plan at the door: a line of the bill; the plan has its own page at once.
  await phone.goto(`${app.origin}/admin/jobs/${visit.id}`);
  await phone
    .getByRole("group", { name: kn("field.planTitle") })
    .getByRole("radio", { name: planName })
    .check();
  await phone.getByRole("button", { name: kn("field.addPlan") }).click();
  await expect(phone.getByText(kn("field.planAdded"))).toBeVisible();

  // The customer opens the plan's page by its own link: it shows the label.
  const customer = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  const page = await customer.newPage();
  const { token } = rows<{ token: string }>("select token from customer_plans where booking_id = ?", visit.id)[0]!;
  await page.goto(`${app.origin}/plan/${token}`);
  const label = page.locator("figure img");
  await expect(label).toHaveAttribute("src", `/plan/${token}/label`);
  expect(await label.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1200);
  await page.screenshot({ path: test.info().outputPath("plan-label-360-nojs.png"), fullPage: true });

  const served = await page.request.get(`${app.origin}/plan/${token}/label`);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/jpeg");
  const bytes = await served.body();
  expect(await imageFacts(bytes)).toMatchObject({ width: 1200, height: 1600, exif: null });
  // The label itself, as staff get it; not the before photo.
  const staffCopy = await office.get(`/admin/photos/${photo("label")}`);
  expect((await staffCopy.body()).equals(bytes)).toBe(true);
  expect((await (await office.get(`/admin/photos/${photo("before")}`)).body()).equals(bytes)).toBe(false);
  // The label is the plan's: never by the booking's own link, nor by another address.
  expect((await page.request.get(`${app.origin}/booking/${visit.token}/photos/${photo("label")}`)).status()).toBe(404);
  expect((await page.request.get(`${app.origin}/plan/${token.slice(0, -2)}xx/label`)).status()).toBe(404);
  expect((await page.request.get(`${app.origin}/plan/${visit.token}/label`)).status()).toBe(404);
  await customer.close();
  await context.close();
});

test("the owner deletes one photo that shows a person when the customer asks, saying how (JavaScript off, 390 px): gone from the pages, the store and the customer's link; the technician is not shown the control", async ({
  asStaff,
  staffRequest,
  browser,
}) => {
  const { context, phone, visit, office } = await hisVisitToday({ asStaff, staffRequest, browser }, "Savitha", { width: 390 });
  for (const [kind, colour] of [
    ["before", { r: 200, g: 60, b: 60 }],
    ["after", { r: 60, g: 200, b: 60 }],
  ] as const) {
    const taken = await office.post(`/admin/jobs/${visit.id}/photos`, {
      multipart: { kind, submissionId: crypto.randomUUID(), photo: { name: `${kind}.jpg`, mimeType: "image/jpeg", buffer: await cameraPhoto(colour) } },
      maxRedirects: 0,
    });
    expect(taken.status()).toBe(303);
  }
  const kept = () =>
    rows<{ id: number; kind: string; storage_key: string }>("select id, kind, storage_key from visit_photos where booking_id = ? order by id", visit.id);
  const [before, after] = kept() as [{ id: number; storage_key: string }, { id: number }, ...unknown[]];
  const image = path.join(path.dirname(databasePath), "photos", before.storage_key);
  expect(fs.existsSync(image)).toBe(true);

  // The technician, on his own job's photos page, is not shown the control; a crafted post is refused and deletes nothing.
  await phone.goto(`${app.origin}/admin/jobs/${visit.id}/photos`);
  await expect(phone.getByRole("img", { name: new RegExp(kn("field.photoBefore")) })).toBeVisible();
  await expect(phone.getByText(kn("field.deletePhoto"))).toHaveCount(0);
  const crafted = await phone.request.post(`${app.origin}/admin/jobs/${visit.id}/photos`, {
    form: { intent: "delete-photo", photo: String(before.id), reason: "Asked" },
    headers: { Origin: app.origin },
  });
  expect(crafted.status()).toBe(403);
  expect(kept()).toHaveLength(2);

  // The owner: without saying how the customer asked (spaces only), nothing goes, and its form says why.
  const ownerContext = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await ownerContext.newPage();
  await asStaff({ role: "owner", language: "en", into: page, server: app });
  await page.goto(`${app.origin}/admin/jobs/${visit.id}/photos`);
  const first = page.getByRole("listitem").filter({ has: page.getByRole("img", { name: /Before/ }) });
  await first.getByText(en("field.deletePhoto")).click();
  await first.getByLabel(en("deskErase.eraseHow")).fill("   ");
  await first.getByRole("button", { name: en("field.deletePhotoButton") }).click();
  await expect(first.getByRole("alert")).toHaveText("Say how the customer asked");
  expect(kept()).toHaveLength(2);

  await first.getByLabel(en("deskErase.eraseHow")).fill("Phoned on 29 Nov: the photo shows her son");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath("photo-delete-390-nojs.png"), fullPage: true });
  await first.getByRole("button", { name: en("field.deletePhotoButton") }).click();
  await expect(page.getByRole("status").getByText(en("field.photoDeleted"))).toBeVisible();
  await expect(page.getByRole("img", { name: /Before/ })).toHaveCount(0);
  await expect(page.getByRole("img", { name: /After/ })).toBeVisible();

  // Gone: its row, its image in the store, its addresses for staff and for the customer's own link; the after photo stays.
  expect(kept().map((photo) => photo.id)).toEqual([after.id]);
  expect(fs.existsSync(image)).toBe(false);
  expect((await page.request.get(`${app.origin}/admin/photos/${before.id}`)).status()).toBe(404);
  expect((await page.request.get(`${app.origin}/booking/${visit.token}/photos/${before.id}`)).status()).toBe(404);
  expect((await page.request.get(`${app.origin}/booking/${visit.token}/photos/${after.id}`)).status()).toBe(200);
  // Sent again (an old page), it deletes nothing more and says the form is out of date.
  const again = await page.request.post(`${app.origin}/admin/jobs/${visit.id}/photos`, {
    form: { intent: "delete-photo", photo: String(before.id), reason: "Asked again" },
    headers: { Origin: app.origin },
  });
  expect(again.status()).toBe(409);
  expect(kept()).toHaveLength(1);

  // With JavaScript at 320 px, the network cut as he deletes: said where he is, nothing deleted.
  const scripted = await browser.newContext({ viewport: { width: 320, height: 740 } });
  const owner = await scripted.newPage();
  await asStaff({ role: "owner", language: "en", into: owner, server: app });
  await owner.goto(`${app.origin}/admin/jobs/${visit.id}/photos`);
  await expect(owner.locator(PENDING_SCRIPTS)).toHaveCount(0);
  const last = owner.getByRole("listitem").filter({ has: owner.getByRole("img", { name: /After/ }) });
  await last.getByText(en("field.deletePhoto")).click();
  await last.getByLabel(en("deskErase.eraseHow")).fill("Asked on WhatsApp");
  await scripted.setOffline(true);
  await last.getByRole("button", { name: en("field.deletePhotoButton") }).click();
  await expect(owner.getByRole("alert").filter({ hasText: SAVE_OFFLINE_MESSAGE })).toBeVisible();
  await expect(last.getByLabel(en("deskErase.eraseHow"))).toHaveValue("Asked on WhatsApp");
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await owner.screenshot({ path: test.info().outputPath("photo-delete-offline-320.png"), fullPage: true });
  await scripted.setOffline(false);
  expect(kept()).toHaveLength(1);
  await scripted.close();
  // The audit says who, which and how the customer asked; never the image.
  expect(rows("select action, detail, note from audit_log where booking_id = ? and action = 'photo-removed'", visit.id)).toEqual([
    { action: "photo-removed", detail: `Booking ${visit.reference}: before photo deleted`, note: "Phoned on 29 Nov: the photo shows her son" },
  ]);
  await ownerContext.close();
  await context.close();
});
