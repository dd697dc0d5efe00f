// Every language's catalog, for the server (app/lib/i18n/messages.server.ts): the browser gets
// only the messages a page draws, in its language, with the page's data.
import { type Catalog, en, type MessageId, type Texts } from "~/content/messages/en";
import { hi, hiTexts } from "~/content/messages/hi";
import { kn, knTexts } from "~/content/messages/kn";

/** A message id's namespace: the part before its first dot. */
export type Namespace = MessageId extends `${infer Name}.${string}` ? Name : never;

export type LanguageCatalog = { messages: Catalog; texts: Partial<Texts> };

/**
 * Each language's messages; English texts are their own translation (TEXTS in en.ts). Keyed by
 * the languages of app/lib/i18n/locales.ts, which messages.server.ts reads this as a
 * Record<Locale, ...> of: a language listed there without its catalog here fails the type check.
 */
export const CATALOGS = {
  en: { messages: en, texts: {} },
  kn: { messages: kn, texts: knTexts },
  hi: { messages: hi, texts: hiTexts },
} satisfies Record<string, LanguageCatalog>;
