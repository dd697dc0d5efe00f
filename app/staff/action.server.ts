// The one way a staff action is written: its intents as a table (the capability each needs, the
// schema it parses with, the handler that does it), read, checked and answered here.
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type data } from "react-router";
import type * as z from "zod/mini";

import { type ActingAdmin, requireAdminSession } from "~/auth.server";
import { can, type Capability } from "~/lib/auth/capabilities";
import { formError } from "~/lib/forms/answer";
import { refuse } from "~/lib/forms/answer.server";
import { readFormData } from "~/lib/forms/form-data.server";

/** What an account is told when an intent is not its to use (a crafted post: its page shows no such control). */
const REFUSED_INTENT = "Your account cannot do this.";
const UNKNOWN_INTENT = "That is not something staff can do here.";

/**
 * A handler's "no": nothing changed, and why, at a field or for the whole form. Returned (or
 * thrown, from a helper deep in the handler) and answered by staffAction in place, at the form
 * that sent the intent, with its status (400 unless told; 409 for a booking that can no longer
 * change, 403 for a capability a value needs).
 */
export class Refusal {
  constructor(
    readonly message: string,
    readonly options: { status?: number; field?: string } = {},
  ) {}
}

export function refusal(message: string, options: { status?: number; field?: string } = {}): Refusal {
  return new Refusal(message, options);
}

/** Throws the 403 refusal unless the account holds `capability`: for what a value asks more of (cancelling, among status changes). */
export function demand(admin: { role: string }, capability: Capability) {
  if (!can(admin.role, capability)) throw refusal(REFUSED_INTENT, { status: 403 });
}

type IntentContext<Value> = {
  admin: ActingAdmin;
  value: Value;
  /** conform's submission, for a reply of one's own. */
  submission: Submission<Record<string, unknown>, string[], Value>;
  formData: FormData;
  request: Request;
  intent: string;
};

/** A success: a redirect (with its toast), or data for a script's post; or a Refusal. */
type Outcome = Response | Refusal | ReturnType<typeof data> | Record<string, unknown>;

export type Intent<Value = unknown> = {
  capability: Capability;
  schema: z.ZodMiniType<Value>;
  /** Fields never sent back with a refusal (passwords). */
  hideFields?: string[];
  handler: (context: IntentContext<Value>) => Promise<Outcome>;
};

/** One row of an intent table, typed by its schema. */
export function intent<Value>(entry: Intent<Value>): Intent<Value> {
  return entry;
}

// A table's rows hold schemas of different values; each row is typed where it is written (intent()).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type IntentTable = Record<string, Intent<any>>;

/**
 * An admin action: a live session and a same-site post (else the login page, or a 403), then
 * `scope` (the booking of the address, a 404 for one the account may not open), then the table
 * (built with what scope found). A route of one form may name the intent a post without one is
 * (defaultIntent). It reads the form once, picks the row of its `intent`, checks
 * the row's capability, parses with its schema and runs its handler. Every refusal is the one
 * envelope (refuse(): intent, conform's reply, status), which useForm shows at the form that sent
 * the intent: an unknown intent (400), a capability the account lacks (403), a form that does not
 * parse (400, the messages at the fields), a handler's Refusal (its status). A success is the
 * handler's: a redirect with a toast, or data.
 */
export async function staffAction<Scope>(
  request: Request,
  {
    scope,
    intents: table,
    defaultIntent,
  }: {
    scope?: (admin: ActingAdmin) => Promise<Scope>;
    intents: IntentTable | ((scope: Scope, admin: ActingAdmin) => IntentTable);
    defaultIntent?: string;
  },
) {
  const admin = await requireAdminSession(request);
  const found = scope ? await scope(admin) : (undefined as Scope);
  const intents = typeof table === "function" ? table(found, admin) : table;
  const formData = await readFormData(request);
  const posted = formData.get("intent");
  const name = typeof posted === "string" ? posted : (defaultIntent ?? "");
  const entry = Object.hasOwn(intents, name) ? intents[name] : undefined;
  if (!entry) return refuse(formError(UNKNOWN_INTENT), { status: 400, ...(name ? { intent: name } : {}) });
  if (!can(admin.role, entry.capability)) return refuse(formError(REFUSED_INTENT), { status: 403, intent: name });
  const submission = parseWithZod(formData, { schema: entry.schema });
  const hideFields = entry.hideFields;
  if (submission.status !== "success") return refuse(submission.reply({ hideFields }), { intent: name });
  let outcome: Outcome;
  try {
    outcome = await entry.handler({ admin, value: submission.value, submission, formData, request, intent: name });
  } catch (thrown) {
    if (!(thrown instanceof Refusal)) throw thrown;
    outcome = thrown;
  }
  if (!(outcome instanceof Refusal)) return outcome;
  const { message, options } = outcome;
  const reply = options.field
    ? submission.reply({ fieldErrors: { [options.field]: [message] }, hideFields })
    : submission.reply({ formErrors: [message], hideFields });
  return refuse(reply, { status: options.status ?? 400, intent: name });
}
