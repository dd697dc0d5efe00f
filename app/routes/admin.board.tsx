import { type ActionFunctionArgs, Form, Link, type LoaderFunctionArgs, type MetaFunction, useActionData, useLoaderData } from "react-router";

import { requireAdmin } from "~/auth.server";
import { AssignForm } from "~/components/admin/assign-form";
import { StatusBadge } from "~/components/admin/status-badge";
import { inputClass } from "~/components/forms/fields";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { DEFAULT_BRAND } from "~/content/booking";
import { machineTitle } from "~/content/machines";
import { addressLine } from "~/lib/booking/map-link";
import { formatIndianPhone } from "~/lib/contact/phone";
import type { Answer } from "~/lib/forms/answer";
import * as clock from "~/lib/time/clock.server";
import { addDays, formatVisitDay, istDateString } from "~/lib/time/ist";
import { dayBoard } from "~/models/visits.server";
import { staffAction } from "~/staff/action.server";
import { assignIntent } from "~/staff/booking-intents.server";

export const meta: MetaFunction = () => [{ title: "Day board - Admin" }, { name: "robots", content: "noindex,nofollow" }];

/** The day asked for (?day=YYYY-MM-DD), or today: any real calendar day. */
function askedDay(url: URL, today: string): string {
  const asked = url.searchParams.get("day") ?? "";
  return /^\d{4}-\d{2}-\d{2}$/.test(asked) && !Number.isNaN(Date.parse(`${asked}T00:00:00Z`)) && addDays(asked, 0) === asked ? asked : today;
}

// Who goes where on a day, for the office: technicians across, slots down (stacked on a phone),
// each slot with its capacity taken, and the day's unassigned bookings in a tray, each with an
// assign form that comes back here.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, "bookings.overview");
  const url = new URL(request.url);
  const today = istDateString(clock.now());
  const day = askedDay(url, today);
  const board = await dayBoard(day);
  // The phone as people write it, and the machine in words, formatted here: the phone metadata stays off the page.
  const visits = board.visits.map(({ phone, machineType, ...visit }) => ({
    ...visit,
    phone,
    phoneText: formatIndianPhone(phone),
    machine: machineTitle(machineType),
  }));
  return { day, today, label: formatVisitDay(day), ...board, visits, returnTo: `/admin/board?day=${day}` };
}

// The board's assign forms post here (their bookingId): saved, back to the board; refused (a
// technician removed meanwhile), the message at that booking's form.
export async function action({ request }: ActionFunctionArgs) {
  return staffAction(request, { intents: { assign: assignIntent() } });
}

type BoardData = ReturnType<typeof useLoaderData<typeof loader>>;
type Visit = BoardData["visits"][number];

