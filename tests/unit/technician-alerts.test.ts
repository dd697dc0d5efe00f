// Who is told when the office gives a visit to a technician or takes it from him: the one put on
// and the one taken off, each on his own devices (push), never the rest of the staff (a new booking, the desk's, never his); and what the
// push says, in his account's language.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { deliverDueAlerts } from "~/alerts/delivery.server";
import { setClock } from "~/lib/time/clock.server";
import { createAdmin, upsertAdmin } from "~/models/admins.server";
import { savePushSubscription } from "~/models/alerts.server";
import { assignTechnician } from "~/models/booking-triage.server";
import { getBooking } from "~/models/bookings.server";
import { addTechnician } from "~/models/settings.server";
import { ensureVapidKeys } from "~/outbox/channels/push.server";
import { db } from "~db/db.server";

import { browserPushKeys, decryptPushBody, type HttpReceiver, startHttpReceiver } from "../shared/alert-receivers";
import { setEnv } from "../shared/env";
import { storeBooking } from "./booking-fixtures";
import { staffActor } from "./staff";

let push: HttpReceiver;
const owner = { id: 1, email: "owner@example.com" };

beforeAll(async () => {
  push = await startHttpReceiver();
  // E-mail and the webhook are on: a technician's alert still goes to his devices only.
  setEnv({ PUSH_SERVICE_ORIGINS: new URL(push.url).origin, SMTP_URL: undefined, ALERT_WEBHOOK_URL: undefined });
  await ensureVapidKeys();
  setClock(new Date("2026-11-22T04:30:00.000Z"));
});

afterAll(async () => {
  setEnv({ PUSH_SERVICE_ORIGINS: undefined });
  setClock(null);
  await push.stop();
});

beforeEach(async () => {
  await db.deleteFrom("alerts").execute();
  await db.deleteFrom("push_subscriptions").execute();
  push.requests.length = 0;
  push.answerWith(201);
});

/** A technician with an account of his own (in `language`), and a phone of his with push on when `device` names it. */
async function technicianWithAccount(name: string, language: "en" | "kn" | "hi", device?: string) {
  const added = await addTechnician({ name });
  if (added.status !== "done") throw new Error("not added");
  const account = await createAdmin(
    { email: `${name.toLowerCase()}@example.com`, password: "a long enough password", role: "technician", technicianId: added.value },
    staffActor(owner),
  );
  if (typeof account === "string") throw new Error(account);
  await db.updateTable("admins").set({ language }).where("id", "=", account.id).execute();
  const keys = browserPushKeys();
  if (device)
    await savePushSubscription(
      { endpoint: `${push.url}/${device}`, p256dh: keys.p256dh, auth: keys.authBase64, adminId: account.id, label: device },
      staffActor(account),
    );
  return { id: added.value, keys };
}

/** Each queued alert of the booking: its kind, for whom, and the devices it goes to. */
async function told(bookingId: number) {
  const rows = await db
    .selectFrom("alerts")
    .innerJoin("alert_deliveries", "alert_deliveries.alert_id", "alerts.id")
    .select(["alerts.kind", "alerts.technician_id", "alert_deliveries.channel", "alert_deliveries.target"])
    .where("alerts.booking_id", "=", bookingId)
    .orderBy("alert_deliveries.id")
    .execute();
  return rows.map((row) => [row.kind, row.technician_id, row.channel, row.target]);
}

