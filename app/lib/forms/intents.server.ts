// The one shape of an action: its intents as a table, each row saying who may use it, the schema
// it parses with and the handler that does it; read, checked and answered here, for staff (the
// account is the actor: app/staff/action.server.ts) and for customers (the link is the actor:
// app/customer/action.server.ts) alike. Every refusal is one envelope (refuse(): intent,
// conform's reply, status) with its code said in the reader's language, which useForm shows at
// the form that sent the intent.
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type data } from "react-router";
import type * as z from "zod/mini";

import { formError } from "~/lib/forms/answer";
import { refuse } from "~/lib/forms/answer.server";
import type { Locale } from "~/lib/i18n/locales";
import { refusalText } from "~/lib/i18n/outcome.server";
import type { RefusalCode, Refused, Values } from "~/lib/outcome";

/**
 * A handler's "no": nothing changed, and why (a code of the outcome catalog), at a field or for
 * the whole form. Returned (or thrown, from a helper deep in the handler) and answered in place,
 * at the form that sent the intent, with its status (400 unless told).
 */
export class Refusal {
  constructor(
    readonly code: RefusalCode,
    readonly options: { status?: number; field?: string; values?: Values } = {},
  ) {}
}

export function refusal(code: RefusalCode, options: { status?: number; field?: string; values?: Values } = {}): Refusal {
  return new Refusal(code, options);
}

/** A model's refusal, answered at its field (409 unless told). */
export function refusedBy(outcome: Refused, status = 409): Refusal {
  return new Refusal(outcome.code, { status, field: outcome.field, values: outcome.values });
}

export type IntentContext<Actor, Value> = {
  actor: Actor;
  value: Value;
  /** conform's submission, for a reply of one's own. */
  submission: Submission<Record<string, unknown>, string[], Value>;
  formData: FormData;
  request: Request;
  intent: string;
};

/** A success: a redirect (with its toast), or data for a script's post; or a Refusal. */
export type IntentAnswer = Response | Refusal | ReturnType<typeof data> | Record<string, unknown>;

/** One row of an intent table: who may, its schema, its handler. */
type IntentRow<Actor, Value = unknown> = {
  may: (actor: Actor) => boolean;
  schema: z.ZodMiniType<Value>;
  /** Fields never sent back with a refusal (passwords). */
  hideFields?: string[];
  handler: (context: IntentContext<Actor, Value>) => Promise<IntentAnswer>;
};

// A table's rows hold schemas of different values; each row is typed where it is written.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type IntentRows<Actor> = Record<string, IntentRow<Actor, any>>;

/**
 * Runs the row of the posted `intent` (or `defaultIntent`): an unknown intent is a 400
 * (`unknown`), one the actor may not use a 403 (`notAllowed`), a form that does not parse a 400
 * with the messages at its fields, a handler's Refusal its own status; each said in `language`
 * with `values` (what every sentence of the kind may name, like the shop's phone) beside its own.
 */
export async function runIntents<Actor>(
  request: Request,
  formData: FormData,
  {
    actor,
    language,
    rows,
    defaultIntent,
    unknown,
    notAllowed,
    values,
  }: { actor: Actor; language: Locale; rows: IntentRows<Actor>; defaultIntent?: string; unknown: RefusalCode; notAllowed: RefusalCode; values?: Values },
) {
  const say = (code: RefusalCode, own?: Values) => refusalText(language, { code, values: { ...values, ...own } });
  const posted = formData.get("intent");
  const name = typeof posted === "string" ? posted : (defaultIntent ?? "");
  const row = Object.hasOwn(rows, name) ? rows[name] : undefined;
  if (!row) return refuse(formError(say(unknown)), { status: 400, ...(name ? { intent: name } : {}) });
  if (!row.may(actor)) return refuse(formError(say(notAllowed)), { status: 403, intent: name });
  const submission = parseWithZod(formData, { schema: row.schema });
  const hideFields = row.hideFields;
  if (submission.status !== "success") return refuse(submission.reply({ hideFields }), { intent: name });
  let answer: IntentAnswer;
  try {
    answer = await row.handler({ actor, value: submission.value, submission, formData, request, intent: name });
  } catch (thrown) {
    if (!(thrown instanceof Refusal)) throw thrown;
    answer = thrown;
  }
  if (!(answer instanceof Refusal)) return answer;
  const { code, options } = answer;
  const message = say(code, options.values);
  const reply = options.field
    ? submission.reply({ fieldErrors: { [options.field]: [message] }, hideFields })
    : submission.reply({ formErrors: [message], hideFields });
  return refuse(reply, { status: options.status ?? 400, intent: name });
}
