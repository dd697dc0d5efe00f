// The permission matrix: every admin route and action, for each role and for no session, against
// the real server. The routes come from app/routes/admin/: a new admin route without a row here fails.
import fs from "node:fs";
import path from "node:path";

import { type APIRequestContext, expect, test } from "@playwright/test";

import { type Role, ROLES } from "../../app/lib/auth/roles";
import { cameraPhoto } from "../shared/photo-fixtures";
import { ADMIN_EMAIL, ADMIN_PASSWORD, createBookingViaForm, query, uniqueName } from "./support";

type Who = Role | "nobody";
/** Every account: its own settings. */
const EVERYONE: readonly Who[] = ROLES;
/** Those who work on bookings (the accountant opens none). */
const STAFF: readonly Who[] = ["owner", "office", "technician"];
const DESK: readonly Who[] = ["owner", "office"];
/** Those who read the money: the books, analytics and their files. */
const BOOKS: readonly Who[] = ["owner", "office", "accountant"];
const OWNER: readonly Who[] = ["owner"];
const TECHNICIAN: readonly Who[] = ["technician"];
const ANYONE: readonly Who[] = [...ROLES, "nobody"];

/** What the test made: the technician's own booking, another technician's, and the owner's id. */
type World = { own: number; others: number; ownerId: number; techA: number; techB: number; crafted: string; ownPhoto: number; othersPhoto: number };

type Check = { method: "GET" | "POST"; path: (w: World) => string; form?: (w: World) => Record<string, string>; multipart?: true; allowed: readonly Who[] };

const get = (url: string | ((w: World) => string), allowed: readonly Who[]): Check => ({
  method: "GET",
  path: typeof url === "string" ? () => url : url,
  allowed,
});
const post = (url: string | ((w: World) => string), form: (w: World) => Record<string, string>, allowed: readonly Who[]): Check => ({
  method: "POST",
  path: typeof url === "string" ? () => url : url,
  form,
  allowed,
});
// A body the action refuses as incomplete: it reaches the action (allowed) and changes nothing.
const incomplete = (intent: string) => () => ({ intent });
// A photo's form (multipart) with no photo in it: the upload's own refusal, or the role's.
const postPhoto = (url: (w: World) => string, allowed: readonly Who[]): Check => ({ ...post(url, () => ({ kind: "before" }), allowed), multipart: true });

