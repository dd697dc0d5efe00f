import { Link } from "react-router";

import { type BookingPreset, BookLink } from "~/components/booking/book-link";
import { CheckIcon } from "~/components/sections/page-hero";
import { Card, Section } from "~/components/sections/section";
import { Badge } from "~/components/ui/badge";
import { type CardBooking, cardService, type PageBlock } from "~/content/page-blocks";
import { useT } from "~/lib/i18n/i18n";

/** The Book button at the foot of a card, preset from the card's title. */
function CardBookLink({ booking, title, preset, highlighted = false }: { booking: CardBooking; title: string; preset?: CardPreset; highlighted?: boolean }) {
  return (
    <BookLink
      service={cardService(booking, title)}
      brand={preset?.brand}
      machine={preset?.machine}
      variant={highlighted ? "premium" : "default"}
      className="mt-4 self-start"
    >
      {booking.label}
    </BookLink>
  );
}

/** What a page presets on every per-card Book button beside the card's service: its brand, its machine type. */
type CardPreset = Pick<BookingPreset, "brand" | "machine">;

type BlockProps<K extends PageBlock["kind"]> = { block: Extract<PageBlock, { kind: K }>; preset?: CardPreset };

/** Renders a page's blocks in order; `preset` presets every per-card Book button. */
export function PageBlocks({ blocks, preset }: { blocks: readonly PageBlock[]; preset?: CardPreset }) {
  return (
    <>
      {blocks.map((block) => (
        <Section key={block.id} id={block.id} title={block.title} intro={block.intro} muted={block.muted}>
          <BlockBody block={block} preset={preset} />
        </Section>
      ))}
    </>
  );
}

function BlockBody({ block, preset }: { block: PageBlock; preset?: CardPreset }) {
  switch (block.kind) {
    case "cards":
      return <Cards block={block} preset={preset} />;
    case "issues":
      return <Issues block={block} preset={preset} />;
    case "error-codes":
      return <ErrorCodes block={block} />;
    case "steps":
      return <Steps block={block} />;
    case "tiers":
      return <Tiers block={block} preset={preset} />;
    case "chips":
      return <Chips block={block} />;
    case "links":
      return <Links block={block} />;
    case "lists":
      return <Lists block={block} />;
    case "notice":
      return <Notice block={block} />;
  }
}

const grid = "grid gap-4 sm:grid-cols-2 lg:grid-cols-3";

function Cards({ block, preset }: BlockProps<"cards">) {
  return (
    <ul className={grid}>
      {block.cards.map((card) => (
        <li key={card.title}>
          <Card className="flex h-full flex-col">
            <h3 className="text-lg font-semibold text-slate-900">{card.title}</h3>
            <p className="mt-2 flex-1 text-slate-600">{card.text}</p>
            {block.book ? <CardBookLink booking={block.book} title={card.title} preset={preset} /> : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}

function Issues({ block, preset }: BlockProps<"issues">) {
  const t = useT();
  return (
    <ul className={grid}>
      {block.issues.map((issue) => (
        <li key={issue.title}>
          <Card className="flex h-full flex-col">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 className="text-lg font-semibold text-slate-900">{issue.title}</h3>
              {issue.time ? <Badge tone="info">{issue.time}</Badge> : null}
            </div>
            <p className="mt-2 text-slate-600">{issue.text}</p>
            {issue.solution ? (
              <p className="mt-3 flex-1 text-sm text-slate-700">
                <span className="font-semibold text-slate-900">{t("catalog.whatWeDo")} </span>
                {issue.solution}
              </p>
            ) : null}
            {block.book ? <CardBookLink booking={block.book} title={issue.title} preset={preset} /> : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}

function ErrorCodes({ block }: BlockProps<"error-codes">) {
  const t = useT();
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-100 text-slate-900">
          <tr>
            <th scope="col" className="px-3 py-3 sm:px-4">
              {t("catalog.code")}
            </th>
            <th scope="col" className="px-3 py-3 sm:px-4">
              {t("catalog.meaning")}
            </th>
            <th scope="col" className="px-3 py-3 sm:px-4">
              {t("catalog.fix")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white">
          {block.codes.map((code) => (
            <tr key={code.code}>
              <th scope="row" className="px-3 py-3 align-top font-mono sm:px-4 font-bold text-brand-800">
                {code.code}
              </th>
              <td className="px-3 py-3 align-top text-slate-700 sm:px-4">{code.meaning}</td>
              <td className="px-3 py-3 align-top text-slate-700 sm:px-4">{code.fix}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Steps({ block }: BlockProps<"steps">) {
  return (
    <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {block.steps.map((step, index) => (
        <li key={step.title}>
          <Card className="h-full">
            <p className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white" aria-hidden="true">
              {index + 1}
            </p>
            <h3 className="mt-3 text-lg font-semibold text-slate-900">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-slate-600">{step.text}</p>
          </Card>
        </li>
      ))}
    </ol>
  );
}

function Tiers({ block, preset }: BlockProps<"tiers">) {
  return (
    <ul className="grid gap-4 lg:grid-cols-3">
      {block.tiers.map((tier) => (
        <li key={tier.name}>
          <Card className={`flex h-full flex-col ${tier.highlight ? "border-2 border-accent-600" : ""}`}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-xl font-bold text-slate-900">{tier.name}</h3>
              {tier.highlight ? <Badge tone="warning">{tier.highlight}</Badge> : null}
            </div>
            {tier.price ? <p className="mt-2 text-3xl font-extrabold text-brand-800">{tier.price}</p> : null}
            <p className="mt-2 text-slate-600">{tier.summary}</p>
            <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-700">
              {tier.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <CheckIcon />
                  {feature}
                </li>
              ))}
            </ul>
            {block.book ? <CardBookLink booking={block.book} title={tier.name} preset={preset} highlighted={!!tier.highlight} /> : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}

function Chips({ block }: BlockProps<"chips">) {
  return (
    <ul className="flex flex-wrap gap-2">
      {block.items.map((item) => (
        <li key={item} className="rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800">
          {item}
        </li>
      ))}
    </ul>
  );
}

function Links({ block }: BlockProps<"links">) {
  return (
    <ul className="flex flex-wrap gap-2">
      {block.links.map((link) => (
        <li key={link.href}>
          <Link
            to={link.href}
            className="inline-block rounded-full border border-brand-100 bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-800 hover:border-brand-600"
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Lists({ block }: BlockProps<"lists">) {
  return (
    <div className={`grid gap-6 ${block.lists.length > 1 ? "md:grid-cols-2" : ""}`}>
      {block.lists.map((list, index) => (
        <div key={list.title ?? index}>
          {list.title ? <h3 className="mb-3 text-lg font-semibold text-slate-900">{list.title}</h3> : null}
          <ul className={`grid gap-2 ${block.lists.length > 1 ? "" : "sm:grid-cols-2"}`}>
            {list.items.map((item) => (
              <li key={item} className="flex gap-2 text-slate-700">
                <CheckIcon />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

function Notice({ block }: BlockProps<"notice">) {
  const tone = block.tone === "warning" ? "border-amber-300 bg-amber-50 text-amber-950" : "border-brand-100 bg-brand-50 text-brand-900";
  return (
    <div className={`space-y-3 rounded-2xl border p-5 ${tone}`}>
      {block.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
