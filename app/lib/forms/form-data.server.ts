import { data } from "react-router";

import { BODY_LIMITS, DISCARD_LIMIT } from "~/lib/http/body-limits";

const FORM_UNREADABLE_MESSAGE = "The form could not be read. Please try again.";
const FORM_TOO_LARGE_MESSAGE = "The form is too large to send. Please shorten it and try again.";

/**
 * The one way an action reads its posted form. Every form of the site posts
 * application/x-www-form-urlencoded (no form uploads a file), so anything else (JSON, multipart,
 * a broken body) is a 400, and a body over a form's limit (BODY_LIMITS.form) a 413. The server
 * refuses such a body before the app sees it (server/body-limit.ts); this holds the same limit for
 * an action called by itself (the unit tests): an oversized body is never held in memory, refused
 * by its Content-Length when it declares one, else as it streams in past the limit, and what is
 * still coming is read and dropped (up to DISCARD_LIMIT). A visitor's request never becomes a 500.
 */
export async function readFormData(request: Request): Promise<FormData> {
  const type = request.headers.get("Content-Type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") throw data(FORM_UNREADABLE_MESSAGE, { status: 400 });
  const body = await readBody(request, BODY_LIMITS.form);
  const formData = new FormData();
  for (const [name, value] of new URLSearchParams(body.toString("utf8"))) formData.append(name, value);
  return formData;
}

/**
 * A form that carries a photo (multipart/form-data, a job's photos: BODY_LIMITS.photo): read up to
 * that limit as readFormData reads a form, then parsed. Anything else is a 400, too large a 413.
 */
export async function readPhotoForm(request: Request): Promise<FormData> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^multipart\/form-data;\s*boundary=/i.test(type)) throw data(FORM_UNREADABLE_MESSAGE, { status: 400 });
  // Sent in chunks (no length declared), a photo's form may carry no more than a form (bodyLimitFor).
  const body = await readBody(request, request.headers.has("Content-Length") ? BODY_LIMITS.photo : BODY_LIMITS.form);
  try {
    return await new Response(new Uint8Array(body), { headers: { "Content-Type": type } }).formData();
  } catch {
    throw data(FORM_UNREADABLE_MESSAGE, { status: 400 });
  }
}

/** The body, never held past `limit`: refused by its Content-Length when it declares one, else as it streams in past the limit. */
async function readBody(request: Request, limit: number): Promise<Buffer> {
  const reader = request.body?.getReader();
  const tooLarge = async () => {
    await discard(reader);
    return data(FORM_TOO_LARGE_MESSAGE, { status: 413 });
  };
  if (Number(request.headers.get("Content-Length")) > limit) throw await tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) break;
      size += chunk.value.byteLength;
      if (size > limit) throw await tooLarge();
      chunks.push(chunk.value);
    }
  } catch (error) {
    if (isDataResponse(error)) throw error;
    throw data(FORM_UNREADABLE_MESSAGE, { status: 400 });
  }
  return Buffer.concat(chunks);
}

async function discard(reader: ReadableStreamDefaultReader<Uint8Array> | undefined) {
  let dropped = 0;
  try {
    while (reader && dropped < DISCARD_LIMIT) {
      const chunk = await reader.read();
      if (chunk.done) return;
      dropped += chunk.value.byteLength;
    }
    await reader?.cancel();
  } catch {
    // The client gave up: nothing more to drop.
  }
}

function isDataResponse(value: unknown): boolean {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

/**
 * Whether a post is a browser's own form submission (a page without JavaScript), which gets
 * Post/Redirect/Get, rather than a fetch from the page's script, which gets the answer as data
 * and shows it in place (the booking dialog, the warranty repair form). Browsers say so in
 * Sec-Fetch-Mode; a client that sends none (an old browser, curl) is treated as a page.
 */
export function isPagePost(request: Request): boolean {
  const mode = request.headers.get("Sec-Fetch-Mode");
  return mode === null || mode === "navigate";
}
