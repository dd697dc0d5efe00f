import { Badge, type BadgeTone } from "~/components/ui/badge";

const STATUS_TONES: Record<string, BadgeTone> = { pending: "warning", confirmed: "info", completed: "success" };

/** Any status the dashboard does not know gets a neutral badge. */
export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={STATUS_TONES[status] ?? "neutral"}>{status}</Badge>;
}
