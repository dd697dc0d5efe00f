// The outbox's wake-up: the in-process nudge from a transaction that committed a new row to the job
// that sends its queue, so a message goes out at once instead of at the job's next turn. A module of
// its own so that the models never import the jobs: without started jobs (unit tests, CLI
// scripts) a nudge does nothing.
import type { QueueName } from "~/outbox/queues";

type Listener = () => void;

const listeners = new Map<QueueName, Listener>();

/** The job that sends `queue` listens; `null` stops listening. Answers how to stop. */
export function onQueued(queue: QueueName, listener: Listener): () => void {
  listeners.set(queue, listener);
  return () => {
    if (listeners.get(queue) === listener) listeners.delete(queue);
  };
}

/** Called after the transaction that wrote rows of `queue` has committed. */
function queued(queue: QueueName): void {
  listeners.get(queue)?.();
}

/** After the transaction that wrote alert rows has committed. */
export const alertQueued = () => queued("alerts");

/** After the transaction that wrote a customer's message has committed. */
export const customerMessageQueued = () => queued("customer-messages");
