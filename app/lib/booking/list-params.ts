// The admin bookings table's URL: /admin?status=pending&q=koramangala&technician=3&date=today&sort=visit&page=2.
// The filter lives in the URL so it works without JavaScript, can be bookmarked, and a status
// change or the CSV export can carry it along.
import { type BookingStatus, isBookingStatus } from "~/lib/booking/status";
import { parseRowId } from "~/lib/forms/row-id";
import { addDays, istDateString, istInstant } from "~/lib/time/ist";

export const BOOKINGS_PAGE_SIZE = 25;

/** The status filter's choices beyond the statuses: the bookings from blocked numbers. */
export const BLOCKED_FILTER = "blocked";

export type BookingListParams = {
  status?: BookingStatus | typeof BLOCKED_FILTER;
  search?: string;
  technicianId?: number;
  /** "today", "tomorrow" or a day (YYYY-MM-DD): the visits on that day. */
  date?: string;
  /** The export's range of booking days (YYYY-MM-DD, in Bengaluru), both ends included: "this month", "last month" or from-to. */
  from?: string;
  to?: string;
  sort?: "visit";
  page: number;
};

const MAX_SEARCH_LENGTH = 100;
const MAX_PAGE = 1_000_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Anything unexpected in the URL means "no filter" or page 1, never an error. */
export function parseBookingListParams(searchParams: URLSearchParams): BookingListParams {
  const status = searchParams.get("status") ?? "";
  const search = (searchParams.get("q") ?? "").trim().slice(0, MAX_SEARCH_LENGTH);
  const date = searchParams.get("date") ?? "";
  const day = (name: string) => {
    const value = searchParams.get(name) ?? "";
    return DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;
  };
  const page = Number.parseInt(searchParams.get("page") ?? "1", 10);
  return {
    status: isBookingStatus(status) || status === BLOCKED_FILTER ? status : undefined,
    search: search || undefined,
    // A row id, read like a booking id.
    technicianId: parseRowId(searchParams.get("technician")) ?? undefined,
    date: date === "today" || date === "tomorrow" || (DAY.test(date) && !Number.isNaN(Date.parse(date))) ? date : undefined,
    sort: searchParams.get("sort") === "visit" ? "visit" : undefined,
    from: day("from"),
    to: day("to"),
    page: Number.isSafeInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The model's filter for these params, "today" and "tomorrow" read in Bengaluru at `now`. */
export function bookingFilter({ status, search, technicianId, date, sort, from, to }: BookingListParams, now: Date) {
  const today = istDateString(now);
  return {
    // Booked on or after `from`, before the day after `to`: instants, as bookings are stored.
    createdFrom: from ? istInstant(from, "00:00").toISOString() : undefined,
    createdBefore: to ? istInstant(addDays(to, 1), "00:00").toISOString() : undefined,
    status: status === BLOCKED_FILTER ? undefined : status,
    blocked: status === BLOCKED_FILTER,
    search,
    technicianId,
    visitDate: date === "today" ? today : date === "tomorrow" ? addDays(today, 1) : date,
    sort,
  };
}

/** The query string for these params ('' when there is nothing to say), page 1 left out. */
export function bookingListSearch({ status, search, technicianId, date, sort, page }: Partial<BookingListParams>): string {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (search) params.set("q", search);
  if (technicianId) params.set("technician", String(technicianId));
  if (date) params.set("date", date);
  if (sort) params.set("sort", sort);
  if (page && page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}
