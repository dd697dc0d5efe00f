// The in-process nudge from a committed booking to the alert-delivery job, so an alert goes out at
// once instead of at the job's next turn. A module of its own so that the models do not import
// the jobs: without started jobs (unit tests, CLI scripts) a nudge does nothing.
type Listener = () => void;

let listener: Listener | null = null;

/** The alert-delivery job listens; `null` stops listening. */
export function onAlertQueued(next: Listener | null): void {
  listener = next;
}

/** Called after the transaction that wrote alert rows has committed. */
export function alertQueued(): void {
  listener?.();
}

let messageListener: Listener | null = null;

/** The customer-messages job listens; `null` stops listening. */
export function onCustomerMessageQueued(next: Listener | null): void {
  messageListener = next;
}

/** Called after the transaction that wrote a customer's message has committed. */
export function customerMessageQueued(): void {
  messageListener?.();
}
