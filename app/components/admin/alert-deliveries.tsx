import { Link } from "react-router";

import { CHANNEL_NAMES } from "~/alerts/channels";
import { stackedTable, TableHead } from "~/components/admin/table-head";
import { Badge } from "~/components/ui/badge";
import { formatIstDateTime } from "~/lib/time/ist";
import type { LoggedDelivery } from "~/models/alerts.server";

/** A delivery as the admin shows it (a row of the delivery log, or of a booking's alerts). */
type ShownDelivery = LoggedDelivery;

function DeliveryStateBadge({ delivery }: { delivery: Pick<ShownDelivery, "state" | "attempts"> }) {
  if (delivery.state === "sent") return <Badge tone="success">Sent</Badge>;
  if (delivery.state === "failed") return <Badge tone="danger">Failed</Badge>;
  return delivery.attempts === 0 ? <Badge tone="info">Queued</Badge> : <Badge tone="warning">Retrying</Badge>;
}

function channelText(delivery: ShownDelivery): string {
  return `${CHANNEL_NAMES[delivery.channel]}: ${delivery.target}`;
}

/** When it was sent, when it is tried next, or nothing more (failed). */
function whenText(delivery: ShownDelivery): string {
  if (delivery.state === "sent" && delivery.sent_at) return formatIstDateTime(delivery.sent_at);
  if (delivery.state === "pending") return `Not yet; next try ${formatIstDateTime(delivery.next_attempt_at)}`;
  return "Not sent";
}

const CELL = stackedTable.cell;

/**
 * Deliveries as a table that turns into cards on a phone: the delivery log (with the booking
 * column) or one booking's alerts (without it).
 */
export function DeliveryTable({ deliveries, caption, showBooking }: { deliveries: readonly ShownDelivery[]; caption: string; showBooking: boolean }) {
  const columns = [...(showBooking ? ["Booking"] : []), "Channel", "State", "Attempts", "Sent at", "Last error"];
  return (
    <div className="sm:overflow-x-auto">
      <table className={stackedTable.table}>
        <caption className="sr-only">{caption}</caption>
        <TableHead columns={columns} cellClassName="px-3 py-2" className={stackedTable.head} />
        <tbody className={stackedTable.body}>
          {deliveries.map((delivery) => (
            <tr key={delivery.id} className={stackedTable.row}>
              {showBooking ? (
                <td className={`${CELL} max-sm:col-span-2`} data-label="Booking">
                  {delivery.booking_id ? (
                    <Link to={`/admin/bookings/${delivery.booking_id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                      #{delivery.booking_id} {delivery.booking_name}
                    </Link>
                  ) : (
                    <span className="font-medium">Test alert</span>
                  )}
                  <div className="text-xs text-slate-500">{formatIstDateTime(delivery.created_at)}</div>
                </td>
              ) : null}
              <td className={`${CELL} break-words max-sm:col-span-2`} data-label="Channel">
                {channelText(delivery)}
              </td>
              <td className={CELL} data-label="State">
                <DeliveryStateBadge delivery={delivery} />
              </td>
              <td className={CELL} data-label="Attempts">
                {delivery.attempts}
              </td>
              <td className={`${CELL} max-sm:col-span-2`} data-label="Sent at">
                {whenText(delivery)}
              </td>
              <td className={`${CELL} break-words text-slate-700 max-sm:col-span-2`} data-label="Last error">
                {delivery.last_error ?? "None"}
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
  return (
    <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <h3 className="border-b border-slate-200 px-4 py-3 font-semibold">Staff alerts</h3>
      {deliveries.length === 0 ? (
        <p className="px-4 py-4 text-sm text-slate-600">
          No alerts: no alert channel was on when this booking was made (
          <Link to="/admin/settings/notifications" className="font-medium text-brand-700 underline">
            Notifications
          </Link>
          ).
        </p>
      ) : (
        <DeliveryTable deliveries={deliveries} caption="Alerts of this booking" showBooking={false} />
      )}
    </div>
  );
}
