// Maintenance plans, pure: a plan's term, its preventive visits spread evenly over it,
// the days its renewal is asked for, and what a covered repair's bill line costs under it. The
// model (app/models/plans.server.ts) stores what these say; the injected clock gives "today".
import type { LineNote } from "~/lib/outcome";
import { addDays, addMonths, daysBetween } from "~/lib/time/ist";

/** A visit falling due within this many days is on the office's board as "Plan visit due". */
export const VISIT_DUE_WINDOW_DAYS = 14;
/** The renewal is asked for this many days before the end (on the customer's page and in a message). */
export const RENEWAL_REMINDER_DAYS = [30, 7] as const;
/** A due visit not taken up within this many days of its day is marked missed (the owner's rule's default). */
export const DEFAULT_MISSED_AFTER_DAYS = 30;

/** The last day a plan started on `start` is in force: the same day `months` later. */
export function planEnd(start: string, months: number): string {
  return addMonths(start, months);
}

/**
 * The days of a plan's preventive visits: `visits` of them spread evenly over the term, each in
 * the middle of its equal share (two in a year: at three and nine months), never on the first or
 * the last day.
 */
export function visitDays(start: string, months: number, visits: number): string[] {
  const term = daysBetween(start, planEnd(start, months));
  return Array.from({ length: visits }, (_, index) => addDays(start, Math.round(((index + 0.5) * term) / visits)));
}

/** A renewal continues the plan without a gap: it starts on the day the plan ends. */
export function renewalStart(endsOn: string): string {
  return endsOn;
}

/** The day each renewal reminder is due for a plan ending on `endsOn`. */
export function renewalReminderDays(endsOn: string): { daysBefore: number; on: string }[] {
  return RENEWAL_REMINDER_DAYS.map((daysBefore) => ({ daysBefore, on: addDays(endsOn, -daysBefore) }));
}

/** Whether a plan is in force on `today` (its first and last days included). */
export function inForce(plan: { status: string; starts_on: string | null; ends_on: string | null }, today: string): boolean {
  return plan.status === "active" && plan.starts_on !== null && plan.ends_on !== null && plan.starts_on <= today && today <= plan.ends_on;
}

export type PlanCover = { name: string; coversLabour: boolean; coveredParts: readonly string[]; partsDiscountPercent: number };

/** The covered parts as the owner wrote them, one per line or comma. */
export function coveredPartsList(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * What a bill line costs under a plan in force, and the note that says so on the bill and the
 * invoice (a code, said in the reader's language where the line is shown): labour (a service
 * line) free when the plan covers it; a part named in the covered parts free; any other part at
 * the plan's discount.
 */
export function priceUnderPlan(
  line: { description: string; kind: "service" | "part"; unitPaise: number },
  plan: PlanCover,
): { unitPaise: number; note: LineNote | null } {
  if (line.kind === "service")
    return plan.coversLabour ? { unitPaise: 0, note: { code: "labourCovered", values: { plan: plan.name } } } : { unitPaise: line.unitPaise, note: null };
  const described = line.description.toLowerCase();
  if (plan.coveredParts.some((part) => described.includes(part.toLowerCase())))
    return { unitPaise: 0, note: { code: "partCovered", values: { plan: plan.name } } };
  if (plan.partsDiscountPercent > 0)
    return {
      unitPaise: Math.round((line.unitPaise * (100 - plan.partsDiscountPercent)) / 100),
      note: { code: "partsDiscount", values: { plan: plan.name, percent: plan.partsDiscountPercent } },
    };
  return { unitPaise: line.unitPaise, note: null };
}
