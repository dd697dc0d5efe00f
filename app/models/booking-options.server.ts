import { DEFAULT_BRAND, DEFAULT_SERVICE } from "~/content/booking";
import { CATALOG_BRANDS, PRESET_SERVICES } from "~/content/booking-catalog.server";
import { isMachineSlug } from "~/content/machines";
import { bookableDays } from "~/lib/booking/office-hours";
import { slotHasStarted } from "~/lib/booking/visit";
import { type BookingCatalog, bookingConstraint } from "~/lib/schemas/booking";
import * as clock from "~/lib/time/clock.server";
import { fullSlotsByDay } from "~/models/bookings.server";
import { listPopularLocalityNames, listServices, listTimeSlots } from "~/models/settings.server";

/** A maintenance plan's link, as its page writes it. */
const PLAN_TOKEN = /^[A-Za-z0-9_-]{32}$/;

export type TimeSlot = { label: string; value: string; startsAt: string | null };

/**
 * What the booking form offers, as the admin's form settings say, and which day's slots are
 * full: the /book loader sends it to the booking page and to the dialog, which fetches it as it
 * opens, so a change in the admin shows on the site at once.
 */
export async function getBookingOptions(now: Date = clock.now()) {
  const days = bookableDays(now);
  const [slots, popularLocalities, services, fullSlots] = await Promise.all([
    listTimeSlots(),
    listPopularLocalityNames(),
    listServices(),
    fullSlotsByDay(days),
  ]);
  return {
    timeSlots: slots.map(({ label, value, startsAt }): TimeSlot => ({ label, value, startsAt })),
    /** The days a visit can be booked for, today first (YYYY-MM-DD, Bengaluru). */
    days,
    /** The slots with no place left, by day. */
    fullSlots,
    /**
     * The server's instant the options were read, on its clock: the browser checks a visit's day
     * and slot against it rather than the device's clock, which may be wrong (and never refuses
     * what the server would take; a slot that starts while the form is filled in is the server's to refuse).
     */
    now: now.toISOString(),
    /** Today's slots that have started (so cannot be booked), marked on the page before any script runs. */
    startedToday: slots.filter((slot) => slotHasStarted({ value: slot.value, startsAt: slot.startsAt }, days[0]!, now)).map((slot) => slot.value),
    /** The locality picker's chips. */
    popularLocalities,
    /** The form's service choices (their names; the descriptions are for staff). */
    services: services.map(({ name }) => name),
  };
}

/**
 * What a booking's service and brand may be (the /book action's schema checks it): every preset
 * of the site's Book buttons and every brand (content/booking-catalog.server.ts), and the
 * admin's services as they are now.
 */
async function bookingCatalog(): Promise<BookingCatalog> {
  const services = await listServices();
  return { services: new Set([...PRESET_SERVICES, ...services.map((service) => service.name)]), brands: CATALOG_BRANDS };
}

/** What a booking is checked against now: the slots' starts, the moment, and the catalog. */
export async function bookingRules(now: Date = clock.now()) {
  const [slots, catalog] = await Promise.all([listTimeSlots(), bookingCatalog()]);
  return { slots: slots.map(({ value, startsAt }) => ({ value, startsAt })), now, catalog };
}

/**
 * What the booking form starts from: its preset, a submission id of its own, and the options. A
 * preset service or brand outside the catalog (a made-up link) falls back to the defaults.
 */
export async function bookingFormData(preset: { service?: string; brand?: string; machine?: string; locality?: string; plan?: string }) {
  const catalog = await bookingCatalog();
  const known = (value: string | undefined, accepted: ReadonlySet<string>) => (value && accepted.has(value) ? value : "");
  return {
    preset: {
      service: known(preset.service, catalog.services) || DEFAULT_SERVICE,
      brand: known(preset.brand, catalog.brands),
      machineType: preset.machine && isMachineSlug(preset.machine) ? preset.machine : "",
      locality: preset.locality ?? "",
      /** A maintenance plan's link, when booked from its page ("Book a plan visit"): the proof that puts the visit under the plan. */
      plan: preset.plan && PLAN_TOKEN.test(preset.plan) ? preset.plan : "",
    },
    /** The brands the form offers ("Not sure" is the empty choice). */
    brands: [...catalog.brands].filter((brand) => brand !== DEFAULT_BRAND),
    submissionId: crypto.randomUUID(),
    constraint: bookingConstraint(),
    ...(await getBookingOptions()),
  };
}
