import { type ActionFunctionArgs, Form, Link, type LoaderFunctionArgs, type MetaFunction, useActionData, useLoaderData } from "react-router";
import * as z from "zod/mini";

import { requireAdmin } from "~/auth.server";
import { AssignForm } from "~/components/admin/assign-form";
import { CapacityForm, CashWithTechnicians } from "~/components/admin/day-board-forms";
import { RatingsTray } from "~/components/admin/ratings-tray";
import { StatusBadge } from "~/components/admin/status-badge";
import { inputClass } from "~/components/forms/fields";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { DEFAULT_BRAND } from "~/content/booking";
import { machineName } from "~/content/machines";
import { can } from "~/lib/auth/capabilities";
import { addressLine } from "~/lib/booking/map-link";
import { formatIndianPhone } from "~/lib/contact/phone";
import type { Answer } from "~/lib/forms/answer";
import { redirectWithToast } from "~/lib/forms/toast.server";
import { metaTranslator, useT } from "~/lib/i18n/i18n";
import { LANGUAGES } from "~/lib/i18n/locales";
import { messagesFor, serverTranslator } from "~/lib/i18n/messages.server";
import { doneToast } from "~/lib/i18n/outcome.server";
import { said } from "~/lib/outcome";
import { handoverSchema } from "~/lib/schemas/bill";
import { capacitySchema, settingIdSchema } from "~/lib/schemas/form-settings";
import * as clock from "~/lib/time/clock.server";
import { addDays, formatIstDateTime, formatIstTime, formatVisitDay, istDateString } from "~/lib/time/ist";
import { withAudit } from "~/models/audit.server";
import { cashHeld, recordHandover, undoHandover } from "~/models/handovers.server";
import { duePlanVisits } from "~/models/plan-visits.server";
import { ratingsToCallBack } from "~/models/ratings.server";
import { setTimeSlotCapacity } from "~/models/settings.server";
import { type BoardProgress, dayBoard } from "~/models/visits.server";
import { intent, refusal, refusedBy, staffAction } from "~/staff/action.server";
import { assignIntent } from "~/staff/booking-intents.server";

export const meta: MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return [{ title: `${t("admin.tab.board")} - ${t("admin.heading")}` }, { name: "robots", content: "noindex,nofollow" }];
};

/** The day asked for (?day=YYYY-MM-DD), or today: any real calendar day. */
function askedDay(url: URL, today: string): string {
  const asked = url.searchParams.get("day") ?? "";
  return /^\d{4}-\d{2}-\d{2}$/.test(asked) && !Number.isNaN(Date.parse(`${asked}T00:00:00Z`)) && addDays(asked, 0) === asked ? asked : today;
}

// Who goes where on a day, for the office: technicians across, slots down (stacked on a phone), each
// slot with its capacity taken, and the day's unassigned bookings in a tray, each assigned here.
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, "bookings.overview");
  const url = new URL(request.url);
  const now = clock.now();
  const today = istDateString(now);
  const day = askedDay(url, today);
  const board = await dayBoard(day, now);
  const t = serverTranslator(admin.language);
  const tag = LANGUAGES[admin.language].tag;
  // Where a visit stands, in the account's words: its latest step (each named by the catalog), with On my way's estimate, and when.
  const progressText = (progress: BoardProgress): string | null => {
    if (!progress) return null;
    const name = progress.step === "assigned" ? t("deskBoard.assigned") : t(`deskSteps.${progress.step}`);
    const step = progress.step === "on_the_way" && progress.minutes ? t("deskBoard.onTheWayEta", { step: name, minutes: progress.minutes }) : name;
    return progress.at ? t("field.stepAt", { step, time: formatIstTime(progress.at, tag) }) : step;
  };
  // The phone as people write it, and the machine in words, formatted here: the phone metadata stays off the page.
  const visits = board.visits.map(({ phone, machineType, progress, late, ...visit }) => ({
    ...visit,
    progress: progressText(progress),
    late: late ? t("deskBoard.late") : null,
    phone,
    phoneText: formatIndianPhone(phone),
    machine: machineName(t, machineType),
  }));
  const mayHandover = can(admin.role, "cash.handover");
  return {
    // The board's words in the account's language.
    messages: messagesFor(admin.language, "desk", "deskBoard", "ratings"),
    // An open visit's link to another day and slot (its form is the booking's move page).
    moveVisit: can(admin.role, "visit.move") ? t("deskMove.link") : null,
    day,
    today,
    label: formatVisitDay(day, tag),
    ...board,
    // The model's row for visits without a slot is named here, in the account's words.
    slots: board.slots.map((slot) => (slot.id === null && slot.value === "" ? { ...slot, label: t("desk.anyTime") } : slot)),
    visits,
    returnTo: `/admin/board?day=${day}`,
    mayCapacity: can(admin.role, "slots.capacity"),
    // The cash each technician holds, to be handed over here; a fresh id records a handover once.
    cash: mayHandover ? await cashHeld(now) : null,
    handoverId: mayHandover ? crypto.randomUUID() : "",
    // Maintenance plans' preventive visits falling due within 14 days: the office asks the customer for a day.
    planVisits: (await duePlanVisits()).map((visit) => ({ ...visit, due: formatVisitDay(visit.dueOn, tag) })),
    // The customers' ratings to call back about (1-2 stars or a comment), until the booking records what was done.
    toCallBack: can(admin.role, "rating.followup")
      ? (await ratingsToCallBack()).map((rating) => ({ ...rating, ratedAt: formatIstDateTime(rating.ratedAt, tag) }))
      : [],
  };
}

