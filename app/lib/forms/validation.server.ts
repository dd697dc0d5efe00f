// Route modules import form parsing from here, not from ~/lib/schemas directly. The browser
// build drops *.server modules, so zod and the phone rules never enter a route's browser
// chunk: the compiler splits chunks by the import graph, unused imports included. The browser
// loads the same schemas lazily, for instant feedback (see useLazyValidate).
export { BOOKING_FAILED_MESSAGE, bookingConstraint, parseBookingForm } from "~/lib/schemas/booking";
export { contactConstraint, parseContactForm } from "~/lib/schemas/contact";
export { loginSchema } from "~/lib/schemas/login";
export { parseWarrantyCheck } from "~/lib/schemas/warranty";
