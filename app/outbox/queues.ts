// The outbox's two queues, one table each: staff alerts (alert_deliveries: one alert on one channel)
// and the customers' messages (customer_messages: one WhatsApp message or push). Each table keeps
// what its rows are about and is the log staff read; the outbox (app/outbox/outbox.server.ts) claims,
// leases, retries and records both with the same SQL, and one loop (run.server.ts) sends them.
// docs/decisions/0019-one-outbox.md says why two tables and one module.
import { SEND_TIMEOUT_MS } from "~/outbox/sender";

export type OutboxTable = "alert_deliveries" | "customer_messages";
export type QueueName = "alerts" | "customer-messages";

export type OutboxQueue = {
  name: QueueName;
  table: OutboxTable;
  /** How the log names a row of it. */
  label: string;
  /** The state of a row still to be sent (claimed, or waiting for its next attempt). */
  waiting: "pending" | "queued";
  /** A claimed row is left alone this long: longer than any of its channels' time limits. */
  leaseMs: number;
  /** At most this many rows a pass: a full batch means more may be due. */
  batchSize: number;
  /** The wait after a first failure, when shorter than the outbox's schedule's (app/outbox/schedule.ts). */
  firstRetryMs?: number;
  /** The rows record the provider's id and when their delivery status last changed (WhatsApp's statuses). */
  statuses: boolean;
  /**
   * A pass sends its rows at once (each an alert to another destination) or one after another (a
   * customer's messages reach them in the order they were written).
   */
  inParallel: boolean;
};

export const ALERT_DELIVERIES = {
  name: "alerts",
  table: "alert_deliveries",
  label: "Alert delivery",
  waiting: "pending",
  leaseMs: 3 * SEND_TIMEOUT_MS,
  batchSize: 20,
  statuses: false,
  inParallel: true,
} as const satisfies OutboxQueue;

export const CUSTOMER_MESSAGES = {
  name: "customer-messages",
  table: "customer_messages",
  label: "Customer message",
  waiting: "queued",
  // WhatsApp's time limit is 10 seconds (app/messages/send.server.ts).
  leaseMs: 30_000,
  batchSize: 20,
  firstRetryMs: 5_000,
  statuses: true,
  inParallel: false,
} as const satisfies OutboxQueue;
