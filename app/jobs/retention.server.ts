// The retention job: anonymises long-closed bookings and clears old logs (runRetention in
// app/models/privacy.server.ts, which keeps its own history for the audit page; it refuses to run
// twice within a day: then there is nothing to count), and deletes the photos' images left to delete
// (deleteLeftoverImages: an erasure's, a deletion's or a dead upload's, left by a crash or a failing store).
import { deleteLeftoverImages } from "~/models/photo-cleanup.server";
import { runRetention } from "~/models/privacy.server";

type Counts = { anonymised: number; rateLimitsDeleted: number; auditAddressesCleared: number; alertLogsDeleted: number; photosDeleted: number };

export async function retain(now: Date): Promise<Counts> {
  const run = await runRetention(now);
  return {
    anonymised: run?.bookingsAnonymised ?? 0,
    rateLimitsDeleted: run?.rateLimitsDeleted ?? 0,
    auditAddressesCleared: run?.auditAddressesCleared ?? 0,
    alertLogsDeleted: run?.alertLogsDeleted ?? 0,
    photosDeleted: await deleteLeftoverImages(now),
  };
}
