// The day board's own forms (routes/admin.board.tsx): a slot's capacity, and the cash each technician holds with its handover.
import { Form, Link } from "react-router";

import { inputClass } from "~/components/forms/fields";
import { Button } from "~/components/ui/button";
import { amountText, rupees } from "~/lib/billing/bill";
import type { Answer } from "~/lib/forms/answer";
import { useAccountTag, useT } from "~/lib/i18n/i18n";
import { formatIstDateTime } from "~/lib/time/ist";
import type { CashHeld } from "~/models/handovers.server";

/** A slot's capacity, set from the board: a number a day, or empty for no limit. */
export function CapacityForm({ slotId, label, capacity, answer }: { slotId: number; label: string; capacity: number | null; answer: Answer | undefined }) {
  const t = useT();
  const refused = answer?.intent === "capacity" && answer.result.initialValue?.slotId === String(slotId) ? Object.values(answer.result.error ?? {}).flat() : [];
  return (
    <Form method="post" id={`slot-${slotId}`} className="mt-2 flex scroll-mt-20 items-end gap-2">
      <input type="hidden" name="intent" value="capacity" />
      <input type="hidden" name="slotId" value={slotId} />
      <label className="text-xs font-medium text-slate-700">
        {t("deskBoard.aDay")}
        <input
          name="capacity"
          type="number"
          min={1}
          max={999}
          inputMode="numeric"
          defaultValue={capacity ?? ""}
          placeholder={t("deskBoard.noLimit")}
          aria-label={t("deskBoard.capacityOf", { slot: label })}
          className={`${inputClass} mt-1 w-24`}
        />
      </label>
      <Button type="submit" size="sm" variant="outline" aria-label={t("deskBoard.saveCapacity", { slot: label })}>
        {t("desk.save")}
      </Button>
      {refused.length ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {refused.join(" ")}
        </p>
      ) : null}
    </Form>
  );
}

/**
 * The board's technicians across, each with the cash he holds (taken at the door, not yet handed
 * over), the visits it covers, the office's record of a handover and its undo: beside his column,
 * so the office settles each technician where it sees his day (on a phone, above the slots).
 */
export function CashWithTechnicians({
  technicians,
  cash,
  handoverId,
  answer,
}: {
  technicians: readonly { id: number; name: string }[];
  cash: readonly CashHeld[];
  handoverId: string;
  answer: Answer | undefined;
}) {
  const t = useT();
  return (
    <section id="cash" aria-labelledby="cash-heading" className="scroll-mt-20 space-y-2">
      <h3 id="cash-heading" className="font-semibold text-slate-900">
        {t("deskBoard.cash")}
      </h3>
      {cash.length === 0 ? <p className="text-sm text-slate-600">{t("deskBoard.noCash")}</p> : null}
      {/* Aligned with the slots' columns on a wide screen: past the slot labels' 10rem and their gap. */}
      <ul className="grid gap-3 md:grid-cols-2 lg:flex lg:pl-43">
        {technicians.map((technician) => {
          const row = cash.find((held) => held.technicianId === technician.id);
          return (
            <li
              key={technician.id}
              aria-label={technician.name}
              className={`space-y-2 rounded-lg border border-slate-200 bg-white p-3 lg:min-w-48 lg:flex-1 ${row ? "" : "hidden lg:block"}`}
            >
              {row ? <TechnicianCash row={row} handoverId={handoverId} answer={answer} /> : <p className="font-semibold text-slate-900">{technician.name}</p>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function TechnicianCash({ row, handoverId, answer }: { row: CashHeld; handoverId: string; answer: Answer | undefined }) {
  const t = useT();
  const tag = useAccountTag();
  const mine =
    (answer?.intent === "handover" && answer.result.initialValue?.technicianId === String(row.technicianId)) ||
    (answer?.intent === "handover-undo" && answer.result.initialValue?.handoverId === String(row.last?.id));
  const refused = mine ? Object.values(answer.result.error ?? {}).flat() : [];
  return (
    <>
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold text-slate-900">{row.technician}</span>
        <span className="tabular-nums">
          {row.over > 0 ? t("deskBoard.over") : t("deskBoard.holds")} <strong>{rupees(row.over || row.held, tag)}</strong>
        </span>
      </p>
      <p className="text-sm text-slate-600">
        {row.last
          ? t("deskBoard.lastHandover", { amount: rupees(row.last.amount, tag), at: formatIstDateTime(row.last.at, tag), by: row.last.receivedBy })
          : t("deskBoard.noHandover")}
      </p>
      {row.last?.undoable ? (
        <Form method="post">
          <input type="hidden" name="intent" value="handover-undo" />
          <input type="hidden" name="handoverId" value={row.last.id} />
          <Button
            type="submit"
            size="sm"
            variant="outline"
            aria-label={t("deskBoard.undoHandoverOf", { amount: rupees(row.last.amount, tag), technician: row.technician })}
          >
            {t("deskBoard.undoHandover")}
          </Button>
        </Form>
      ) : null}
      {row.held > 0 && row.visits.length ? (
        <div className="text-sm">
          <p className="font-medium text-slate-800">{t("deskBoard.cashCovers")}</p>
          <ul className="mt-1 space-y-1">
            {row.visits.map((visit) => (
              <li key={`${visit.bookingId}-${visit.at}`} className="flex flex-wrap justify-between gap-2">
                <Link to={`/admin/bookings/${visit.bookingId}/bill`} className="font-mono font-medium text-brand-700 underline">
                  {visit.reference}
                </Link>
                <span className="text-slate-600">{formatIstDateTime(visit.at, tag)}</span>
                <span className="tabular-nums">{rupees(visit.amount, tag)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {row.held > 0 ? (
        <Form method="post" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="handover" />
          <input type="hidden" name="technicianId" value={row.technicianId} />
          <input type="hidden" name="submissionId" value={handoverId} />
          <label className="text-sm font-medium text-slate-800">
            {t("deskBoard.amount")}
            <input
              name="amount"
              inputMode="decimal"
              required
              maxLength={12}
              defaultValue={amountText(row.held)}
              aria-label={t("deskBoard.amountBy", { technician: row.technician })}
              className={`${inputClass} mt-1 w-32`}
            />
          </label>
          <Button type="submit" size="sm">
            {t("deskBoard.record")}
          </Button>
        </Form>
      ) : null}
      {refused.length ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {refused.join(" ")}
        </p>
      ) : null}
    </>
  );
}