// The board's assign forms post here (their bookingId): saved, back to the board; refused (a technician removed), said at its form.
export async function action({ request }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const back = `/admin/board${url.search}`;
  return staffAction(request, {
    intents: {
      assign: assignIntent(),
      // How many visits a slot takes a day ("" for no limit), set where the office sees it fill.
      capacity: intent({
        capability: "slots.capacity",
        schema: z.object({ slotId: settingIdSchema, capacity: z.optional(capacitySchema) }),
        handler: async ({ admin, value }) => {
          const capacity = value.capacity === undefined || value.capacity === "" ? null : value.capacity;
          const label = await withAudit(admin.actor, async (trx) => {
            const changed = await setTimeSlotCapacity(value.slotId, capacity, trx);
            return {
              value: changed,
              event: changed ? { action: "setting-changed", detail: `Time slot ${changed}, capacity ${capacity ?? "no limit"}` } : null,
            };
          });
          if (!label) return refusal("slotRemoved", { status: 409 });
          return redirectWithToast(
            `${back}#slot-${value.slotId}`,
            doneToast(
              admin.language,
              said("capacitySaved"),
              capacity === null ? said("capacityNoLimit", { slot: label }) : said("capacityLimit", { slot: label, capacity }),
            ),
          );
        },
      }),
      handover: intent({
        capability: "cash.handover",
        schema: handoverSchema,
        handler: async ({ admin, value }) => {
          const outcome = await recordHandover({ technicianId: value.technicianId, amountPaise: value.amount, submissionId: value.submissionId }, admin.actor);
          if (outcome.status === "refused") return refusedBy(outcome);
          return redirectWithToast(`${back}#cash`, doneToast(admin.language, said("cashReceived"), outcome.value));
        },
      }),
      // A handover recorded by mistake, undone within its day.
      "handover-undo": intent({
        capability: "cash.handover",
        schema: z.object({ handoverId: settingIdSchema }),
        handler: async ({ admin, value }) => {
          const outcome = await undoHandover(value.handoverId, admin.actor);
          if (outcome.status === "refused") return refusedBy(outcome);
          return redirectWithToast(`${back}#cash`, doneToast(admin.language, said("handoverUndone"), outcome.value));
        },
      }),
    },
  });
}

type BoardData = ReturnType<typeof useLoaderData<typeof loader>>;
type Visit = BoardData["visits"][number];

