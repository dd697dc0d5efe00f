// A technician's progress on a visit, in order: what the day's cards offer, the booking's history
// and the customer's page show.
export const VISIT_STEPS = ["on_the_way", "arrived", "work_done"] as const;
export type VisitStep = (typeof VISIT_STEPS)[number];

/** How a visit that cannot finish today ends for the day (the job screen's, beside Work done): kept as steps of that day. */
type VisitOutcome = "not_home" | "waiting_part";
/** What a visit's progress records: a step, or the day's outcome. */
export type VisitEntry = VisitStep | VisitOutcome;

/** How staff read a step in the booking's history. */
export const VISIT_STEP_LABELS: Record<VisitEntry, string> = {
  on_the_way: "On the way",
  arrived: "Arrived",
  work_done: "Work done",
  not_home: "Customer not at home",
  waiting_part: "Waiting for a part",
};

export function isVisitStep(value: unknown): value is VisitStep {
  return typeof value === "string" && (VISIT_STEPS as readonly string[]).includes(value);
}

/** The technician's arrival estimates on "On my way", in minutes: one link each on his day. */
export const ARRIVAL_MINUTES = [15, 30, 45, 60] as const;
/** The estimate when the step came without one (the job screen's button, a replayed tap). */
export const DEFAULT_ARRIVAL_MINUTES = 30;

/** A posted estimate, when it is one of the links' (anything else: none). */
export function arrivalMinutes(value: string | null | undefined): number | undefined {
  const minutes = Number(value);
  return (ARRIVAL_MINUTES as readonly number[]).includes(minutes) ? minutes : undefined;
}
