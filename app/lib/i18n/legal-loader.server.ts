import type { LoaderFunctionArgs } from "react-router";

import type { LegalDocument } from "~/content/legal";
import type { MessageId } from "~/content/messages/en";
import { localeOf } from "~/lib/i18n/locales";
import { messagesFor, serverTranslator } from "~/lib/i18n/messages.server";
import { addStructuredData, breadcrumbJsonLd } from "~/lib/seo/structured-data.server";

/** The loader of a legal page: its words in the page's language, and its breadcrumb. */
export function legalLoader(document: LegalDocument) {
  return ({ params, context }: LoaderFunctionArgs) => {
    const locale = localeOf(params);
    const title = serverTranslator(locale)(`legal.${document.key}.title` as MessageId);
    addStructuredData(context, (siteUrl) => [breadcrumbJsonLd(siteUrl, locale, [{ name: title, path: document.path }])]);
    return { messages: messagesFor(locale, "legal") };
  };
}
