// What the analytics page shows the desk (route.tsx): bookings, money and who is waiting, over a range of days.
import type { LoaderFunctionArgs } from "react-router";

import { requireAdmin } from "~/auth.server";
import * as clock from "~/lib/time/clock.server";
import { addDays, formatWaitingTime, istDateString } from "~/lib/time/ist";
import {
  bookingsByBrand,
  bookingsByLocality,
  bookingsByMachineType,
  bookingsByService,
  bookingsByStatus,
  bookingsPerDay,
  completedWithMoneyDue,
  type DayRange,
  jobsByTechnician,
  lastDays,
  oldestPendingBookings,
  revenueBy,
  revenuePerDay,
  takingsByTechnicianAndDay,
} from "~/models/analytics.server";
import { messagesSent } from "~/models/customer-messages.server";
import { planFigures } from "~/models/plans.server";

/** The longest range shown at once: a year (and a day, for a leap year). */
const MAX_DAYS = 366;

/**
 * The range asked for: ?from=&to= (days in Bengaluru, both included, at most a year), or the last
 * 30 days. A range that is no range (a day that does not exist, the wrong way round, too long)
 * falls back to the last 30 days and says so.
 */
function askedRange(url: URL, now: Date): { range: DayRange; refused: boolean } {
  const from = url.searchParams.get("from") ?? "";
  const to = url.searchParams.get("to") ?? "";
  const isDay = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day) && addDays(day, 0) === day;
  if (!from && !to) return { range: lastDays(30, now), refused: false };
  if (isDay(from) && isDay(to) && from <= to && addDays(from, MAX_DAYS - 1) >= to) return { range: { from, to }, refused: false };
  return { range: lastDays(30, now), refused: true };
}

/** The ranges the owner asks for most: the last 30 days, this month, last month. */
function presets(now: Date): { label: string; range: DayRange }[] {
  const today = istDateString(now);
  const monthStart = `${today.slice(0, 8)}01`;
  const lastMonthEnd = addDays(monthStart, -1);
  return [
    { label: "Last 30 days", range: lastDays(30, now) },
    { label: "This month", range: { from: monthStart, to: today } },
    { label: "Last month", range: { from: `${lastMonthEnd.slice(0, 8)}01`, to: lastMonthEnd } },
  ];
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, "analytics.read");
  const now = clock.now();
  const { range, refused } = askedRange(new URL(request.url), now);
  const [perDay, byStatus, byService, byLocality, byBrand, byMachine, waiting, revenue, revenueByTechnician, revenueByService, moneyDue, takings, jobs] =
    await Promise.all([
      bookingsPerDay(range),
      bookingsByStatus(range),
      bookingsByService(range),
      bookingsByLocality(range),
      bookingsByBrand(range),
      bookingsByMachineType(range),
      oldestPendingBookings(),
      revenuePerDay(range),
      revenueBy("technician", range),
      revenueBy("service", range),
      completedWithMoneyDue(),
      takingsByTechnicianAndDay(range),
      jobsByTechnician(range),
    ]);
  // Not "messages": a loader's `messages` are its words in the page's language (lib/i18n).
  const whatsappSent = await messagesSent(range);
  const plans = await planFigures(range, now);
  return {
    range,
    refused,
    presets: presets(now),
    takings,
    jobs,
    whatsappSent,
    plans,
    perDay,
    byStatus,
    byService,
    byLocality,
    byBrand,
    byMachine,
    waiting: waiting.map((booking) => ({ ...booking, waited: formatWaitingTime(booking.created_at, now) })),
    revenue,
    revenueByTechnician,
    revenueByService,
    moneyDue,
  };
}
