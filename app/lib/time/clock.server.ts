// The one source of "now" for the server: today in Asia/Kolkata, the 2-hour cancel line, retry
// schedules and rate-limit windows all ask here, so a test can set the time instead of waiting.
//
// A server process started with CLOCK_START (an ISO-8601 instant; honoured only together with
// CLOCK_START_ALLOWED=1, which no deployment sets) runs its clock from that instant onwards:
// end-to-end tests use it to book "two hours before a slot" at any real time of day.
import { env } from "~/env.server";

type Clock = () => Date;

function clockFromEnv(): Clock | null {
  const { CLOCK_START, CLOCK_START_ALLOWED } = env();
  if (CLOCK_START_ALLOWED !== "1" || !CLOCK_START) return null;
  const offset = Date.parse(CLOCK_START) - Date.now();
  return () => new Date(Date.now() + offset);
}

let current: Clock = clockFromEnv() ?? (() => new Date());

/** The current instant. */
export function now(): Date {
  return current();
}

/** Tests set the time (a fixed instant or a function); `null` goes back to the real clock. */
export function setClock(clock: Date | Clock | null): void {
  current = clock === null ? () => new Date() : clock instanceof Date ? () => new Date(clock.getTime()) : clock;
}
