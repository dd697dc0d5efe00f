// The customer's page of a booking as its loader reads it, for a Kannada customer: the technician
// named as Kannada writes him (his Kannada name from Settings), the arrival estimate he gave with On
// my way, and no "will call before coming" once he has arrived.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { serverTranslator } from "~/lib/i18n/messages.server";
import { setClock } from "~/lib/time/clock.server";
import { addTechnician } from "~/models/settings.server";
import { recordVisitStep } from "~/models/visits.server";
import { loader } from "~/routes/customer/($lang).booking.$token/route";
import { db } from "~db/db.server";

import { run } from "./action-outcome";
import { storeBooking } from "./booking-fixtures";
import { staffActor } from "./staff";

// 10:00 in Bengaluru on Tuesday 24 November 2026.
const NOW = new Date("2026-11-24T04:30:00Z");
const kn = serverTranslator("kn");
const hi = serverTranslator("hi");
const technicianActor = staffActor({ id: null as unknown as number, email: "ravi@example.com" });
const latin = `Ravi ${crypto.randomUUID().slice(0, 6)} Kumar`;
let technicianId: number;

type Page = { technician: { name: string; progress: string | null; arrival: string | null; here: boolean } | null };
const page = async (token: string, lang?: string) =>
  (await run(loader, new Request(`http://localhost/${lang ? `${lang}/` : ""}booking/${token}`), { token, ...(lang ? { lang } : {}) })).body as Page;

let phones = 0;
async function assignedVisit(): Promise<{ id: number; token: string }> {
  const id = await storeBooking({ visitDate: "2026-11-24", language: "kn", phone: `+9198450${String(52000 + ++phones)}` });
  await db.updateTable("bookings").set({ technician_id: technicianId, status: "confirmed" }).where("id", "=", id).execute();
  const { token } = await db.selectFrom("bookings").select("token").where("id", "=", id).executeTakeFirstOrThrow();
  return { id, token };
}

beforeAll(async () => {
  setClock(NOW);
  await addTechnician({ name: latin, nameKn: "ರವಿ", nameHi: "" });
  technicianId = (await db.selectFrom("technicians").select("id").where("name", "=", latin).executeTakeFirstOrThrow()).id;
});
beforeEach(() => setClock(NOW));
afterEach(() => setClock(null));

describe("the customer's page names the technician in its language", () => {
  it("by his Kannada name on the Kannada page; by his first name where his name in the language is not stored", async () => {
    const { token } = await assignedVisit();
    expect((await page(token, "kn")).technician?.name).toBe("ರವಿ");
    expect((await page(token, "hi")).technician?.name).toBe("Ravi");
    expect((await page(token)).technician?.name).toBe("Ravi");
  });
});

describe("the customer's page after On my way and Arrived", () => {
  it("shows his arrival estimate in the page's language once he is on the way, then, arrived, no estimate and no 'will call before coming'", async () => {
    const { id, token } = await assignedVisit();
    expect(await page(token, "kn")).toMatchObject({ technician: { progress: null, arrival: null, here: false } });

    expect((await recordVisitStep(id, "on_the_way", technicianActor, { now: NOW, arrivalMinutes: 45 })).status).toBe("done");
    const onTheWay = (await page(token, "kn")).technician!;
    // Set off at 10:00 with "about 45 min": there by about 10:45.
    expect(onTheWay.arrival).toBe(kn("customer.arrivingIn", { minutes: "45", time: "10:45 ಬೆಳಗ್ಗೆ" }));
    expect(onTheWay.here).toBe(false);
    expect((await page(token, "hi")).technician!.arrival).toBe(hi("customer.arrivingIn", { minutes: "45", time: "सुबह 10:45" }));

    const later = new Date(NOW.getTime() + 40 * 60_000);
    setClock(later);
    expect((await recordVisitStep(id, "arrived", technicianActor, { now: later })).status).toBe("done");
    const arrived = (await page(token, "kn")).technician!;
    expect(arrived.arrival).toBeNull();
    expect(arrived.here).toBe(true);
    expect(arrived.progress).toBe(kn("customer.step.arrived", { technician: "ರವಿ", time: "10:40 ಬೆಳಗ್ಗೆ" }));
  });

  it("gives the usual estimate when On my way came without one", async () => {
    const { id, token } = await assignedVisit();
    await recordVisitStep(id, "on_the_way", technicianActor, { now: NOW });
    expect((await page(token)).technician!.arrival).toBe("Expected in about 30 min, around 10:30 am.");
  });
});
