// The staff-views job: writes to the audit trail the views of a booking's personal data that
// pages noted (a page's GET never writes: noteBookingView in app/models/privacy.server.ts).
import { recordBookingViews } from "~/models/privacy.server";

export async function writeStaffViews(): Promise<{ written: number }> {
  return { written: await recordBookingViews() };
}
