// The one way a customer's action is written: its intents as a table (who may: the customer's own
// link, or the view link too; the schema it parses with; the handler that does it), run by the
// house's one intent runner (app/lib/forms/intents.server.ts), as staff actions are, with the link
// as the actor and every refusal said in the page's language.
import type * as z from "zod/mini";

import { business } from "~/content/business";
import { FREE_CANCELLATION_HOURS } from "~/lib/booking/visit";
import { readFormData } from "~/lib/forms/form-data.server";
import { type IntentAnswer, type IntentContext, type IntentRows, runIntents } from "~/lib/forms/intents.server";
import type { Locale } from "~/lib/i18n/locales";

/** What a customer acts by: the link the page was opened with (a booking's own or view link, a plan's). */
export type CustomerLink = { access: "full" | "view" };

export type CustomerIntent<Link, Value> = {
  /** The view link only shows: a row is for the customer's own link unless it says the view link may use it too. */
  viewLinkMay?: boolean;
  schema: z.ZodMiniType<Value>;
  handler: (context: IntentContext<Link, Value>) => Promise<IntentAnswer>;
};

/** One row of a customer's intent table, typed by its schema. */
export function customerIntent<Link extends CustomerLink, Value>({ viewLinkMay = false, schema, handler }: CustomerIntent<Link, Value>) {
  return { may: (link: Link) => viewLinkMay || link.access === "full", schema, handler };
}

/**
 * A customer's post to the page of their link: the table's row of its intent, refused in the
 * page's language (an unknown intent, a view link's post: 403, a form that does not parse, a
 * handler's refusal), with the shop's phone and the free-cancellation hours at hand for any sentence.
 */
export async function customerAction<Link extends CustomerLink>(
  request: Request,
  { link, locale, intents }: { link: Link; locale: Locale; intents: IntentRows<Link> },
) {
  return runIntents(request, await readFormData(request), {
    actor: link,
    language: locale,
    rows: intents,
    unknown: "customerUnknownIntent",
    notAllowed: "viewOnly",
    values: { phone: business.phoneDisplay, hours: FREE_CANCELLATION_HOURS },
  });
}
