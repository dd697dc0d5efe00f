import type { MessageId } from "~/content/messages/en";
// The six service pages (/services/{slug}).
export type Service = {
  slug: string;
  name: string;
  /** The footer's label (a message) where it differs from the name (general-repair is "Drainage Issues"). */
  footerLabel?: MessageId;
  summary: string;
};

export const SERVICES: readonly Service[] = [
  { slug: "washing-machine-repair", name: "Washing Machine Repair", summary: "Same-day repair of every make and model at your home." },
  { slug: "general-repair", name: "General Repair", footerLabel: "common.drainageIssues", summary: "Drainage, noise, leaks and power faults diagnosed and fixed." },
  { slug: "installation", name: "Installation", summary: "Unboxing, inlet and drain connections, levelling and a test wash." },
  { slug: "maintenance", name: "Maintenance", summary: "Plans that clean, descale and check your machine before it fails." },
  { slug: "pcb-repair", name: "PCB Repair", summary: "Control board diagnosis and component-level repair." },
  { slug: "door-lock-repair", name: "Door Lock Repair", summary: "Stuck doors, broken handles and faulty lock assemblies." },
];

export function servicePath(service: Pick<Service, "slug">): string {
  return `/services/${service.slug}`;
}
