import { Link } from "react-router";

import { stackedTable, TableHead } from "~/components/admin/table-head";
import { Badge } from "~/components/ui/badge";
import { type Translate, useAccountTag, useT } from "~/lib/i18n/i18n";
import { formatIstDateTime } from "~/lib/time/ist";
import type { LoggedDelivery } from "~/models/alerts.server";

/** A delivery as the admin shows it (a row of the delivery log, or of a booking's alerts). */
type ShownDelivery = LoggedDelivery;

function DeliveryStateBadge({ delivery, t }: { delivery: Pick<ShownDelivery, "state" | "attempts">; t: Translate }) {
  if (delivery.state === "sent") return <Badge tone="success">{t("deskAlerts.sent")}</Badge>;
  if (delivery.state === "failed") return <Badge tone="danger">{t("deskAlerts.failed")}</Badge>;
  return delivery.attempts === 0 ? <Badge tone="info">{t("deskAlerts.queued")}</Badge> : <Badge tone="warning">{t("deskAlerts.retrying")}</Badge>;
}

function channelText(t: Translate, delivery: ShownDelivery): string {
  return `${t(`deskAlerts.channel.${delivery.channel}`)}: ${delivery.target}`;
}

/** When it was sent, when it is tried next, or nothing more (failed). */
function whenText(t: Translate, tag: string, delivery: ShownDelivery): string {
  if (delivery.state === "sent" && delivery.sent_at) return formatIstDateTime(delivery.sent_at, tag);
  if (delivery.state === "pending") return t("deskAlerts.nextTry", { at: formatIstDateTime(delivery.next_attempt_at, tag) });
  return t("deskAlerts.notSent");
}

const CELL = stackedTable.cell;

/**
 * Deliveries as a table that turns into cards on a phone: the delivery log (with the booking
 * column) or one booking's alerts (without it).
 */
export function DeliveryTable({ deliveries, caption, showBooking }: { deliveries: readonly ShownDelivery[]; caption: string; showBooking: boolean }) {
  const t = useT();
  const tag = useAccountTag();
  const columns = [
    ...(showBooking ? [t("deskAlerts.col.booking")] : []),
    ...(["channel", "state", "attempts", "sentAt", "error"] as const).map((c) => t(`deskAlerts.col.${c}`)),
  ];
  const [, channel, state, attempts, sentAt, error] = showBooking ? columns : ["", ...columns];
  return (
    <div className="sm:overflow-x-auto">
      <table className={stackedTable.table}>
        <caption className="sr-only">{caption}</caption>
        <TableHead columns={columns} cellClassName="px-3 py-2" className={stackedTable.head} />
        <tbody className={stackedTable.body}>
          {deliveries.map((delivery) => (
            <tr key={delivery.id} className={stackedTable.row}>
              {showBooking ? (
                <td className={`${CELL} max-sm:col-span-2`} data-label={columns[0]}>
                  {delivery.booking_id ? (
                    <Link to={`/admin/bookings/${delivery.booking_id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                      #{delivery.booking_id} {delivery.booking_name}
                    </Link>
                  ) : (
                    <span className="font-medium">{t("deskAlerts.test")}</span>
                  )}
                  <div className="text-xs text-slate-500">{formatIstDateTime(delivery.created_at, tag)}</div>
                </td>
              ) : null}
              <td className={`${CELL} break-words max-sm:col-span-2`} data-label={channel}>
                {channelText(t, delivery)}
              </td>
              <td className={CELL} data-label={state}>
                <DeliveryStateBadge delivery={delivery} t={t} />
              </td>
              <td className={CELL} data-label={attempts}>
                {delivery.attempts}
              </td>
              <td className={`${CELL} max-sm:col-span-2`} data-label={sentAt}>
                {whenText(t, tag, delivery)}
              </td>
              <td className={`${CELL} break-words text-slate-700 max-sm:col-span-2`} data-label={error}>
                {delivery.last_error ?? t("deskAlerts.noError")}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A booking's page: how its staff alerts went, channel by channel. */
export function BookingAlerts({ deliveries }: { deliveries: readonly ShownDelivery[] }) {
  const t = useT();
  return (
    <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <h3 className="border-b border-slate-200 px-4 py-3 font-semibold">{t("deskAlerts.heading")}</h3>
      {deliveries.length === 0 ? (
        <p className="px-4 py-4 text-sm text-slate-600">
          {t("deskAlerts.none")} (
          <Link to="/admin/settings/notifications" className="font-medium text-brand-700 underline">
            {t("deskAlerts.notifications")}
          </Link>
          ).
        </p>
      ) : (
        <DeliveryTable deliveries={deliveries} caption={t("deskAlerts.caption")} showBooking={false} />
      )}
    </div>
  );
}
