// Taps a technician makes with no signal (a visit's step on his day, a payment on the job screen),
// kept on the phone and sent in order once the signal returns. Kept in localStorage: it outlives a
// reload and a closed tab. The server applies each once however often it is sent (a visit's step
// is one row per visit day: models/visits.server.ts; a payment carries its form's submission id:
// recordPayment), so a tap sent again after an answer that never arrived changes nothing; its key
// here only takes it off the queue. Each tap carries the instant it was made (`tappedAt`): the
// server records it then, not when it arrived (lib/time/tapped-at.ts). A tap the server refuses when
// it arrives (the office changed the booking meanwhile: paid already, less due) is kept aside as
// refused, for the page to say; what a sending did is told to the page (onTapsSent). A tap's file (a
// photo of the job screen: megabytes, too large for localStorage) is kept in IndexedDB under its
// tap's key, and goes once its tap was answered.
import { delMany, getMany, keys as storedKeys, setMany } from "idb-keyval";

const KEY = "field-taps";
const REFUSED_KEY = "field-taps-refused";
const CHANGED = "field-taps-changed";
const SENT = "field-taps-sent";
// Set while files may be kept in IndexedDB: only then is it opened to look for strays (forgetStrayFiles).
const FILES_KEPT = "field-taps-files";

/**
 * A tap waiting to be sent: the form's fields, where it posts, and its own key. `step` is the
 * visit's step, or the intent ("pay") of a job screen's form. `files`: the names of its fields
 * that carry a file, each kept in IndexedDB (fileKey).
 */
export type QueuedTap = { key: string; url: string; bookingId: string; step: string; fields: [string, string][]; files?: string[] };

const fileKey = (tap: QueuedTap, name: string) => `${KEY}/${tap.key}/${name}`;
// Files being kept by this tab, their tap not yet in the queue: never strays.
const storing = new Set<string>();

function read(key = KEY): QueuedTap[] {
  try {
    const kept = JSON.parse(localStorage.getItem(key) ?? "[]") as unknown;
    return Array.isArray(kept) ? (kept as QueuedTap[]) : [];
  } catch {
    return [];
  }
}

function write(taps: QueuedTap[], key = KEY) {
  localStorage.setItem(key, JSON.stringify(taps));
  window.dispatchEvent(new Event(CHANGED));
}

/**
 * Keeps a tap, once, stamped with when it was made: the same step of the same visit, or the same
 * form (its submission id), is kept once. `bookingId`: the form's, else the booking of the address.
 * Answers whether it is kept: a file the phone would not store (no room) keeps nothing. (A photo
 * over the server's limit never gets here: its input refuses it, app/components/admin/field-form.tsx.)
 */
export async function keepTap(url: string, form: FormData, bookingId = String(form.get("bookingId") ?? "")): Promise<boolean> {
  const fields = [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[0] !== "tappedAt");
  const files = [...form.entries()].filter((entry): entry is [string, File] => entry[1] instanceof File && entry[1].size > 0);
  fields.push(["tappedAt", new Date().toISOString()]);
  const step = String(form.get("step") ?? form.get("intent") ?? "");
  const submission = form.get("submissionId");
  const same = (tap: QueuedTap) =>
    typeof submission === "string"
      ? tap.fields.some(([name, value]) => name === "submissionId" && value === submission)
      : tap.bookingId === bookingId && tap.step === step;
  if (read().some(same)) return true;
  const tap: QueuedTap = { key: crypto.randomUUID(), url, bookingId, step, fields };
  const keys = files.map(([name]) => fileKey(tap, name));
  try {
    if (files.length) {
      tap.files = files.map(([name]) => name);
      localStorage.setItem(FILES_KEPT, "1");
      keys.forEach((key) => storing.add(key));
      await setMany(files.map(([, file], at) => [keys[at]!, file]));
    }
    write([...read(), tap]);
    return true;
  } catch {
    await dropFiles(tap);
    return false;
  } finally {
    keys.forEach((key) => storing.delete(key));
  }
}

/** A tap's files, out of IndexedDB (once it was answered, or could not be kept). */
function dropFiles(tap: QueuedTap): Promise<void> {
  return tap.files?.length ? delMany(tap.files.map((name) => fileKey(tap, name))).catch(() => undefined) : Promise.resolve();
}

