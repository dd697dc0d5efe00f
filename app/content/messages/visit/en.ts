// A visit's smaller words, in English: a price-list line's quantity on the job screen (field.), the
// customer's page's arrival estimate after On my way (customer.) and "Any time"'s capacity in Form
// Settings (setup.). Its ids are the ids every language must have.
export const visitEn = {
  "field.quantityInvalid": "Enter a quantity from 1 to 99.",
  "customer.arrivingIn": "Expected in about {minutes} min, around {time}.",
  "setup.anyTime": "Any time",
  "setup.anyTimeHint": "Bookings without a time slot (or in one since removed)",
} as const;
