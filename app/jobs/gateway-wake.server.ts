// The payment gateway's wake-ups: the webhook kept a delivery (the payment-gateway job records it at
// once rather than at its next turn), or the office asked Books for a reconciliation now. In-process
// nudges, as the outbox's (app/outbox/wake.server.ts): without started jobs (unit tests) they do nothing.
type Listener = () => void;

const listeners = new Map<"event" | "reconcile", Listener>();

function listen(signal: "event" | "reconcile", listener: Listener): () => void {
  listeners.set(signal, listener);
  return () => {
    if (listeners.get(signal) === listener) listeners.delete(signal);
  };
}

export const onGatewayEvent = (listener: Listener) => listen("event", listener);
export const onReconcileAsked = (listener: Listener) => listen("reconcile", listener);

/** After the webhook kept a delivery. */
export const gatewayEventKept = () => listeners.get("event")?.();

/** The office asked for the gateway's payments to be checked against the books now. */
export const reconcileNow = () => listeners.get("reconcile")?.();
