// The retention job: anonymises long-closed bookings and clears old logs (runRetention in
// app/models/privacy.server.ts, which keeps its own history for the audit page; it refuses to run
// twice within a day: then there is nothing to count), and deletes the photos' images no row names
// (deleteUnnamedPhotos: left by a crash between a row's end and its image's).
import { runRetention } from "~/models/privacy.server";
import { deleteUnnamedPhotos } from "~/models/visit-photos.server";

type Counts = { anonymised: number; rateLimitsDeleted: number; auditAddressesCleared: number; alertLogsDeleted: number; photosDeleted: number };

export async function retain(now: Date): Promise<Counts> {
  const run = await runRetention(now);
  return {
    anonymised: run?.bookingsAnonymised ?? 0,
    rateLimitsDeleted: run?.rateLimitsDeleted ?? 0,
    auditAddressesCleared: run?.auditAddressesCleared ?? 0,
    alertLogsDeleted: run?.alertLogsDeleted ?? 0,
    photosDeleted: await deleteUnnamedPhotos(),
  };
}
