import { addressLine, business } from "~/content/business";
import { officeHoursText } from "~/content/hours";
import { DEFAULT_PRIVACY_FACTS, PRIVACY_NOTICES } from "~/content/privacy";

// The three legal pages. Their facts: free cancellation up to 2 hours
// before the visit, payment on completion, the diagnostic fee adjusted against the repair, the
// warranty periods, and the warranty checker that keeps invoices in the browser.
export type LegalSection = { heading: string; paragraphs: readonly string[] };

export type LegalDocument = {
  /** Its messages' key: legal.{key}.title and legal.{key}.intro in every language. */
  key: "terms" | "privacy" | "refund";
  path: string;
  title: string;
  description: string;
  intro: string;
  updated: string;
  sections: readonly LegalSection[];
};

const contactSection: LegalSection = {
  heading: "Contact us",
  paragraphs: [
    `${business.name}, ${addressLine}. Phone ${business.phoneDisplay}, e-mail ${business.email}.`,
    `${officeHoursText.weekdays}; ${officeHoursText.sunday}. ${officeHoursText.emergency}.`,
  ],
};

export const TERMS: LegalDocument = {
  key: "terms",
  path: "/terms",
  title: "Terms and Conditions",
  description: `The terms for bookings, visits, payment, cancellation and warranty when ${business.name} repairs your washing machine.`,
  intro: `These terms apply when you book a visit from ${business.name} through this website, by phone or by WhatsApp. By booking, you agree to them.`,
  updated: "1 November 2026",
  sections: [
    {
      heading: "Who we are",
      paragraphs: [
        `${business.name} is an independent washing machine repair, installation and maintenance service operating in Bengaluru, Karnataka. We are not affiliated with, authorised by or acting for any appliance manufacturer. Brand names on this website only describe the machines we repair.`,
      ],
    },
    {
      heading: "Bookings and visits",
      paragraphs: [
        `A booking is a request for a visit. After you book, a technician calls you, normally ${business.callbackWithin}, to confirm the time. Same-day visits are offered subject to technician availability; a confirmed slot is an estimate and traffic or earlier jobs may delay it, in which case we will call you.`,
        "Please give a correct phone number and address, and make sure an adult is at home during the visit. The technician needs safe access to the machine, a working power socket and water supply.",
      ],
    },
    {
      heading: "Inspection, quotes and prices",
      paragraphs: [
        "Inspection is free for standard bookings. Where a diagnostic fee applies (for example for emergency visits outside office hours), it is told to you before the visit. The diagnostic fee is not refundable, but it is adjusted against the repair cost if you go ahead with the repair.",
        "Basic repairs start from ₹299. Before starting any work, the technician tells you the full price, including parts and labour, and starts only after you agree. If the repair needs more work than quoted, we stop and ask you first.",
      ],
    },
    {
      heading: "Payment",
      paragraphs: [
        "Payment is due on completion of the work, by cash, UPI or another digital payment method. We do not take an advance for standard repairs. Special-order parts may need an advance, which we will always tell you beforehand and mention on your invoice.",
      ],
    },
    {
      heading: "Cancellation and rescheduling",
      paragraphs: [
        "You may cancel or reschedule free of charge up to 2 hours before the appointment, by phone or WhatsApp. The Refund Policy explains what happens when a visit is cancelled later or when a payment needs to be returned.",
      ],
    },
    {
      heading: "Warranty",
      paragraphs: [
        "Our repairs carry a warranty of up to 12 months, depending on the work. The period for your repair is written on your invoice. The Refund Policy lists the usual periods for each type of work and what the warranty covers.",
        "If your machine is still under the manufacturer's warranty, our work may affect that warranty; please check with the manufacturer before booking us.",
      ],
    },
    {
      heading: "Replaced parts",
      paragraphs: ["We use genuine or equivalent-quality parts. Parts we remove are shown to you and left with you unless you ask us to dispose of them."],
    },
    {
      heading: "Liability",
      paragraphs: [
        "We take reasonable care during every visit. We are not responsible for faults caused by the building's wiring, plumbing or water quality, for damage from misuse after the repair, or for loss that could not reasonably have been foreseen. Nothing in these terms limits your rights as a consumer under the Consumer Protection Act, 2019.",
      ],
    },
    {
      heading: "Governing law",
      paragraphs: ["These terms are governed by the laws of India. Courts in Bengaluru have jurisdiction over any dispute."],
    },
    contactSection,
  ],
};

export const PRIVACY: LegalDocument = {
  key: "privacy",
  path: "/privacy",
  title: "Privacy Policy",
  description: `What ${business.name} collects when you book or contact us, why, how long it is kept, your rights and how to use them.`,
  intro: `This notice explains what personal data ${business.name} collects through this website, why, how long we keep it, and how you can see, correct or erase it. We collect only what we need to arrange, carry out and bill your repair.`,
  updated: "26 November 2026",
  // Whole in every language, with the configured figures: the privacy route draws privacyNotice().
  sections: [...PRIVACY_NOTICES.en(DEFAULT_PRIVACY_FACTS), contactSection],
};

export const REFUND_POLICY: LegalDocument = {
  key: "refund",
  path: "/refund-policy",
  title: "Refund Policy",
  description: `Cancellations, refunds, the diagnostic fee and repair warranty periods at ${business.name}, Bengaluru.`,
  intro: "We want you to pay only for work that fixes your machine. This policy explains cancellations, refunds and the warranty on our repairs.",
  updated: "1 November 2026",
  sections: [
    {
      heading: "Cancellations",
      paragraphs: [
        "Cancellation is free up to 2 hours before your appointment. If you cancel later, or the technician cannot get access at the agreed time, we may charge a visit fee, which we tell you when you book.",
      ],
    },
    {
      heading: "Payment on completion",
      paragraphs: [
        "Because payment is due only on completion, by cash, UPI or another digital method, and no advance is taken for standard repairs, most bookings never need a refund. If an advance was paid for a special-order part and we cannot supply it, the advance is refunded in full.",
      ],
    },
    {
      heading: "Diagnostic fee",
      paragraphs: [
        "Where a diagnostic fee applies, it is not refundable, because the technician's time and travel have been spent. If you go ahead with the repair, the fee is adjusted against the repair cost, so you do not pay it twice.",
      ],
    },
    {
      heading: "Warranty on repairs",
      paragraphs: [
        "Our repairs carry a warranty of up to 12 months. The usual periods are: 90 days on general repairs and labour; 6 months on replaced spare parts; 6 months on component-level PCB repair; 12 months on a complete PCB replacement; 30 days on the Deep Clean Service and 90 days on the Premium Maintenance plan. The exact period is on your invoice.",
        "Within the warranty, if the same fault comes back we repair it again free of charge. The warranty does not cover new faults in other parts, damage from voltage surges, water quality, misuse or moving the machine, or repairs done by anyone else after our visit.",
      ],
    },
    {
      heading: "When you get a refund",
      paragraphs: [
        "If the same fault returns within the warranty and we cannot repair it, we refund the amount paid for that repair. Approved refunds are paid within 7 working days, to the UPI ID or bank account you give us, or in cash for cash payments.",
      ],
    },
    {
      heading: "How to ask",
      paragraphs: ["Call or WhatsApp us with your invoice number and a short description of the problem. We reply within one working day."],
    },
    contactSection,
  ],
};
