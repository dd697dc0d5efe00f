import { TIME_SLOTS, type TimeSlot } from "~/content/booking";
import { POPULAR_LOCALITIES } from "~/content/localities";
import { bookingConstraint, type FieldConstraints } from "~/lib/schemas/booking";

export type ServiceOption = { name: string; description: string };

export type BookingOptions = {
  timeSlots: readonly TimeSlot[];
  /** The locality picker's popular chips. */
  popularLocalities: readonly string[];
  /** The services a visitor can choose in the booking form. */
  services: readonly ServiceOption[];
  /** Which booking fields are required, for the browser's required attributes. */
  constraint: FieldConstraints;
};

// Until the admin's form settings are stored (issue 5), the seed values of SPEC.md section 3.
const SERVICES: readonly ServiceOption[] = [
  { name: "General Repair", description: "Diagnosis and repair of any washing machine fault" },
  { name: "Installation", description: "Unboxing, connections and a test run of a new machine" },
  { name: "Maintenance", description: "Drum cleaning, descaling and a full check-up" },
  { name: "Door Lock Repair", description: "Stuck doors, broken handles and faulty lock assemblies" },
  { name: "PCB Repair", description: "Control board diagnosis and component-level repair" },
];

/** What the booking form offers: the public site reads it on every page through the root loader. */
export async function getBookingOptions(): Promise<BookingOptions> {
  const timeSlots = TIME_SLOTS;
  return {
    timeSlots,
    popularLocalities: POPULAR_LOCALITIES,
    services: SERVICES,
    constraint: bookingConstraint(timeSlots.map((slot) => slot.value)),
  };
}
