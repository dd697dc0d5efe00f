import type { LoaderFunctionArgs } from "@remix-run/node";
import { localeOf } from "~/lib/i18n/locales";
import { messagesFor } from "~/lib/i18n/messages.server";

/** The loader of a legal page: its words in the page's language. */
export function legalLoader({ params }: LoaderFunctionArgs) {
  return { messages: messagesFor(localeOf(params), "legal") };
}
