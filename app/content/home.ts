// The home page's own copy: hero, services, process, trust figures, about text and common
// problems, in English (content/kn/home.ts and content/hi/home.ts: the same in Kannada and Hindi).
// Only the page's loader reads it: the copy travels as page data, in the page's language.
import { business } from "~/content/business";
import { type Faq, HOME_FAQS } from "~/content/faqs";

export type Stat = { value: string; label: string };

const HERO_POINTS = ["Expert Technicians", "12 Months Warranty", "Same-Day Service"] as const;

const HERO_STATS: readonly Stat[] = [
  { value: "500+", label: "Happy Customers" },
  { value: "24/7", label: "Emergency line" },
  { value: "2Hr", label: "Response" },
  { value: "4.9", label: "Rating" },
];

type HomeService = {
  title: string;
  text: string;
  features: readonly string[];
  /** A service page path. */
  to: string;
  popular?: boolean;
};

const HOME_SERVICES: readonly HomeService[] = [
  {
    title: "Washing Machine Repair",
    text: "Diagnosis and repair at your home for every make and model, front load, top load and semi-automatic.",
    features: ["Free inspection", `Basic repairs from ${business.repairsFrom}`, "Genuine parts with warranty"],
    to: "/services/washing-machine-repair",
    popular: true,
  },
  {
    title: "Installation & Setup",
    text: "Unboxing, transit bolt removal, inlet and drain connections, levelling and a test wash for a new or moved machine.",
    features: ["Tap adapters and hoses fitted", "Levelling on uneven floors", "Demo of every programme"],
    to: "/services/installation",
  },
  {
    title: "Annual Maintenance",
    text: "Drum descaling, filter and pump cleaning and a safety check, so small problems are caught before they become breakdowns.",
    features: ["Plans from ₹799", "Descaling for hard borewell water", "Priority visits for plan holders"],
    to: "/services/maintenance",
  },
];

type ProcessStep = { title: string; text: string };

const PROCESS_STEPS: readonly ProcessStep[] = [
  {
    title: "Tell us the issue",
    text: "Book online, call or WhatsApp us with your machine's brand and what it is doing. An error code or a short video helps.",
  },
  {
    title: "Get a slot today",
    text: `A technician calls you back ${business.callbackWithin} and fixes a time that suits you, the same day in most areas.`,
  },
  {
    title: "Expert repair",
    text: "The technician diagnoses the fault, quotes the price before starting, repairs the machine and tests it with you.",
  },
];

const PROCESS_STATS: readonly Stat[] = [
  { value: "90%", label: "Same-day resolution" },
  { value: "40+", label: "Localities covered" },
  { value: business.repairsFrom, label: "Basic repairs from" },
  { value: "Free", label: "Inspection" },
];

const REVIEW_STATS: readonly Stat[] = [
  { value: "4.9", label: "Rating (400+ reviews)" },
  { value: "98%", label: "Satisfaction" },
  { value: "24Hr", label: "Support" },
];

const ABOUT_PARAGRAPHS: readonly string[] = [
  "We are a team of washing machine technicians working across Bengaluru, from Hebbal in the north to Electronic City in the south. Every technician has years of hands-on work on front loaders, top loaders and semi-automatic machines of all the major brands.",
  "Bengaluru homes bring their own problems: hard borewell and tanker water that scales heaters and valves, low water pressure on upper floors of apartment blocks, voltage dips that damage control boards, and small utility balconies where machines sit exposed to dust and rain. We know these faults well and carry the common parts in our vans, so most repairs finish in one visit.",
  "We are an independent repair service and are not affiliated with any appliance brand. You get an upfront price, genuine parts and a written warranty on the work.",
];

const COMMON_PROBLEMS: readonly string[] = [
  "Machine not starting or no power",
  "Water not draining",
  "Drum not spinning",
  "Loud noise or vibration during spin",
  "Water leaking from the bottom",
  "Door or lid not opening",
  "Error code on the display",
  "Water not filling",
  "Clothes still wet after spin",
  "Burning smell or tripping power",
  "Control panel buttons not responding",
  "Bad smell or mould in the drum",
];

/** Everything the home page says beyond its headings, in one language. */
export type HomeCopy = {
  heroPoints: readonly string[];
  heroStats: readonly Stat[];
  services: readonly HomeService[];
  processSteps: readonly ProcessStep[];
  processStats: readonly Stat[];
  reviewStats: readonly Stat[];
  about: readonly string[];
  problems: readonly string[];
  faqs: readonly Faq[];
};

export const HOME_EN: HomeCopy = {
  heroPoints: HERO_POINTS,
  heroStats: HERO_STATS,
  services: HOME_SERVICES,
  processSteps: PROCESS_STEPS,
  processStats: PROCESS_STATS,
  reviewStats: REVIEW_STATS,
  about: ABOUT_PARAGRAPHS,
  problems: COMMON_PROBLEMS,
  faqs: HOME_FAQS,
};
