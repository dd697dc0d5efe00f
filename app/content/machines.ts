// The six machine types (/machines/{slug}), also the home page's machine cards (their words: the
// home messages, app/content/messages).
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
