// The retention job: anonymises long-closed bookings and clears old logs (runRetention in
// app/models/privacy.server.ts, which keeps its own history for the audit page). runRetention
// refuses to run twice within a day: then there is nothing to count.
import { runRetention } from "~/models/privacy.server";

type Counts = { anonymised: number; rateLimitsDeleted: number; auditAddressesCleared: number; alertLogsDeleted: number };

export async function retain(now: Date): Promise<Counts> {
  const run = await runRetention(now);
  return {
    anonymised: run?.bookingsAnonymised ?? 0,
    rateLimitsDeleted: run?.rateLimitsDeleted ?? 0,
    auditAddressesCleared: run?.auditAddressesCleared ?? 0,
    alertLogsDeleted: run?.alertLogsDeleted ?? 0,
  };
}
