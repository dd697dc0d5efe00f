// The admin bookings table's URL: /admin?status=pending&q=koramangala&technician=3&page=2. The filter lives
// in the URL so it works without JavaScript, can be bookmarked, and a status change or the CSV
// export can carry it along.
import { isBookingStatus, type BookingStatus } from "~/lib/booking/status";
import { parseRowId } from "~/lib/forms/row-id";

export const BOOKINGS_PAGE_SIZE = 25;

export type BookingListParams = { status?: BookingStatus; search?: string; technicianId?: number; page: number };

const MAX_SEARCH_LENGTH = 100;
const MAX_PAGE = 1_000_000;

/** Anything unexpected in the URL means "no filter" or page 1, never an error. */
export function parseBookingListParams(searchParams: URLSearchParams): BookingListParams {
  const status = searchParams.get("status") ?? "";
  const search = (searchParams.get("q") ?? "").trim().slice(0, MAX_SEARCH_LENGTH);
  const page = Number.parseInt(searchParams.get("page") ?? "1", 10);
  return {
    status: isBookingStatus(status) ? status : undefined,
    search: search || undefined,
    // A row id, read like a booking id.
    technicianId: parseRowId(searchParams.get("technician")) ?? undefined,
    page: Number.isSafeInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The query string for these params ('' when there is nothing to say), page 1 left out. */
export function bookingListSearch({ status, search, technicianId, page }: Partial<BookingListParams>): string {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (search) params.set("q", search);
  if (technicianId) params.set("technician", String(technicianId));
  if (page && page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}
