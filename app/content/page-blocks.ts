// The vocabulary of the brand, service and machine pages: each page is a hero, an ordered list
// of typed blocks, a warranty line and a closing call to action. The page entries live in
// *-pages.server.ts (loader-only, so their copy never ships in a browser bundle); this file holds
// only types, which the client-side template imports.

/** A title with a short explanation: benefits, technologies, reasons, feature cards. */
type InfoCard = { title: string; text: string };

/** A fault with what the technician does about it, optionally an estimated time. */
type IssueCard = { title: string; text: string; solution?: string; time?: string };

type ErrorCode = { code: string; meaning: string; fix: string };

export type PageLink = { label: string; href: string };

export type Step = { title: string; text: string };

type Tier = {
  name: string;
  /** Shown only where the business publishes prices (maintenance plans). */
  price?: string;
  /** Badge such as 'Most Popular' or 'Most Common'. */
  highlight?: string;
  summary: string;
  features: readonly string[];
};

/** What a per-card Book button presets: the card title, or the card title plus ' Repair'. */
export type CardBooking = { label: string; service: "title" | "title-repair" };

/** The service a per-card Book button presets. */
export function cardService(booking: CardBooking, title: string): string {
  return booking.service === "title-repair" ? `${title} Repair` : title;
}

export type PageBlock = { id: string; title: string; intro?: string; muted?: boolean } & (
  | { kind: "cards"; cards: readonly InfoCard[]; book?: CardBooking }
  | { kind: "issues"; issues: readonly IssueCard[]; book?: CardBooking }
  | { kind: "error-codes"; codes: readonly ErrorCode[] }
  | { kind: "steps"; steps: readonly Step[] }
  | { kind: "tiers"; tiers: readonly Tier[]; book?: CardBooking }
  /** Short items shown as chips: models, tags, brand variants. */
  | { kind: "chips"; items: readonly string[] }
  /** Chips that lead to other pages of the site: areas, brands. */
  | { kind: "links"; links: readonly PageLink[] }
  /** A checklist: problems, signs, inclusions, tasks. Several lists sit side by side. */
  | { kind: "lists"; lists: readonly { title?: string; items: readonly string[] }[] }
  /** A highlighted paragraph set: safety notice, recommended frequency. */
  | { kind: "notice"; tone: "warning" | "info"; paragraphs: readonly string[] }
);

type PageHeroContent = {
  badge: string;
  heading: string;
  intro: string;
  bookLabel: string;
  points: readonly string[];
  /** Adds a WhatsApp chat button next to Book and Call. */
  chat?: boolean;
};

type ClosingCta = { title: string; text: string; bookLabel: string; service?: string; chatText?: string };

/** Everything the catalog template needs for one page; serialisable, sent by the loader. */
export type CatalogPage = {
  /** SEO title before ' Bangalore - WashFix Bengaluru'. */
  seoTitle: string;
  description: string;
  keywords: readonly string[];
  /** The breadcrumb's and JSON-LD service's name. */
  name: string;
  hero: PageHeroContent;
  /** The booking preset of every Book button on the page. */
  booking: { service: string; brand?: string; machine?: string };
  blocks: readonly PageBlock[];
  warranty: string;
  cta: ClosingCta;
  /** Panasonic also publishes LocalBusiness data. */
  localBusiness?: boolean;
};