export default function DayBoard() {
  const { day, today, label, slots, technicians, visits, returnTo, mayCapacity, cash, handoverId, planVisits, toCallBack } = useLoaderData<typeof loader>();
  const answer = useActionData<Answer>();
  const t = useT();
  const unassigned = visits.filter((visit) => visit.technicianId === null);
  const columns = [...technicians];
  return (
    <section aria-labelledby="board-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="board-heading" className="text-xl font-semibold text-slate-900">
          {t("deskBoard.heading", { day: label })}
        </h2>
        <Form method="get" className="flex flex-wrap items-end gap-2">
          <label className="text-sm font-medium text-slate-800">
            {t("deskBoard.day")}
            <input type="date" name="day" defaultValue={day} className={`${inputClass} mt-1`} />
          </label>
          <Button type="submit" variant="outline">
            {t("deskBoard.show")}
          </Button>
          <Link to={`/admin/board?day=${addDays(day, -1)}`} className="inline-flex min-h-11 items-center px-2 text-sm font-medium text-brand-700 underline">
            {t("deskBoard.previous")}
          </Link>
          {day !== today ? (
            <Link to="/admin/board" className="inline-flex min-h-11 items-center px-2 text-sm font-medium text-brand-700 underline">
              {t("deskBoard.today")}
            </Link>
          ) : null}
          <Link to={`/admin/board?day=${addDays(day, 1)}`} className="inline-flex min-h-11 items-center px-2 text-sm font-medium text-brand-700 underline">
            {t("deskBoard.next")}
          </Link>
        </Form>
      </div>

      <section aria-labelledby="tray-heading" className="rounded-xl border border-amber-300 bg-amber-50 p-4">
        <h3 id="tray-heading" className="font-semibold text-amber-950">
          {t("deskBoard.unassigned", { count: unassigned.length })}
        </h3>
        {unassigned.length === 0 ? (
          <p className="mt-1 text-sm text-amber-950">{t("deskBoard.allAssigned")}</p>
        ) : (
          <ul className="mt-3 grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {unassigned.map((visit) => (
              <li key={visit.id} id={`visit-${visit.id}`} className="scroll-mt-4 space-y-2 rounded-lg border border-amber-200 bg-white p-3">
                <VisitSummary visit={visit} />
                {technicians.length ? (
                  <AssignForm
                    bookingId={visit.id}
                    technicianId={null}
                    technicians={technicians}
                    returnTo={`${returnTo}#visit-${visit.id}`}
                    answer={answer}
                    label={t("deskBoard.technicianFor", { reference: visit.reference })}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <RatingsTray ratings={toCallBack} />

      {planVisits.length ? (
        <section aria-labelledby="plan-visits-heading" className="rounded-xl border border-emerald-300 bg-emerald-50 p-4">
          <h3 id="plan-visits-heading" className="font-semibold text-emerald-950">
            {t("deskBoard.planVisits", { count: planVisits.length })}
          </h3>
          <p className="mt-1 text-sm text-emerald-950">{t("deskBoard.planVisitsHint")}</p>
          <ul className="mt-3 grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {planVisits.map((visit) => (
              <li key={visit.visitId} className="space-y-1 rounded-lg border border-emerald-200 bg-white p-3 text-sm">
                <p className="font-semibold text-slate-900">{t("deskBoard.planVisitDue", { day: visit.due })}</p>
                <p>
                  <Link to={`/admin/bookings/${visit.bookingId}#plans`} className="font-medium text-brand-700 underline underline-offset-2">
                    {visit.customer}
                  </Link>
                  {visit.machine ? ` · ${visit.machine}` : ""}
                </p>
                <p className="text-slate-600">{t("deskBoard.visitOf", { seq: visit.seq, plan: visit.planName })}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {columns.length === 0 ? (
        <p className="text-sm text-slate-600">
          {t("desk.noTechnicians")}{" "}
          <Link to="/admin/form-settings/technicians" className="font-medium text-brand-700 underline">
            {t("admin.tab.formSettings")}
          </Link>
          .
        </p>
      ) : (
        <div className="overflow-x-auto">
          {/* Technicians across and slots down on a wide screen (a row per slot, flex: the page's CSP
              allows no inline style for a grid of N columns); on a phone each slot is a block, its technicians stacked. */}
          <div className="space-y-3">
            {/* The technicians across: with the cash each holds, for the office that takes it. */}
            {cash ? (
              <CashWithTechnicians technicians={columns} cash={cash} handoverId={handoverId} answer={answer} />
            ) : (
              <div aria-hidden="true" className="hidden gap-3 lg:flex">
                <div className="w-40 shrink-0" />
                {columns.map((technician) => (
                  <p key={technician.id} className="min-w-48 flex-1 font-semibold text-slate-900">
                    {technician.name}
                  </p>
                ))}
              </div>
            )}
            {slots.map((slot) => (
              <section key={slot.value} aria-label={slot.label} className="space-y-2 lg:flex lg:gap-3 lg:space-y-0">
                <div className="rounded-lg bg-slate-100 p-3 lg:w-40 lg:shrink-0 lg:bg-transparent lg:p-0">
                  <h3 className="font-semibold text-slate-900">{slot.label}</h3>
                  <p className="text-sm text-slate-600">
                    {slot.capacity === null
                      ? t("deskBoard.bookedNoLimit", { taken: slot.taken })
                      : t("deskBoard.bookedOf", { taken: slot.taken, capacity: slot.capacity })}
                    {slot.capacity !== null && slot.taken >= slot.capacity ? (
                      <>
                        {" "}
                        <Badge tone="warning">{t("deskBoard.full")}</Badge>
                      </>
                    ) : null}
                  </p>
                  {mayCapacity && slot.id !== null ? <CapacityForm slotId={slot.id} label={slot.label} capacity={slot.capacity} answer={answer} /> : null}
                </div>
                {columns.map((technician) => {
                  const here = visits.filter((visit) => visit.technicianId === technician.id && visit.slot === slot.value);
                  return (
                    // On a phone a free technician's cell is left out: the slot's count says how full it is.
                    <div
                      key={technician.id}
                      aria-label={`${slot.label}, ${technician.name}`}
                      className={`rounded-lg border border-slate-200 bg-white p-3 lg:min-w-48 lg:flex-1 ${here.length === 0 ? "hidden lg:block" : ""}`}
                    >
                      <p className="mb-2 text-sm font-semibold text-slate-700 lg:sr-only">{technician.name}</p>
                      {here.length === 0 ? (
                        <p className="text-sm text-slate-500">{t("deskBoard.free")}</p>
                      ) : (
                        <ul className="space-y-2">
                          {here.map((visit) => (
                            <li key={visit.id} id={`visit-${visit.id}`} className="scroll-mt-4 space-y-2">
                              <VisitSummary visit={visit} />
                              {visit.status === "completed" ? null : (
                                <AssignForm
                                  bookingId={visit.id}
                                  technicianId={visit.technicianId}
                                  technicians={technicians}
                                  returnTo={`${returnTo}#visit-${visit.id}`}
                                  answer={answer}
                                  label={t("deskBoard.moveTo", { reference: visit.reference })}
                                />
                              )}
                            </li>
                          ))}
                        </ul>
                      )}
                    </div>
                  );
                })}
              </section>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}

function VisitSummary({ visit }: { visit: Visit }) {
  const t = useT();
  const { moveVisit } = useLoaderData<typeof loader>();
  const machine = [visit.brand === DEFAULT_BRAND ? "" : visit.brand, visit.machine].filter(Boolean).join(" · ");
  return (
    <div className="space-y-1 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <Link to={`/admin/bookings/${visit.id}`} className="font-mono font-semibold text-brand-700 underline">
          {visit.reference}
        </Link>
        <StatusBadge status={visit.status} />
        {visit.urgent ? <Badge tone="danger">{t("desk.urgent")}</Badge> : null}
        {visit.late ? <Badge tone="warning">{visit.late}</Badge> : null}
      </p>
      {visit.progress ? (
        <p data-progress="" className="font-medium text-slate-800">
          {visit.progress}
        </p>
      ) : null}
      <p className="font-medium text-slate-900">{visit.name}</p>
      <p>
        <a href={`tel:${visit.phone}`} className="font-medium whitespace-nowrap text-brand-700 underline">
          {visit.phoneText}
        </a>
      </p>
      <p className="break-words text-slate-700">{addressLine(visit)}</p>
      <p className="text-slate-600">{visit.slotLabel ?? t("desk.anyTime")}</p>
      {machine ? <p className="text-slate-600">{machine}</p> : null}
      {moveVisit && visit.status !== "completed" ? (
        <Link to={`/admin/bookings/${visit.id}/move`} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">
          {moveVisit}
        </Link>
      ) : null}
    </div>
  );
}
