import type { AlertChannel } from "~db/schema";

/** The channels in the order the admin lists them, with the names staff read. */
export const CHANNEL_NAMES: Record<AlertChannel, string> = { email: "E-mail", webhook: "Webhook", push: "Push" };