/** Files no waiting tap names (a tab closed between a tap's answer and its files' deletion), out of IndexedDB. */
async function forgetStrayFiles(): Promise<void> {
  if (!localStorage.getItem(FILES_KEPT)) return;
  const named = new Set(read().flatMap((tap) => (tap.files ?? []).map((name) => fileKey(tap, name))));
  const stray = (await storedKeys()).filter((key) => typeof key === "string" && key.startsWith(`${KEY}/`) && !named.has(key) && !storing.has(key));
  await delMany(stray);
  if (named.size === 0) localStorage.removeItem(FILES_KEPT);
}

/** The taps waiting, as the page shows them. */
export function waitingTaps(): QueuedTap[] {
  return typeof localStorage === "undefined" ? [] : read();
}

/** The taps the server refused when they arrived, until the page has said so and he dismissed them. */
export function refusedTaps(): QueuedTap[] {
  return typeof localStorage === "undefined" ? [] : read(REFUSED_KEY);
}

export function dismissRefusedTap(key: string) {
  write(
    read(REFUSED_KEY).filter((tap) => tap.key !== key),
    REFUSED_KEY,
  );
}

/** Calls `listener` whenever the taps kept change (in this tab). */
export function onTapsChanged(listener: () => void): () => void {
  window.addEventListener(CHANGED, listener);
  return () => window.removeEventListener(CHANGED, listener);
}

/** A tap that reached the server: recorded, or refused (the booking changed meanwhile). */
export type SentTap = { tap: QueuedTap; recorded: boolean };

/** Calls `listener` with what each sending did (the taps that reached the server), for the page to say. */
export function onTapsSent(listener: (sent: SentTap[]) => void): () => void {
  const heard = (event: Event) => listener((event as CustomEvent<SentTap[]>).detail);
  window.addEventListener(SENT, heard);
  return () => window.removeEventListener(SENT, heard);
}

let sending: Promise<boolean> | null = null;

/**
 * Sends the taps kept, oldest first, each as the form would have posted it (quiet: an answer, not
 * a redirect). A tap the server answered (done, or refused: the visit closed meanwhile) leaves the
 * queue; a network failure, or a session that ended (the sign-in page), stops and keeps it and
 * every later one. One sending at a time; answers whether any tap was sent.
 */
export function sendTaps(): Promise<boolean> {
  // Cleared once settled (a later turn), never inside the run: a run with nothing to send ends at once.
  sending ??= sendAll().finally(() => {
    sending = null;
  });
  return sending;
}

async function sendAll(): Promise<boolean> {
  const sent: SentTap[] = [];
  await forgetStrayFiles().catch(() => undefined);
  for (const tap of read()) {
    let body: URLSearchParams | FormData;
    let answer: Response;
    try {
      body = tap.files?.length ? await withFiles(tap) : new URLSearchParams(tap.fields);
      body.set("quiet", "1");
      answer = await fetch(tap.url, { method: "POST", body, credentials: "same-origin", headers: { Accept: "application/json" } });
    } catch {
      break;
    }
    // The session ended (the sign-in page), or the server failed: kept, to be sent again.
    if (new URL(answer.url, location.href).pathname === "/admin/login" || answer.status >= 500) break;
    // A form the server would not apply (400, 409: the booking changed meanwhile; 403, 404: no longer his) is set aside, to be said.
    // Its files go first: sent again without them, the server knows it by its submission id.
    const recorded = answer.ok;
    await dropFiles(tap);
    if (!recorded) write([...read(REFUSED_KEY), tap], REFUSED_KEY);
    write(read().filter((kept) => kept.key !== tap.key));
    sent.push({ tap, recorded });
  }
  if (sent.length) window.dispatchEvent(new CustomEvent(SENT, { detail: sent }));
  return sent.length > 0;
}

/**
 * A tap with a file, as its form posted it: its fields, and its files from IndexedDB (one gone or
 * unreadable is sent without, for the server to refuse and the page to say: never a tap that holds up the queue).
 */
async function withFiles(tap: QueuedTap): Promise<FormData> {
  const body = new FormData();
  for (const [name, value] of tap.fields) body.append(name, value);
  const names = tap.files ?? [];
  const files = await getMany<File | undefined>(names.map((name) => fileKey(tap, name))).catch(() => []);
  names.forEach((name, at) => {
    const file = files[at];
    if (file) body.append(name, file);
  });
  return body;
}
