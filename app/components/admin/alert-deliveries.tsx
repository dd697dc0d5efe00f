import { Link } from "react-router";

import { type StaffFormat, useStaffFormat } from "~/components/admin/staff-format";
import { stackedTable, TableHead } from "~/components/admin/table-head";
import { Badge } from "~/components/ui/badge";
import { type Translate, useT } from "~/lib/i18n/i18n";
import type { LoggedDelivery } from "~/models/alerts.server";

/** A delivery as the admin shows it (a row of the delivery log, or of a booking's alerts). Its words: the deliveries. namespace (and deskAlerts. on a booking's page), sent by the page that shows it. */
type ShownDelivery = LoggedDelivery;

function DeliveryStateBadge({ delivery }: { delivery: Pick<ShownDelivery, "state" | "attempts"> }) {
  const t = useT();
  if (delivery.state === "sent") return <Badge tone="success">{t("deliveries.sent")}</Badge>;
  if (delivery.state === "failed") return <Badge tone="danger">{t("deliveries.failed")}</Badge>;
  return delivery.attempts === 0 ? <Badge tone="info">{t("deliveries.queued")}</Badge> : <Badge tone="warning">{t("deliveries.retrying")}</Badge>;
}

/** When it was sent, when it is tried next, or nothing more (failed). */
function whenText(delivery: ShownDelivery, t: Translate, format: StaffFormat): string {
  if (delivery.state === "sent" && delivery.sent_at) return format.when(delivery.sent_at);
  if (delivery.state === "pending") return t("deliveries.nextTry", { when: format.when(delivery.next_attempt_at) });
  return t("deliveries.notSent");
}

const CELL = stackedTable.cell;

/**
 * Deliveries as a table that turns into cards on a phone: the delivery log (with the booking
 * column) or one booking's alerts (without it).
 */
export function DeliveryTable({ deliveries, caption, showBooking }: { deliveries: readonly ShownDelivery[]; caption: string; showBooking: boolean }) {
  const t = useT();
  const format = useStaffFormat();
  const columns = [
    ...(showBooking ? [t("deliveries.booking")] : []),
    t("deliveries.channel"),
    t("deliveries.state"),
    t("deliveries.attempts"),
    t("deliveries.sentAt"),
    t("deliveries.lastError"),
  ];
  return (
    <div className="sm:overflow-x-auto">
      <table className={stackedTable.table}>
        <caption className="sr-only">{caption}</caption>
        <TableHead columns={columns} cellClassName="px-3 py-2" className={stackedTable.head} />
        <tbody className={stackedTable.body}>
          {deliveries.map((delivery) => (
            <tr key={delivery.id} className={stackedTable.row}>
              {showBooking ? (
                <td className={`${CELL} max-sm:col-span-2`} data-label={t("deliveries.booking")}>
                  {delivery.booking_id ? (
                    <Link to={`/admin/bookings/${delivery.booking_id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                      #{delivery.booking_id} {delivery.booking_name}
                    </Link>
                  ) : (
                    <span className="font-medium">{t("deliveries.testAlert")}</span>
                  )}
                  <div className="text-xs text-slate-500">{format.when(delivery.created_at)}</div>
                </td>
              ) : null}
              <td className={`${CELL} break-words max-sm:col-span-2`} data-label={t("deliveries.channel")}>
                {t(`deliveries.channel.${delivery.channel}`)}: {delivery.target}
              </td>
              <td className={CELL} data-label={t("deliveries.state")}>
                <DeliveryStateBadge delivery={delivery} />
              </td>
              <td className={CELL} data-label={t("deliveries.attempts")}>
                {format.count(delivery.attempts)}
              </td>
              <td className={`${CELL} max-sm:col-span-2`} data-label={t("deliveries.sentAt")}>
                {whenText(delivery, t, format)}
              </td>
              <td className={`${CELL} break-words text-slate-700 max-sm:col-span-2`} data-label={t("deliveries.lastError")}>
                {delivery.last_error ?? t("deliveries.noError")}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A booking's page: how its staff alerts went, channel by channel (shown when there are any). */
export function BookingAlerts({ deliveries }: { deliveries: readonly ShownDelivery[] }) {
  const t = useT();
  return (
    <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <h3 className="border-b border-slate-200 px-4 py-3 font-semibold">{t("deskAlerts.heading")}</h3>
      <DeliveryTable deliveries={deliveries} caption={t("deskAlerts.caption")} showBooking={false} />
    </div>
  );
}
