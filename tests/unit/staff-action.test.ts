// The one way a staff action answers: staffAction reads the form once, checks the intent's
// capability, parses, runs, and answers every refusal with the envelope useForm shows in place.
import fs from "node:fs";
import path from "node:path";

import { beforeAll, describe, expect, it } from "vitest";
import * as z from "zod/mini";

import { can, CAPABILITIES, capabilitiesOf, ROLES } from "~/lib/auth/capabilities";
import { redirectWithToast } from "~/lib/forms/toast.server";
import { createAdmin, createAdminSession, upsertAdmin } from "~/models/admins.server";
import { sessionStorage } from "~/session.server";
import { intent, refusal, staffAction } from "~/staff/action.server";

import { postForm, run } from "./action-outcome";
import { staffActor } from "./staff";

const cookies: Record<"owner" | "technician", string> = { owner: "", technician: "" };

async function cookieFor(adminId: number) {
  const session = await sessionStorage.getSession();
  session.set("sessionId", await createAdminSession(adminId, staffActor({ id: adminId, email: "x@example.com" })));
  return (await sessionStorage.commitSession(session)).split(";")[0]!;
}

beforeAll(async () => {
  const owner = await upsertAdmin("staff-action-owner@example.com", "a long enough password");
  cookies.owner = await cookieFor(owner.id);
  const office = await createAdmin(
    { email: "staff-action-office@example.com", password: "a long enough password", role: "office", technicianId: null },
    staffActor(owner),
  );
  if (typeof office === "string") throw new Error(office);
  // A technician's account with no technician of its own is enough here: the table checks its role.
  const technician = await createAdmin(
    { email: "staff-action-tech@example.com", password: "a long enough password", role: "technician", technicianId: null },
    staffActor(owner),
  );
  if (typeof technician === "string") throw new Error(technician);
  cookies.technician = await cookieFor(technician.id);
});

const seen: string[] = [];
const table = {
  discount: intent({
    capability: "bill.discount",
    schema: z.object({ amount: z.coerce.number().check(z.int("Whole rupees"), z.positive("More than nothing")) }),
    handler: async ({ value }) => {
      if (value.amount > 1000) return refusal("moreThanDue", { field: "amount", status: 409, values: { amount: { paise: 100000 } } });
      seen.push(`discount ${value.amount}`);
      return redirectWithToast("/admin/bill", { title: "Discount Saved" });
    },
  }),
};
const action = ({ request }: { request: Request }) => staffAction(request, { intents: table });

function post(who: keyof typeof cookies, fields: Record<string, string>) {
  const request = postForm("/admin/bill", fields);
  request.headers.set("Cookie", cookies[who]);
  request.headers.set("Origin", "http://localhost");
  return run(action, request);
}

describe("staffAction", () => {
  it("runs an intent the account may use, once its form parses", async () => {
    const done = await post("owner", { intent: "discount", amount: "200" });
    expect(done.status).toBe(303);
    expect(done.location).toBe("/admin/bill");
    expect(seen).toEqual(["discount 200"]);
  });

  it("refuses, in the envelope at the intent's form, what the account may not do, an invalid form, a conflict and an unknown intent, changing nothing", async () => {
    seen.length = 0;
    expect(await post("technician", { intent: "discount", amount: "200" })).toMatchObject({
      status: 403,
      body: { intent: "discount", result: { status: "error", error: { "": ["Your account cannot do this."] } } },
    });
    expect(await post("owner", { intent: "discount", amount: "-5" })).toMatchObject({
      status: 400,
      body: { intent: "discount", result: { error: { amount: ["More than nothing"] }, initialValue: { amount: "-5" } } },
    });
    expect(await post("owner", { intent: "discount", amount: "5000" })).toMatchObject({
      status: 409,
      body: { intent: "discount", result: { error: { amount: ["That is more than the ₹1,000 due."] } } },
    });
    expect(await post("owner", { intent: "steal", amount: "1" })).toMatchObject({ status: 400, body: { intent: "steal", result: { status: "error" } } });
    expect(await post("owner", { intent: "toString" })).toMatchObject({ status: 400, body: { intent: "toString" } });
    expect(await post("owner", { amount: "1" })).toMatchObject({ status: 400, body: { result: { status: "error" } } });
    expect(seen).toEqual([]);
  });

  it("sends a post without a session to the login page and refuses a cross-site one", async () => {
    expect((await run(action, postForm("/admin/bill", { intent: "discount", amount: "1" }))).location).toBe("/admin/login");
    const crossSite = postForm("/admin/bill", { intent: "discount", amount: "1" });
    crossSite.headers.set("Cookie", cookies.owner);
    crossSite.headers.set("Origin", "https://evil.example");
    expect((await run(action, crossSite)).status).toBe(403);
  });
});

describe("capabilities", () => {
  it("names every role's capabilities in one table: a technician takes payment and adds items, never discounts, voids or cancels; the accountant only reads", () => {
    expect(capabilitiesOf("owner")).toEqual(Object.keys(CAPABILITIES).filter((capability) => capability !== "day.own"));
    for (const capability of [
      "bill.discount",
      "bill.void",
      "booking.cancel",
      "invoice.cancel",
      "refund.record",
      "bookings.all",
      "booking.complete.any-day",
      "visit.move",
    ] as const)
      expect(can("technician", capability), capability).toBe(false);
    // He books the return visit from his own job (his scope); moving any visit is the desk's.
    expect(CAPABILITIES["visit.move"]).toEqual(["owner", "office"]);
    for (const capability of ["payment.take", "bill.edit", "booking.note", "visit.progress", "visit.return", "day.own"] as const)
      expect(can("technician", capability), capability).toBe(true);
    // The accountant reads the money and changes nothing: her own settings, the books, analytics.
    expect(capabilitiesOf("accountant")).toEqual(["admin.open", "books.read", "analytics.read", "account.own"]);
    // A role the code does not know (a row written by hand, now that the database lists none) may do nothing.
    expect(capabilitiesOf("auditor")).toEqual([]);
    for (const roles of Object.values(CAPABILITIES)) for (const role of roles) expect(ROLES).toContain(role);
  });
});

describe("refusals", () => {
  it("no route refuses through a red toast after a redirect: a refusal is answered at its form", () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry.name) && /redirectWithToast\([^;]*variant:\s*"destructive"/s.test(fs.readFileSync(file, "utf8"))) offenders.push(file);
      }
    };
    walk(path.resolve("app/routes"));
    walk(path.resolve("app/staff"));
    expect(offenders).toEqual([]);
  });
});