describe("a visit given to a technician or taken from him", () => {
  it("tells the new one only when assigned from nobody, both on a reassignment, the old one when unassigned; never the office's devices", async () => {
    const ravi = await technicianWithAccount("Ravi", "kn", "ravi-phone");
    const suresh = await technicianWithAccount("Suresh", "hi", "suresh-phone");
    const desk = await upsertAdmin("desk@example.com", "a long enough password");
    const keys = browserPushKeys();
    await savePushSubscription({ endpoint: `${push.url}/desk`, p256dh: keys.p256dh, auth: keys.authBase64, adminId: desk.id, label: "desk" }, staffActor(desk));
    const id = await storeBooking({ visitDate: "2026-11-23", locality: "Koramangala" });
    const reference = (await getBooking(id))!.reference;
    await db.deleteFrom("alerts").execute(); // the new booking's own alert, to the shop

    // From nobody: Ravi alone.
    expect(await assignTechnician(id, ravi.id, staffActor(owner))).toMatchObject({ from: null, to: "Ravi" });
    expect(await told(id)).toEqual([["assigned", ravi.id, "push", "ravi-phone"]]);
    await deliverDueAlerts();
    expect(push.requests.map((request) => request.path)).toEqual(["/hook/ravi-phone"]);
    expect(JSON.parse(decryptPushBody(push.requests[0]!.body, ravi.keys))).toMatchObject({
      title: `ಬುಕಿಂಗ್ ${reference} ನಿಮಗೆ ಬಂದಿದೆ`,
      url: `/admin/jobs/${id}`,
    });

    // Ravi to Suresh: both told, each in his language; the audit names from and to.
    await db.deleteFrom("alerts").execute();
    push.requests.length = 0;
    expect(await assignTechnician(id, suresh.id, staffActor(owner))).toMatchObject({ from: "Ravi", to: "Suresh" });
    expect(await told(id)).toEqual([
      ["assigned", suresh.id, "push", "suresh-phone"],
      ["unassigned", ravi.id, "push", "ravi-phone"],
    ]);
    await deliverDueAlerts();
    const bodies = Object.fromEntries(
      push.requests.map((request) => [request.path, JSON.parse(decryptPushBody(request.body, request.path.endsWith("ravi-phone") ? ravi.keys : suresh.keys))]),
    );
    expect(bodies["/hook/suresh-phone"]).toMatchObject({ title: `बुकिंग ${reference} आपको दी गई` });
    expect(bodies["/hook/ravi-phone"]).toMatchObject({ title: `ಬುಕಿಂಗ್ ${reference} ಬೇರೆ ಟೆಕ್ನಿಷಿಯನ್ಗೆ ಹೋಗಿದೆ`, url: "/admin/day" });
    const audit = await db.selectFrom("audit_log").select("detail").where("action", "=", "technician-assigned").orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(audit.detail).toBe(`Booking ${reference}: Ravi → Suresh`);

    // The same technician again: nobody is told.
    await db.deleteFrom("alerts").execute();
    await assignTechnician(id, suresh.id, staffActor(owner));
    expect(await told(id)).toEqual([]);

    // To nobody: Suresh, taken off, alone.
    expect(await assignTechnician(id, null, staffActor(owner))).toMatchObject({ from: "Suresh", to: null });
    expect(await told(id)).toEqual([["unassigned", suresh.id, "push", "suresh-phone"]]);
  });

  it("queues nothing for a technician with no device that has push on (he sees it on his day)", async () => {
    const mohan = await technicianWithAccount("Mohan", "en");
    const id = await storeBooking({ visitDate: "2026-11-23" });
    await db.deleteFrom("alerts").execute();
    expect(await assignTechnician(id, mohan.id, staffActor(owner))).toMatchObject({ from: null, to: "Mohan" });
    expect(await told(id)).toEqual([]);
  });

  it("a new booking is the desk's: pushed to the office's devices, never to a technician's phone", async () => {
    await technicianWithAccount("Imran", "kn", "imran-phone");
    const desk = await upsertAdmin("desk2@example.com", "a long enough password");
    const keys = browserPushKeys();
    await savePushSubscription(
      { endpoint: `${push.url}/desk2`, p256dh: keys.p256dh, auth: keys.authBase64, adminId: desk.id, label: "desk2" },
      staffActor(desk),
    );
    const id = await storeBooking({ visitDate: "2026-11-23" });
    expect(await told(id)).toEqual([["booking", null, "push", "desk2"]]);
  });
});
