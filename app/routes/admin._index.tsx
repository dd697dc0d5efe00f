import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/auth.server";
import { StatusBadge } from "~/components/admin/status-badge";
import { StatusButtons } from "~/components/admin/status-buttons";
import { DEFAULT_BRAND } from "~/content/booking";
import { formatIndianPhone } from "~/lib/phone";
import { formatIstDateTime } from "~/lib/time";
import { listBookings } from "~/models/bookings.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { bookings: await listBookings({ limit: 100 }) };
}

export default function AdminBookings() {
  const { bookings } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="bookings-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <h2 id="bookings-heading" className="border-b border-slate-200 px-4 py-3 text-lg font-semibold">
        Bookings
      </h2>
      {bookings.length === 0 ? (
        <p className="px-4 py-8 text-center text-slate-600">No bookings yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
              <tr>
                {["Customer", "Contact", "Location", "Service", "Issue", "Time Slot", "Date", "Status", "Actions"].map((h) => (
                  <th key={h} scope="col" className="px-4 py-3 font-semibold">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {bookings.map((booking) => (
                <tr key={booking.id} className="align-top">
                  <td className="px-4 py-3">
                    <div className="font-medium text-slate-900">{booking.name}</div>
                    <div className="text-xs text-slate-500">{booking.brand || DEFAULT_BRAND}</div>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">{formatIndianPhone(booking.phone)}</td>
                  <td className="px-4 py-3">{booking.locality}</td>
                  <td className="px-4 py-3">{booking.service}</td>
                  <td className="max-w-56 px-4 py-3">
                    <p className="truncate" title={booking.issue}>
                      {booking.issue}
                    </p>
                  </td>
                  <td className="px-4 py-3">{booking.time_slot}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{formatIstDateTime(booking.created_at)}</td>
                  <td className="px-4 py-3">
                    <StatusBadge status={booking.status} />
                  </td>
                  <td className="px-4 py-3">
                    <StatusButtons bookingId={booking.id} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