export default function DayBoard() {
  const { day, today, label, slots, technicians, visits, returnTo } = useLoaderData<typeof loader>();
  const answer = useActionData<Answer>();
  const unassigned = visits.filter((visit) => visit.technicianId === null);
  const columns = [...technicians];
  return (
    <section aria-labelledby="board-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="board-heading" className="text-xl font-semibold text-slate-900">
          Day board: {label}
        </h2>
        <Form method="get" className="flex flex-wrap items-end gap-2">
          <label className="text-sm font-medium text-slate-800">
            Day
            <input type="date" name="day" defaultValue={day} className={`${inputClass} mt-1`} />
          </label>
          <Button type="submit" variant="outline">
            Show
          </Button>
          <Link to={`/admin/board?day=${addDays(day, -1)}`} className="inline-flex min-h-11 items-center px-2 text-sm font-medium text-brand-700 underline">
            ← Previous day
          </Link>
          {day !== today ? (
            <Link to="/admin/board" className="inline-flex min-h-11 items-center px-2 text-sm font-medium text-brand-700 underline">
              Today
            </Link>
          ) : null}
          <Link to={`/admin/board?day=${addDays(day, 1)}`} className="inline-flex min-h-11 items-center px-2 text-sm font-medium text-brand-700 underline">
            Next day →
          </Link>
        </Form>
      </div>

      <section aria-labelledby="tray-heading" className="rounded-xl border border-amber-300 bg-amber-50 p-4">
        <h3 id="tray-heading" className="font-semibold text-amber-950">
          Unassigned ({unassigned.length})
        </h3>
        {unassigned.length === 0 ? (
          <p className="mt-1 text-sm text-amber-950">Every booking of the day has a technician.</p>
        ) : (
          <ul className="mt-3 grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {unassigned.map((visit) => (
              <li key={visit.id} className="space-y-2 rounded-lg border border-amber-200 bg-white p-3">
                <VisitSummary visit={visit} />
                {technicians.length ? (
                  <AssignForm
                    bookingId={visit.id}
                    technicianId={null}
                    technicians={technicians}
                    returnTo={returnTo}
                    answer={answer}
                    label={`Technician for ${visit.reference}`}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      {columns.length === 0 ? (
        <p className="text-sm text-slate-600">
          No technicians yet: add them under{" "}
          <Link to="/admin/form-settings/technicians" className="font-medium text-brand-700 underline">
            Form Settings
          </Link>
          .
        </p>
      ) : (
        <div className="overflow-x-auto">
          {/* Technicians across and slots down on a wide screen (a row per slot, flex: the page's CSP
              allows no inline style for a grid of N columns); on a phone each slot is a block, its technicians stacked. */}
          <div className="space-y-3">
            <div aria-hidden="true" className="hidden gap-3 lg:flex">
              <div className="w-40 shrink-0" />
              {columns.map((technician) => (
                <p key={technician.id} className="min-w-48 flex-1 font-semibold text-slate-900">
                  {technician.name}
                </p>
              ))}
            </div>
            {slots.map((slot) => (
              <section key={slot.value} aria-label={slot.label} className="space-y-2 lg:flex lg:gap-3 lg:space-y-0">
                <div className="rounded-lg bg-slate-100 p-3 lg:w-40 lg:shrink-0 lg:bg-transparent lg:p-0">
                  <h3 className="font-semibold text-slate-900">{slot.label}</h3>
                  <p className="text-sm text-slate-600">
                    {slot.capacity === null ? `${slot.taken} booked` : `${slot.taken} of ${slot.capacity} booked`}
                    {slot.capacity !== null && slot.taken >= slot.capacity ? (
                      <>
                        {" "}
                        <Badge tone="warning">Full</Badge>
                      </>
                    ) : null}
                  </p>
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
                        <p className="text-sm text-slate-500">Free</p>
                      ) : (
                        <ul className="space-y-2">
                          {here.map((visit) => (
                            <li key={visit.id} className="space-y-2">
                              <VisitSummary visit={visit} />
                              {visit.status === "completed" ? null : (
                                <AssignForm
                                  bookingId={visit.id}
                                  technicianId={visit.technicianId}
                                  technicians={technicians}
                                  returnTo={returnTo}
                                  answer={answer}
                                  label={`Move ${visit.reference} to`}
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
  const machine = [visit.brand === DEFAULT_BRAND ? "" : visit.brand, visit.machine].filter(Boolean).join(" · ");
  return (
    <div className="space-y-1 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <Link to={`/admin/bookings/${visit.id}`} className="font-mono font-semibold text-brand-700 underline">
          {visit.reference}
        </Link>
        <StatusBadge status={visit.status} />
        {visit.urgent ? <Badge tone="danger">Urgent</Badge> : null}
      </p>
      <p className="font-medium text-slate-900">{visit.name}</p>
      <p>
        <a href={`tel:${visit.phone}`} className="font-medium whitespace-nowrap text-brand-700 underline">
          {visit.phoneText}
        </a>
      </p>
      <p className="break-words text-slate-700">{addressLine(visit)}</p>
      <p className="text-slate-600">{visit.slotLabel ?? "Any time"}</p>
      {machine ? <p className="text-slate-600">{machine}</p> : null}
    </div>
  );
}
