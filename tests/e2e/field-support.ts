// What the field team's specs share: a visit put on a technician as the office does on the board,
// and a Kannada technician's 360 px phone with a visit on him.
import type { Browser } from "@playwright/test";

import type { AsStaff } from "./fixtures";
import type { BookingRow } from "./support";

/** Puts the visit on the technician, as the office does on the board (through the model, in the shared server's database). */
export async function assign(visitId: number, technician: { id: number; email: string; technicianId: number | null }) {
  const { assignTechnician } = await import("../../app/models/booking-triage.server");
  await assignTechnician(visitId, technician.technicianId, { adminId: technician.id, email: technician.email, address: null, device: "Chrome on Linux" });
}

/** A technician whose account speaks Kannada, signed in on a 360 px phone of its own, with the visit put on him. */
export async function kannadaPhone(browser: Browser, asStaff: AsStaff, visit: BookingRow) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const technician = await asStaff({ role: "technician", language: "kn", into: page });
  await assign(visit.id, technician);
  return { context, page, technician, visit };
}