/** Every admin route file (a file, or a folder with route.tsx), with what each role may do there. */
const MATRIX: Record<string, Check[]> = {
  "admin.tsx": [get("/admin/settings", EVERYONE)],
  // The desk's list; the technician's and the accountant's GET lead to their own start pages (checked below).
  "admin._index": [get("/admin", EVERYONE)],
  "admin.analytics": [get("/admin/analytics", BOOKS)],
  "admin.board.tsx": [get("/admin/board", DESK), post("/admin/board", incomplete("capacity"), DESK), post("/admin/board", incomplete("handover"), DESK)],
  // Marking a month filed is the owner's (an incomplete post: no month).
  "admin.books.tsx": [get("/admin/books", BOOKS), post("/admin/books", incomplete("file-month"), OWNER), post("/admin/books", incomplete("reconcile"), DESK)],
  "admin.books_.export.tsx": [post("/admin/books/export", () => ({ month: "2026-11" }), BOOKS)],
  // No credit note of that id: a 404 for those who may read them.
  "admin.credit-notes.$creditNoteId.tsx": [get("/admin/credit-notes/999999", [])],
  "admin.day.tsx": [get("/admin/day", TECHNICIAN)],
  // A technician's record: the owner's for any technician, a technician's his own only (another's is a 404).
  "admin.record.$technicianId.tsx": [get((w) => `/admin/record/${w.techA}`, ["owner", "technician"]), get((w) => `/admin/record/${w.techB}`, OWNER)],
  "admin.bookings.$bookingId._index": [
    // A technician's GET leads to the job screen (a redirect: checked below).
    get((w) => `/admin/bookings/${w.own}`, STAFF),
    get((w) => `/admin/bookings/${w.others}`, DESK),
    // The desk's pages, their actions included: a technician's job screen has its own.
    post((w) => `/admin/bookings/${w.own}`, incomplete("note"), DESK),
    post((w) => `/admin/bookings/${w.others}`, incomplete("note"), DESK),
    // What the office did about a rating to call back about.
    post((w) => `/admin/bookings/${w.own}`, incomplete("rating-followup"), DESK),
    post(
      (w) => `/admin/bookings/${w.own}`,
      (w) => ({ intent: "assign", technicianId: String(w.techA) }),
      DESK,
    ),
  ],
  "admin.bookings.$bookingId.bill": [
    get((w) => `/admin/bookings/${w.own}/bill`, STAFF),
    get((w) => `/admin/bookings/${w.others}/bill`, DESK),
    post((w) => `/admin/bookings/${w.own}/bill`, incomplete("add-item"), DESK),
    post((w) => `/admin/bookings/${w.own}/bill`, incomplete("pay"), DESK),
    post((w) => `/admin/bookings/${w.own}/bill`, incomplete("void"), DESK),
    post((w) => `/admin/bookings/${w.own}/bill`, incomplete("discount"), DESK),
    post((w) => `/admin/bookings/${w.own}/bill`, incomplete("cancel-invoice"), DESK),
    post((w) => `/admin/bookings/${w.own}/bill`, incomplete("credit-note"), DESK),
    post((w) => `/admin/bookings/${w.own}/bill`, incomplete("business-customer"), DESK),
    post((w) => `/admin/bookings/${w.others}/bill`, incomplete("add-item"), DESK),
  ],
  // The office's copy of the invoice (none issued here: the bill, by a redirect).
  "admin_.bookings.$bookingId.invoice.tsx": [get((w) => `/admin/bookings/${w.own}/invoice`, STAFF), get((w) => `/admin/bookings/${w.others}/invoice`, DESK)],
  "admin.bookings.$bookingId.progress.tsx": [
    post(
      (w) => `/admin/bookings/${w.own}/progress`,
      () => ({ step: "nonsense" }),
      STAFF,
    ),
    post(
      (w) => `/admin/bookings/${w.others}/progress`,
      () => ({ step: "nonsense" }),
      DESK,
    ),
  ],
  "admin_.jobs.$bookingId": [
    get((w) => `/admin/jobs/${w.own}`, STAFF),
    get((w) => `/admin/jobs/${w.others}`, DESK),
    post((w) => `/admin/jobs/${w.own}`, incomplete("add-item"), STAFF),
    post((w) => `/admin/jobs/${w.own}`, incomplete("pay"), STAFF),
    post((w) => `/admin/jobs/${w.own}`, incomplete("note"), STAFF),
    post((w) => `/admin/jobs/${w.own}`, incomplete("return-visit"), STAFF),
    post((w) => `/admin/jobs/${w.own}`, incomplete("waiting-part"), STAFF),
    postPhoto((w) => `/admin/jobs/${w.own}`, STAFF),
    post((w) => `/admin/jobs/${w.others}`, incomplete("add-item"), DESK),
    post((w) => `/admin/jobs/${w.others}`, incomplete("return-visit"), DESK),
  ],
  // A visit's photos and signature: taken on his own jobs' photos page, and by the desk on any; each photo served to who may see its booking.
  "admin_.jobs.$bookingId_.photos.tsx": [
    get((w) => `/admin/jobs/${w.own}/photos`, STAFF),
    get((w) => `/admin/jobs/${w.others}/photos`, DESK),
    postPhoto((w) => `/admin/jobs/${w.own}/photos`, STAFF),
    postPhoto((w) => `/admin/jobs/${w.others}/photos`, DESK),
    // Deleting a photo (one that shows a person, when the customer asks) is the owner's.
    post((w) => `/admin/jobs/${w.own}/photos`, incomplete("delete-photo"), OWNER),
  ],
  "admin_.photos.$photoId.tsx": [get((w) => `/admin/photos/${w.ownPhoto}`, STAFF), get((w) => `/admin/photos/${w.othersPhoto}`, DESK)],
  // The office moves any visit; a technician books the return from his own job only.
  "admin.bookings.$bookingId.move.tsx": [
    get((w) => `/admin/bookings/${w.own}/move`, DESK),
    get((w) => `/admin/bookings/${w.others}/move`, DESK),
    post((w) => `/admin/bookings/${w.own}/move`, incomplete("move"), DESK),
    post((w) => `/admin/bookings/${w.others}/move`, incomplete("move"), DESK),
  ],
  "admin.bookings.$bookingId.status.tsx": [
    post(
      (w) => `/admin/bookings/${w.own}/status`,
      () => ({ status: "nonsense" }),
      STAFF,
    ),
    post(
      (w) => `/admin/bookings/${w.others}/status`,
      () => ({ status: "nonsense" }),
      DESK,
    ),
  ],
  "admin.bookings.export.tsx": [post("/admin/bookings/export", () => ({}), DESK)],
  "admin.form-settings": [get("/admin/form-settings/services", OWNER)],
  "admin.form-settings._index.tsx": [get("/admin/form-settings", OWNER)],
  "admin.form-settings.blocked-numbers.tsx": [
    get("/admin/form-settings/blocked-numbers", OWNER),
    post("/admin/form-settings/blocked-numbers", incomplete("add"), OWNER),
  ],
  "admin.form-settings.checklist.tsx": [get("/admin/form-settings/checklist", OWNER), post("/admin/form-settings/checklist", incomplete("add"), OWNER)],
  "admin.form-settings.locations.tsx": [get("/admin/form-settings/locations", OWNER), post("/admin/form-settings/locations", incomplete("add"), OWNER)],
  "admin.form-settings.price-list.tsx": [get("/admin/form-settings/price-list", OWNER), post("/admin/form-settings/price-list", incomplete("add"), OWNER)],
  "admin.form-settings.plans.tsx": [get("/admin/form-settings/plans", OWNER), post("/admin/form-settings/plans", incomplete("add"), OWNER)],
  "admin.form-settings.services.tsx": [get("/admin/form-settings/services", OWNER), post("/admin/form-settings/services", incomplete("add"), OWNER)],
  "admin.form-settings.technicians.tsx": [get("/admin/form-settings/technicians", OWNER), post("/admin/form-settings/technicians", incomplete("add"), OWNER)],
  "admin.form-settings.time-slots.tsx": [get("/admin/form-settings/time-slots", OWNER), post("/admin/form-settings/time-slots", incomplete("add"), OWNER)],
  "admin.settings": [
    get("/admin/settings", EVERYONE),
    post("/admin/settings", incomplete("change-password"), EVERYONE),
    post("/admin/settings", incomplete("add-admin"), OWNER),
    // A complete post: only the owner's reaches the action, which refuses to remove oneself.
    post("/admin/settings", (w) => ({ intent: "remove-admin", adminId: String(w.ownerId) }), OWNER),
  ],
  "admin.settings_.audit.tsx": [get("/admin/settings/audit", OWNER)],
  "admin.settings_.notifications.tsx": [get("/admin/settings/notifications", OWNER), post("/admin/settings/notifications", incomplete("subscribe"), OWNER)],
  // No page: a 404 for every account (inside the admin's shell: admin-errors.spec.ts), the sign-in page for nobody.
  "admin.$.tsx": [get("/admin/no-such-page", [])],
  "admin_.login.tsx": [get("/admin/login", ANYONE)],
  // The service worker's offline page: static, nobody's data.
  "admin_.offline.tsx": [get("/admin/offline?lang=kn", ANYONE)],
  // Its GET leads to /admin; signing out (its POST) is tested in admin-security.spec.ts.
  "admin_.logout.tsx": [get("/admin/logout", ANYONE)],
  "admin_.sw[.]js.tsx": [get("/admin/sw.js", ANYONE)],
};

