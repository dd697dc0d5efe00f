import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/auth.server";
import { CustomerContact } from "~/components/admin/customer-contact";
import { StatusBadge } from "~/components/admin/status-badge";
import { StatusButtons } from "~/components/admin/status-buttons";
import { DEFAULT_BRAND } from "~/content/booking";
import { formatIstDateTime } from "~/lib/time/ist";
import { getBooking, listStatusChanges } from "~/models/bookings.server";
import { timeSlotLabels } from "~/models/settings.server";
import { customerConfirmationText } from "~/content/business";
import { parseBookingId } from "~/lib/booking/status";
import { TableHead } from "~/components/admin/table-head";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Booking ${data.booking.id} - Admin` : "Booking not found - Admin" },
  { name: "robots", content: "noindex,nofollow" },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = parseBookingId(params.bookingId);
  const booking = id ? await getBooking(id) : undefined;
  if (!booking) throw new Response("Booking not found", { status: 404 });
  const [history, slotLabels] = await Promise.all([listStatusChanges(booking.id), timeSlotLabels()]);
  return { booking, history, slotLabel: slotLabels.get(booking.time_slot) ?? booking.time_slot };
}

export default function BookingDetail() {
  const { booking, history, slotLabel } = useLoaderData<typeof loader>();
  const details = [
    { term: "Brand", value: booking.brand || DEFAULT_BRAND },
    { term: "Location", value: booking.locality },
    { term: "Service", value: booking.service },
    { term: "Time Slot", value: slotLabel || "Any time" },
    { term: "Date", value: formatIstDateTime(booking.created_at) },
  ];
  return (
    <section aria-labelledby="booking-heading" className="space-y-4">
      <Link to="/admin" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
        ← All bookings
      </Link>
      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="booking-heading" className="text-xl font-semibold text-slate-900">
              Booking {booking.id}: {booking.name}
            </h2>
            <div className="mt-2">
              <StatusBadge status={booking.status} />
            </div>
          </div>
          <StatusButtons bookingId={booking.id} />
        </div>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <div>
            <dt className="text-sm font-medium text-slate-600">Contact</dt>
            <dd className="mt-1">
              <CustomerContact
                phone={booking.phone}
                name={booking.name}
                message={customerConfirmationText({ name: booking.name, service: booking.service, slot: slotLabel })}
              />
            </dd>
          </div>
          {details.map(({ term, value }) => (
            <div key={term}>
              <dt className="text-sm font-medium text-slate-600">{term}</dt>
              <dd className="mt-1 text-slate-900">{value}</dd>
            </div>
          ))}
          <div className="sm:col-span-2 lg:col-span-3">
            <dt className="text-sm font-medium text-slate-600">Issue</dt>
            <dd className="mt-1 whitespace-pre-wrap text-slate-900">{booking.issue || "Not described"}</dd>
          </div>
        </dl>
      </div>

      <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <h3 className="border-b border-slate-200 px-4 py-3 font-semibold">Status history</h3>
        {history.length === 0 ? (
          <p className="px-4 py-4 text-sm text-slate-600">No status changes yet: the booking is as it was received.</p>
        ) : (
          <table className="w-full text-left text-sm">
            <TableHead columns={["When", "From", "To", "By"]} />
            <tbody className="divide-y divide-slate-100">
              {history.map((change) => (
                <tr key={change.id}>
                  <td className="px-4 py-2 whitespace-nowrap">{formatIstDateTime(change.changed_at)}</td>
                  <td className="px-4 py-2">
                    <StatusBadge status={change.old_status} />
                  </td>
                  <td className="px-4 py-2">
                    <StatusBadge status={change.new_status} />
                  </td>
                  <td className="px-4 py-2">{change.admin_email}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
