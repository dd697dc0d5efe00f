// The six machine types (/machines/{slug}), also the home page's machine cards (their words: the
// home messages, app/content/messages).
import type { MessageId } from "~/content/messages/en";

export type MachineType = {
  slug: string;
  title: string;
};

export const MACHINES: readonly MachineType[] = [
  { slug: "front-load", title: "Front Load" },
  { slug: "top-load", title: "Top Load" },
  { slug: "semi-automatic", title: "Semi Automatic" },
  { slug: "full-automatic", title: "Full Automatic" },
  { slug: "smart-washer", title: "Smart Washer" },
  { slug: "washer-dryer-combo", title: "Washer Dryer Combo" },
];

export function machinePath(machine: Pick<MachineType, "slug">): string {
  return `/machines/${machine.slug}`;
}

/** A booking's machine type as staff read it in English ("Front Load"); "" when not said. */
export function machineTitle(slug: string): string {
  return MACHINES.find((machine) => machine.slug === slug)?.title ?? "";
}

/** A machine type's slug, as a booking stores it ("" when the customer did not say). */
export function isMachineSlug(value: string): boolean {
  return MACHINES.some((machine) => machine.slug === value);
}

/** A machine type in the reader's words (`t`: a translator of the catalog), "" for none said or one no longer listed. */
export function machineName(t: (id: MessageId) => string, slug: string): string {
  return isMachineSlug(slug) ? t(`common.machine.${slug}` as MessageId) : "";
}
