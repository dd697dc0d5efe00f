import type { ReactNode } from "react";
import { Form, useLocation } from "react-router";

import { inputClass } from "~/components/forms/fields";
import { Button, buttonClass } from "~/components/ui/button";
import { type BookingStatus, type RowKind, staffMovesFor } from "~/lib/booking/status";
import type { Answer } from "~/lib/forms/answer";
import { useT } from "~/lib/i18n/i18n";

/** How each move looks: its button, whether it is asked about first, and whether staff must say why (Complete and Cancel; a message's answered is neither). */
type Move = { status: BookingStatus; variant: "outline" | "success" | "destructive"; confirm?: "completed" | "cancelled"; needsReason?: boolean };

function moveOf(status: BookingStatus, kind: RowKind): Move {
  if (kind === "message" || status === "confirmed" || status === "pending") return { status, variant: "outline" };
  return status === "completed" ? { status, variant: "success", confirm: status } : { status, variant: "destructive", confirm: "cancelled", needsReason: true };
}

/**
 * The status actions a booking's status allows (Confirm; Complete and Cancel behind a question,
 * Cancel with a reason), of those the account may use (`allowed`): plain form posts of the intent
 * "status" to the page's own action, so they work without JavaScript and a refusal (the page's
 * answer, naming this booking) shows here. They carry the page they were pressed on and the
 * booking's place on it, so the admin lands back where they were; with JavaScript the page does
 * not scroll at all.
 */
export function StatusButtons({
  bookingId,
  status,
  kind = "booking",
  layout = "row",
  allowed = { cancel: true, complete: true },
  answer,
}: {
  bookingId: number;
  status: BookingStatus;
  /** A contact message has its own action (Mark answered). */
  kind?: RowKind;
  /** "responsive" in the bookings table: side by side and full width on a phone, one above the other in a wide table's cell. */
  layout?: "row" | "responsive";
  /** Cancel and Complete, where the account may use them (capabilities: the loader says). */
  allowed?: { cancel: boolean; complete: boolean };
  /** The page's answer: a refusal of a status change of this booking shows here. */
  answer?: Answer | null;
}) {
  const t = useT();
  const responsive = layout === "responsive";
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}#booking-${bookingId}`;
  const actions = staffMovesFor(status, kind)
    .filter((to) => kind === "message" || ((to !== "cancelled" || allowed.cancel) && (to !== "completed" || allowed.complete)))
    .map((to) => moveOf(to, kind));
  const refused =
    answer?.intent === "status" && answer.result.initialValue?.bookingId === String(bookingId) && answer.result.error
      ? Object.values(answer.result.error).flatMap((messages) => messages ?? [])
      : [];
  if (actions.length === 0 && refused.length === 0) return null;
  const item = responsive ? "max-sm:flex-1" : undefined;
  // 44 px targets on a phone, where staff tap them.
  const size = responsive ? "w-full max-sm:min-h-11" : "max-sm:min-h-11";
  return (
    <div className={responsive ? "flex flex-wrap gap-2 sm:flex-col sm:gap-1.5" : "flex flex-wrap gap-2"}>
      {refused.length ? (
        <p role="alert" className="w-full rounded-lg bg-red-50 p-2 text-sm font-medium text-red-800">
          {refused.join(" ")}
        </p>
      ) : null}
      {actions.map((action) => {
        const text = t(kind === "message" ? "desk.action.answered" : `desk.action.${action.status as Exclude<BookingStatus, "pending">}`);
        const label = t("desk.action.label", { action: text, id: bookingId });
        const fields = (
          <>
            <input type="hidden" name="intent" value="status" />
            <input type="hidden" name="bookingId" value={bookingId} />
            <input type="hidden" name="status" value={action.status} />
            <input type="hidden" name="returnTo" value={returnTo} />
          </>
        );
        if (!action.confirm) {
          return (
            <Form key={action.status} method="post" preventScrollReset className={item}>
              {fields}
              <Button type="submit" size="sm" variant={action.variant} className={size} aria-label={label}>
                {text}
              </Button>
            </Form>
          );
        }
        return (
          <ConfirmedAction
            key={action.status}
            action={{ ...action, confirm: action.confirm }}
            text={text}
            label={label}
            className={item}
            buttonSize={size}
            fields={fields}
          />
        );
      })}
    </div>
  );
}

/** An action asked about first: a disclosure (works without JavaScript) holding the question and the form. */
function ConfirmedAction({
  action,
  text,
  label,
  className,
  buttonSize,
  fields,
}: {
  action: Move & { confirm: "completed" | "cancelled" };
  text: string;
  label: string;
  className?: string;
  buttonSize: string;
  fields: ReactNode;
}) {
  const t = useT();
  const asked = action.confirm;
  return (
    <details className={`group ${className ?? ""}`}>
      <summary
        className={buttonClass({
          variant: action.status === "cancelled" ? "outline" : action.variant,
          size: "sm",
          className: `${buttonSize} cursor-pointer list-none`,
        })}
        aria-label={label}
      >
        {text}
      </summary>
      <Form method="post" preventScrollReset className="mt-2 w-64 max-w-full space-y-2 rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-sm">
        {fields}
        <p className="font-medium text-slate-900">{t(`desk.confirm.${asked}`)}</p>
        {action.needsReason ? (
          <label className="block">
            <span className="text-slate-700">{t("desk.reason")}</span>
            <textarea name="reason" required maxLength={500} rows={2} className={`${inputClass} mt-1`} />
          </label>
        ) : null}
        <Button type="submit" size="sm" variant={action.variant} className="min-h-11 w-full">
          {t(`desk.confirm.${asked}Yes`)}
        </Button>
      </Form>
    </details>
  );
}
