import { sql } from "kysely";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";

import { db } from "~db/db.server";

/** What a browser would get from a route's action or loader: the status, the data or the redirect. */
export type Outcome = { status: number; body: unknown; location: string | null; headers: Headers };

type Handler = (args: ActionFunctionArgs & LoaderFunctionArgs) => Promise<unknown>;

function isDataWithInit(value: unknown): value is { data: unknown; init?: number | ResponseInit } {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

function toOutcome(value: unknown): Outcome {
  if (value instanceof Response) {
    return { status: value.status, body: null, location: value.headers.get("Location"), headers: value.headers };
  }
  if (isDataWithInit(value)) {
    const init = value.init;
    const status = typeof init === "number" ? init : (init?.status ?? 200);
    return { status, body: value.data, location: null, headers: new Headers(typeof init === "number" ? undefined : init?.headers) };
  }
  return { status: 200, body: value, location: null, headers: new Headers() };
}

/** What the router passes a loader or action for this request (no context: the app uses none but the structured data). */
export function routeArgs(request: Request, params: Record<string, string> = {}) {
  const url = new URL(request.url);
  return { request, params, context: {}, url, pattern: url.pathname };
}

/**
 * Runs a loader or action as React Router would. A thrown Response or data() is an answer; any other
 * exception is rethrown, because the router would turn it into a 500.
 */
export async function run(handler: Handler, request: Request, params: Record<string, string> = {}): Promise<Outcome> {
  try {
    return toOutcome(await handler(routeArgs(request, params)));
  } catch (thrown) {
    if (thrown instanceof Response || isDataWithInit(thrown)) return toOutcome(thrown);
    throw thrown;
  }
}

export function postForm(path: string, fields: Record<string, string | string[]>): Request {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  return new Request(`http://localhost${path}`, { method: "POST", body });
}

/**
 * Runs `act` while the database refuses every new booking, as a full disk would (SQLite's own
 * error, raised by a trigger on the real table): the real model and the real action fail.
 */
export async function failingInserts<T>(act: () => Promise<T>): Promise<T> {
  await sql`create trigger refuse_bookings before insert on bookings begin select raise(abort, 'database or disk is full'); end`.execute(db);
  try {
    return await act();
  } finally {
    await sql`drop trigger refuse_bookings`.execute(db);
  }
}
