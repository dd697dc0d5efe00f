import type { MessageId } from "~/content/messages/en";
// The six service pages (/services/{slug}).
export type Service = {
  slug: string;
  name: string;
  /** The footer's label (a message) where it differs from the name (general-repair is "Drainage Issues"). */
  footerLabel?: MessageId;
};

export const SERVICES: readonly Service[] = [
  { slug: "washing-machine-repair", name: "Washing Machine Repair" },
  { slug: "general-repair", name: "General Repair", footerLabel: "common.drainageIssues" },
  { slug: "installation", name: "Installation" },
  { slug: "maintenance", name: "Maintenance" },
  { slug: "pcb-repair", name: "PCB Repair" },
  { slug: "door-lock-repair", name: "Door Lock Repair" },
];

export function servicePath(service: Pick<Service, "slug">): string {
  return `/services/${service.slug}`;
}
