// A cash payment voided after the technician handed it over: what he holds never goes below zero.
// What he handed over beyond the cash he took is its own sum, to settle with the office: recorded
// with the void in the audit trail, said on the office's board and on his day in his language
// (not "Cash to hand over: -₹400"); cash he takes later nets against it.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { serverTranslator } from "~/lib/i18n/messages.server";
import { setClock } from "~/lib/time/clock.server";
import { createAdmin, createAdminSession, setAdminLanguage } from "~/models/admins.server";
import { recordPayment, voidPayment } from "~/models/bill-payments.server";
import { addBillItem } from "~/models/bills.server";
import { cashHeld, recordHandover } from "~/models/handovers.server";
import { addTechnician } from "~/models/settings.server";
import { technicianDay } from "~/models/visits.server";
import { loader } from "~/routes/admin/admin.day";
import { sessionStorage } from "~/session.server";
import { db } from "~db/db.server";

import { run } from "./action-outcome";
import { storeBooking } from "./booking-fixtures";
import { english } from "./outcome-english";
import { staffActor } from "./staff";

const office = staffActor({ id: null as unknown as number, email: "office@example.com" });
// 11:00 in Bengaluru on Tuesday 24 November 2026.
const NOW = new Date("2026-11-24T05:30:00Z");
let technicianId: number;
let technicianName: string;
let cookie: string;

beforeAll(async () => {
  technicianName = `Ravi ${crypto.randomUUID().slice(0, 6)}`;
  await addTechnician({ name: technicianName });
  technicianId = (await db.selectFrom("technicians").select("id").where("name", "=", technicianName).executeTakeFirstOrThrow()).id;
  const admin = await createAdmin(
    { email: `${crypto.randomUUID()}@example.com`, password: "a long enough password", role: "technician", technicianId },
    office,
  );
  if (typeof admin === "string") throw new Error(admin);
  await setAdminLanguage(staffActor(admin), "kn");
  const session = await sessionStorage.getSession();
  session.set("sessionId", await createAdminSession(admin.id, staffActor(admin), NOW));
  cookie = (await sessionStorage.commitSession(session)).split(";")[0]!;
});
beforeEach(() => setClock(NOW));
afterEach(() => setClock(null));

async function cashAtTheDoor(paise: number): Promise<{ bookingId: number; paymentId: number }> {
  const bookingId = await storeBooking({ visitDate: "2026-11-24" });
  await db.updateTable("bookings").set({ technician_id: technicianId }).where("id", "=", bookingId).execute();
  await addBillItem(bookingId, { description: "Visit", quantity: 1, unitPaise: paise }, office);
  expect((await recordPayment(bookingId, { method: "cash", amountPaise: paise, reference: "", technicianId }, office, NOW)).status).toBe("done");
  const payment = await db.selectFrom("payments").select("id").where("booking_id", "=", bookingId).executeTakeFirstOrThrow();
  return { bookingId, paymentId: payment.id };
}
const hisRow = async () => (await cashHeld()).find((row) => row.technicianId === technicianId);
const dayWords = async () => {
  const page = await run(loader, new Request("http://localhost/admin/day", { headers: { Cookie: cookie } }));
  return (page.body as { totals: { items: string[] } }).totals.items;
};

describe("a cash payment voided after its handover", () => {
  it("leaves him holding ₹0 and ₹400 handed over beyond his cash: on the board, on his day in Kannada, in the void's audit row; later cash nets against it", async () => {
    const { bookingId, paymentId } = await cashAtTheDoor(400_00);
    expect((await recordHandover({ technicianId, amountPaise: 400_00, submissionId: crypto.randomUUID() }, office, NOW)).status).toBe("done");
    expect(await hisRow()).toMatchObject({ taken: 400_00, handedOver: 400_00, held: 0, over: 0 });

    expect((await voidPayment(bookingId, paymentId, "The customer had paid by UPI", office, NOW)).status).toBe("done");
    expect(await hisRow()).toMatchObject({ taken: 0, handedOver: 400_00, held: 0, over: 400_00 });
    expect((await technicianDay(technicianId, NOW))!.totals).toMatchObject({ cashPaise: 0, cashOverPaise: 400_00 });
    const kn = serverTranslator("kn");
    const words = await dayWords();
    expect(words).toContain(kn("field.cashHandedOverBeyond", { amount: "₹400" }));
    expect(words.join(" ")).not.toContain("-");
    expect(words.join(" ")).not.toContain(kn("field.cashToHandOver", { amount: "" }).trim());
    const [audit] = await db.selectFrom("audit_log").select("detail").where("booking_id", "=", bookingId).where("action", "=", "payment-voided").execute();
    expect(audit!.detail).toContain("₹400 handed over beyond his cash, to settle with him");
    // Nothing to hand over now.
    expect(english(await recordHandover({ technicianId, amountPaise: 1_00, submissionId: crypto.randomUUID() }, office, NOW))).toMatchObject({
      status: "refused",
      message: `${technicianName} holds no cash.`,
    });

    // He takes ₹500 more in cash: he holds ₹100, nothing over.
    await cashAtTheDoor(500_00);
    expect(await hisRow()).toMatchObject({ held: 100_00, over: 0 });
    expect(await dayWords()).toContain(kn("field.cashToHandOver", { amount: "₹100" }));
  });
});
