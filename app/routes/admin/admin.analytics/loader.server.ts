// What the analytics page shows the desk (route.tsx): bookings, money and who is waiting, over a range of days.
import type { LoaderFunctionArgs } from "react-router";

import { requireAdmin } from "~/auth.server";
import { machineName, MACHINES } from "~/content/machines";
import type { MessageId } from "~/content/messages/en";
import { can } from "~/lib/auth/capabilities";
import { BOOKING_STATUSES, STATUS_LABELS } from "~/lib/booking/status";
import type { Translate } from "~/lib/i18n/i18n";
import { LANGUAGES, type Locale } from "~/lib/i18n/locales";
import { messagesFor, serverTranslator } from "~/lib/i18n/messages.server";
import * as clock from "~/lib/time/clock.server";
import { addDays, formatIstDate, formatWaitingTime, istDateString, istInstant } from "~/lib/time/ist";
import {
  askedRange,
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
import { planFigures } from "~/models/plan-visits.server";
import { planHolders, teamFigures } from "~/models/team.server";

/** The ranges the owner asks for most: today, the last 30 days, this month, last month. */
function presets(now: Date, t: Translate): { label: string; range: DayRange }[] {
  const today = istDateString(now);
  const monthStart = `${today.slice(0, 8)}01`;
  const lastMonthEnd = addDays(monthStart, -1);
  return [
    { label: t("deskAnalytics.todayRange"), range: { from: today, to: today } },
    { label: t("deskAnalytics.last30"), range: lastDays(30, now) },
    { label: t("deskAnalytics.thisMonth"), range: { from: monthStart, to: today } },
    { label: t("deskAnalytics.lastMonth"), range: { from: `${lastMonthEnd.slice(0, 8)}01`, to: lastMonthEnd } },
  ];
}

/** How long a booking has waited: in English as it always read, in another language by its words for days, hours and minutes. */
function waitingTime(language: Locale, t: Translate, isoUtc: string, now: Date): string {
  if (language === "en") return formatWaitingTime(isoUtc, now);
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(isoUtc).getTime()) / 60_000));
  const [days, hours, mins] = [Math.floor(minutes / (24 * 60)), Math.floor((minutes % (24 * 60)) / 60), minutes % 60];
  const parts =
    days > 0
      ? [t("deskAnalytics.days", { count: days }), hours > 0 ? t("deskAnalytics.hours", { count: hours }) : ""]
      : hours > 0
        ? [t("deskAnalytics.hours", { count: hours }), mins > 0 ? t("deskAnalytics.minutes", { count: mins }) : ""]
        : [t("deskAnalytics.minutes", { count: mins })];
  return parts.filter(Boolean).join(" ");
}

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, "analytics.read");
  const t = serverTranslator(admin.language);
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
  // The owner's view of the team: each technician's figures over the range, and the plan holders.
  // Plan days in words with their year, in the account's language.
  const dated = (day: string) => formatIstDate(istInstant(day, "12:00").toISOString(), LANGUAGES[admin.language].tag);
  const team = can(admin.role, "analytics.team")
    ? {
        figures: await teamFigures(range),
        holders: (await planHolders(now)).map((holder) => ({
          ...holder,
          nextVisit: holder.nextVisit ? dated(holder.nextVisit) : t("team.noNextVisit"),
          endsOn: dated(holder.endsOn),
        })),
      }
    : null;
  return {
    // The page's words in the account's language.
    messages: messagesFor(admin.language, "deskAnalytics", "team"),
    team,
    range,
    refused,
    presets: presets(now, t),
    takings,
    jobs,
    whatsappSent: whatsappSent.map((row) => ({
      ...row,
      label: t.has(`deskMessages.kind.${row.kind}` as MessageId) ? t(`deskMessages.kind.${row.kind}` as MessageId) : row.kind,
    })),
    plans,
    perDay,
    // The model's labels are English: each status and machine type in the account's words.
    byStatus: byStatus.map((row) => {
      const status = BOOKING_STATUSES.find((each) => STATUS_LABELS[each] === row.label);
      return { ...row, label: status ? t(`deskList.status.${status}`) : row.label };
    }),
    byService,
    byLocality,
    byBrand,
    byMachine: byMachine.map((row) => {
      const machine = MACHINES.find((each) => each.title === row.label);
      return { ...row, label: machine ? machineName(t, machine.slug) : t("deskAnalytics.notSaid") };
    }),
    waiting: waiting.map((booking) => ({ ...booking, waited: waitingTime(admin.language, t, booking.created_at, now) })),
    revenue,
    revenueByTechnician: revenueByTechnician.map((row) => ({ ...row, label: row.label || t("deskAnalytics.office") })),
    revenueByService,
    moneyDue,
  };
}
