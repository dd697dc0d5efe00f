// The one way a staff action is written: its intents as a table (the capability each needs, the
// schema it parses with, the handler that does it), run by the house's one intent runner
// (app/lib/forms/intents.server.ts) with the signed-in account as the actor.
import type * as z from "zod/mini";

import { type ActingAdmin, requireAdminSession } from "~/auth.server";
import { can, type Capability } from "~/lib/auth/capabilities";
import { readFormData } from "~/lib/forms/form-data.server";
import { type IntentAnswer, type IntentContext, type IntentRows, refusal, runIntents } from "~/lib/forms/intents.server";

export { refusal, refusedBy } from "~/lib/forms/intents.server";

/** Throws the 403 refusal unless the account holds `capability`: for what a value asks more of (cancelling, among status changes). */
export function demand(admin: { role: string }, capability: Capability) {
  if (!can(admin.role, capability)) throw refusal("notYours", { status: 403 });
}

export type Intent<Value = unknown> = {
  capability: Capability;
  schema: z.ZodMiniType<Value>;
  /** Fields never sent back with a refusal (passwords). */
  hideFields?: string[];
  handler: (context: Omit<IntentContext<ActingAdmin, Value>, "actor"> & { admin: ActingAdmin }) => Promise<IntentAnswer>;
};

/** One row of an intent table, typed by its schema. */
export function intent<Value>(entry: Intent<Value>): Intent<Value> {
  return entry;
}

// A table's rows hold schemas of different values; each row is typed where it is written (intent()).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type IntentTable = Record<string, Intent<any>>;

/** A staff table as the runner's rows: who may is the capability the account holds. */
function rowsOf(table: IntentTable): IntentRows<ActingAdmin> {
  return Object.fromEntries(
    Object.entries(table).map(([name, { capability, schema, hideFields, handler }]) => [
      name,
      {
        may: (admin: ActingAdmin) => can(admin.role, capability),
        schema,
        hideFields,
        handler: ({ actor, ...context }) => handler({ ...context, admin: actor }),
      },
    ]),
  );
}

/**
 * An admin action: a live session and a same-site post (else the login page, or a 403), then
 * `scope` (the booking of the address, a 404 for one the account may not open), then the table
 * (built with what scope found). A route of one form may name the intent a post without one is
 * (defaultIntent). Every refusal is said in the account's language: an unknown intent (400), a
 * capability the account lacks (403), a form that does not parse (400, at the fields), a
 * handler's Refusal (its status). A success is the handler's: a redirect with a toast, or data.
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
  return runIntents(request, formData, {
    actor: admin,
    language: admin.language,
    rows: rowsOf(intents),
    defaultIntent,
    unknown: "unknownIntent",
    notAllowed: "notYours",
  });
}
