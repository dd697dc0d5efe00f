// The business's facts, in one place: every tel:, WhatsApp and mailto link and every
// page that shows a number or an address reads it from here.

/** The office's hours (24-hour, Bengaluru): the pages' text, the search engines' data and the booking rules. */
export const OPENING_HOURS = {
  weekdays: { opens: "08:00", closes: "20:00" },
  sunday: { opens: "09:00", closes: "18:00" },
} as const;

export const business = {
  name: "WashFix Bengaluru",
  legalNote: "WashFix Bengaluru is an independent repair service and is not affiliated with any appliance brand.",
  /** E.164; shown as `phoneDisplay`, dialled and messaged as the same number. */
  phone: "+919008012345",
  phoneDisplay: "+91 90080 12345",
  whatsapp: "919008012345",
  email: "help@washfixbengaluru.in",
  address: {
    street: "Santhusapet, Chickpet",
    city: "Bengaluru",
    region: "Karnataka",
    postalCode: "560053",
    country: "IN",
  },
  /** Outside OPENING_HOURS (its text: officeHoursText in app/content/hours.ts). */
  emergencyHours: "Emergency service 24/7 at additional charges",
  /** How soon a technician calls back after a booking: the promise every page repeats. */
  callbackWithin: "within 2 hours",
  /** Where basic repairs start: the home page and the booking form say it from here. */
  repairsFrom: "₹299",
  /** How soon a message sent through the contact form is answered. */
  replyWithin: "within 24 hours",
  rating: { value: 4.9, best: 5, worst: 1, count: 850 },
  social: {
    facebook: "https://www.facebook.com/washfixbengaluru",
    instagram: "https://www.instagram.com/washfixbengaluru",
    twitter: "https://twitter.com/washfixblr",
  },
} as const;

export const addressLine = `${business.address.street}, ${business.address.city}, ${business.address.region} ${business.address.postalCode}`;