test("every admin route has a row in the permission matrix", () => {
  const routes = fs.readdirSync(path.resolve("app/routes/admin")).sort();
  expect(routes).toEqual(Object.keys(MATRIX).sort());
});

test("each role opens and posts to what it may, and gets 403 or 404 (changing nothing) elsewhere; no session is sent to the login", async ({
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const address = (n: number) => ({ "Fly-Client-IP": `198.51.100.${n}`, Origin: baseURL! });
  const session = async (n: number, email?: string, password?: string) => {
    const context = await playwright.request.newContext({ baseURL, extraHTTPHeaders: address(n) });
    if (email) expect((await context.post("/admin/login", { form: { email, password: password! }, maxRedirects: 0 })).status()).toBe(302);
    return context;
  };
  const owner = await session(60, ADMIN_EMAIL, ADMIN_PASSWORD);

  // Two technicians, an office account and a technician's account tied to the first, made as an owner does.
  const techA = uniqueName("Tech A");
  const techB = uniqueName("Tech B");
  for (const name of [techA, techB]) await owner.post("/admin/form-settings/technicians", { form: { intent: "add", name }, maxRedirects: 0 });
  const technicianId = (name: string) => query<{ id: number }>("select id from technicians where name = ?", name)[0]!.id;
  const password = "a long enough password";
  const officeEmail = `${uniqueName("office").replace(/\W/g, "")}@example.com`.toLowerCase();
  const techEmail = `${uniqueName("tech").replace(/\W/g, "")}@example.com`.toLowerCase();
  const accountantEmail = `${uniqueName("accountant").replace(/\W/g, "")}@example.com`.toLowerCase();
  for (const account of [
    { email: officeEmail, role: "office", technicianId: "" },
    { email: accountantEmail, role: "accountant", technicianId: "" },
    { email: techEmail, role: "technician", technicianId: String(technicianId(techA)) },
  ]) {
    const added = await owner.post("/admin/settings", { form: { intent: "add-admin", password, ...account }, maxRedirects: 0 });
    expect(added.status(), account.role).toBe(303);
  }
  expect(query("select role, technician_id from admins where email = ?", techEmail)).toEqual([{ role: "technician", technician_id: technicianId(techA) }]);

  // His booking and another technician's.
  const ownName = uniqueName("Own");
  const othersName = uniqueName("Others");
  const own = (await createBookingViaForm(owner, ownName)).id;
  const others = (await createBookingViaForm(owner, othersName)).id;
  for (const [booking, name] of [
    [own, techA],
    [others, techB],
  ] as const) {
    await owner.post(`/admin/bookings/${booking}`, { form: { intent: "assign", technicianId: String(technicianId(name)) }, maxRedirects: 0 });
  }
  // A photo on each, taken by the owner (the desk may on any visit).
  const photoOf = async (booking: number) => {
    const taken = await owner.post(`/admin/jobs/${booking}/photos`, {
      multipart: { kind: "before", submissionId: crypto.randomUUID(), photo: { name: "before.jpg", mimeType: "image/jpeg", buffer: await cameraPhoto() } },
      maxRedirects: 0,
    });
    expect(taken.status()).toBe(303);
    return query<{ id: number }>("select id from visit_photos where booking_id = ? order by id desc", booking)[0]!.id;
  };
  const world: World = {
    own,
    others,
    ownPhoto: await photoOf(own),
    othersPhoto: await photoOf(others),
    ownerId: query<{ id: number }>("select id from admins where email = ?", ADMIN_EMAIL)[0]!.id,
    techA: technicianId(techA),
    techB: technicianId(techB),
    crafted: `${uniqueName("crafted").replace(/\W/g, "")}@example.com`.toLowerCase(),
  };

  const contexts: Record<Who, APIRequestContext> = {
    owner,
    office: await session(61, officeEmail, password),
    technician: await session(62, techEmail, password),
    accountant: await session(64, accountantEmail, password),
    nobody: await session(63),
  };
  const rows: string[] = [];
  for (const [route, checks] of Object.entries(MATRIX)) {
    for (const check of checks) {
      for (const who of [...ROLES, "nobody"] as const) {
        const url = check.path(world);
        const response =
          check.method === "GET"
            ? await contexts[who].get(url, { maxRedirects: 0 })
            : await contexts[who].post(url, { [check.multipart ? "multipart" : "form"]: check.form!(world), maxRedirects: 0 });
        const status = response.status();
        const label = `${who} ${check.method} ${url} (${route}): ${status}`;
        rows.push(label);
        // Reached: the page, or the action's own answer (a redirect, or a refusal at its form:
        // 400 for what is incomplete, 409 for what the action will not do), never a refusal of the role.
        if (check.allowed.includes(who)) expect(status < 403 || status === 409, label).toBe(true);
        else if (who === "nobody") expect([302, 303].includes(status) && response.headers().location === "/admin/login", label).toBe(true);
        else expect([403, 404], label).toContain(status);
      }
    }
  }
  console.log(`${rows.length} requests:\n${rows.join("\n")}`);

  // No staff page or data answer, for any role, carries a customer's own link: every
  // page each role may open, as HTML and as its .data.
  const tokens = query<{ token: string }>("select token from bookings where id in (?, ?)", own, others).map((row) => row.token);
  expect(tokens).toHaveLength(2);
  for (const who of ROLES) {
    for (const check of Object.values(MATRIX).flat()) {
      if (check.method !== "GET" || !check.allowed.includes(who)) continue;
      const url = check.path(world);
      for (const target of [url, `${url}.data`]) {
        const body = await (await contexts[who].get(target)).text();
        for (const token of tokens) expect(body.includes(token), `${who} ${target}`).toBe(false);
      }
    }
  }

  // The technician works from his day and the job screen: the desk's addresses lead him there
  // (the list to his day, his booking's page and bill to its job screen); another's is a 404.
  const leadsTo = async (url: string) => (await contexts.technician.get(url, { maxRedirects: 0 })).headers().location;
  expect(await leadsTo("/admin")).toBe("/admin/day");
  expect(await leadsTo(`/admin?technician=${technicianId(techB)}`)).toBe("/admin/day");
  expect(await leadsTo(`/admin/bookings/${own}`)).toBe(`/admin/jobs/${own}`);
  expect(await leadsTo(`/admin/bookings/${own}/bill`)).toBe(`/admin/jobs/${own}`);
  expect((await contexts.technician.get(`/admin/bookings/${others}/bill`, { maxRedirects: 0 })).status()).toBe(404);
  expect(await (await contexts.technician.get(`/admin/jobs/${own}`)).text()).toContain(ownName);
  // The accountant's start is the books; a booking is not hers to open.
  expect((await contexts.accountant.get("/admin", { maxRedirects: 0 })).headers().location).toBe("/admin/books");
  expect((await contexts.accountant.get(`/admin/bookings/${own}/bill`, { maxRedirects: 0 })).status()).toBe(403);

  // An office or technician account crafting a complete post that adds an owner is refused.
  for (const who of ["office", "technician", "accountant"] as const) {
    const crafted = await contexts[who].post("/admin/settings", {
      form: { intent: "add-admin", email: world.crafted, password, role: "owner" },
      maxRedirects: 0,
    });
    expect(crafted.status(), who).toBe(403);
  }

  // The crafted posts changed nothing: no account was added, the owner is still there, and
  // the technician's own booking is still his.
  expect(query("select 1 from admins where email = ?", world.crafted)).toEqual([]);
  expect(query("select role from admins where id = ?", world.ownerId)).toEqual([{ role: "owner" }]);
  expect(query("select technician_id from bookings where id = ?", own)).toEqual([{ technician_id: world.techA }]);
  for (const context of Object.values(contexts)) await context.dispose();
});
