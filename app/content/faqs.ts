import { business } from "~/content/business";
// The home page's FAQ: eight questions, shown one open at a time and published as FAQPage data.
export type Faq = { question: string; answer: string };

export const HOME_FAQS: readonly Faq[] = [
  {
    question: "How quickly can a technician reach my home?",
    answer: `For most Bengaluru areas we offer same-day service, subject to technician availability. After you book, a technician calls you ${business.callbackWithin} to confirm a time slot.`,
  },
  {
    question: "How much does a washing machine repair cost?",
    answer:
      "Inspection is free and basic repairs start from ₹299. The technician diagnoses the fault first and tells you the full price, including any parts, before starting work. There are no hidden charges.",
  },
  {
    question: "Which brands do you repair?",
    answer:
      "We repair all major brands, including LG, Samsung, IFB, Bosch, Whirlpool, Haier, Godrej, Voltas, Panasonic and Siemens. We are an independent repair service and are not affiliated with any of these brands.",
  },
  {
    question: "Do you give a warranty on repairs?",
    answer:
      "Yes. Repairs carry up to 12 months of warranty and replaced parts carry 6 months, depending on the work done. The period for your repair is written on your invoice.",
  },
  {
    question: "Do you use genuine spare parts?",
    answer: "Yes. We use genuine or equivalent-quality parts from trusted suppliers and show you the old part after replacement.",
  },
  {
    question: "Can you repair a machine that is still under the manufacturer's warranty?",
    answer:
      "If your machine is still within the manufacturer's warranty, contact the brand's service centre first, as our repair may affect that warranty. You can check your warranty status on our Check Warranty page.",
  },
  {
    question: "How do I pay?",
    answer: "You pay on completion by cash, UPI or another digital method. We take no advance for standard repairs.",
  },
  {
    question: "Can I cancel or reschedule a booking?",
    answer:
      'Yes, on your booking\'s own page: open the link you got when you booked ("See your booking"), then cancel or pick another day and time, free up to 2 hours before the visit. After that, or without the link, call or WhatsApp us.',
  },
];
