import type { AlertChannel, DeliveryState } from "~/db/schema";

/** The channels in the order the admin lists them, with the names staff read. */
export const CHANNEL_NAMES: Record<AlertChannel, string> = { email: "E-mail", webhook: "Webhook", push: "Push" };

export const DELIVERY_STATE_LABELS: Record<DeliveryState, string> = { pending: "Retrying", sent: "Sent", failed: "Failed" };
