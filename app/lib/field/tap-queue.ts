// Taps a technician makes with no signal (a visit's step on his day), kept on the phone and sent
// in order once the signal returns. Kept in localStorage: it outlives a reload and a closed tab.
// The server applies a step once however often it is sent (a visit's step is one row per visit
// day: models/visits.server.ts), so a tap sent again after an answer that never arrived changes
// nothing; its key here only takes it off the queue.

const KEY = "field-taps";
const CHANGED = "field-taps-changed";

/** A tap waiting to be sent: the form's fields, where it posts, and its own key. */
export type QueuedTap = { key: string; url: string; bookingId: string; step: string; fields: [string, string][] };

function read(): QueuedTap[] {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? "[]") as unknown;
    return Array.isArray(kept) ? (kept as QueuedTap[]) : [];
  } catch {
    return [];
  }
}

function write(taps: QueuedTap[]) {
  localStorage.setItem(KEY, JSON.stringify(taps));
  window.dispatchEvent(new Event(CHANGED));
}

/** Keeps a tap (once: the same step of the same visit is kept once). */
export function keepTap(url: string, form: FormData) {
  const fields = [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string");
  const bookingId = String(form.get("bookingId") ?? "");
  const step = String(form.get("step") ?? "");
  const taps = read();
  if (taps.some((tap) => tap.bookingId === bookingId && tap.step === step)) return;
  write([...taps, { key: crypto.randomUUID(), url, bookingId, step, fields }]);
}

/** The taps waiting, as the page shows them. */
export function waitingTaps(): QueuedTap[] {
  return typeof localStorage === "undefined" ? [] : read();
}

/** Calls `listener` whenever the taps kept change (in this tab). */
export function onTapsChanged(listener: () => void): () => void {
  window.addEventListener(CHANGED, listener);
  return () => window.removeEventListener(CHANGED, listener);
}

let sending: Promise<boolean> | null = null;

/**
 * Sends the taps kept, oldest first, each as the form would have posted it (quiet: an answer, not
 * a redirect). A tap the server answered (done, or refused: the visit closed meanwhile) leaves the
 * queue; a network failure stops and keeps it and every later one. One sending at a time; answers
 * whether any tap was sent.
 */
export function sendTaps(): Promise<boolean> {
  // Cleared once settled (a later turn), never inside the run: a run with nothing to send ends at once.
  sending ??= sendAll().finally(() => {
    sending = null;
  });
  return sending;
}

async function sendAll(): Promise<boolean> {
  let sent = false;
  for (const tap of read()) {
    const body = new URLSearchParams(tap.fields);
    body.set("quiet", "1");
    try {
      await fetch(tap.url, { method: "POST", body, credentials: "same-origin", headers: { Accept: "application/json" } });
    } catch {
      break;
    }
    write(read().filter((kept) => kept.key !== tap.key));
    sent = true;
  }
  return sent;
}
