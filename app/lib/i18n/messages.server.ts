// Each page's messages, compiled once per language (Lingui's ICU MessageFormat compiler), so the
// browser needs no compiler: a loader returns `messages: messagesFor(locale, "booking")`.
import type { Messages } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { CATALOGS, type Namespace } from "~/content/messages/catalogs";
import { translator, type Translate } from "~/lib/i18n/i18n";
import type { Locale } from "~/lib/i18n/locales";

/** A namespace of the catalog, or "text": the texts that are their own message (TEXTS in en.ts). */
type Part = Namespace | "text";

const compiled = new Map<Locale, Map<Part, Messages>>();

function compiledCatalog(locale: Locale): Map<Part, Messages> {
  let byPart = compiled.get(locale);
  if (!byPart) {
    byPart = new Map();
    const add = (part: Part, id: string, message: string) => byPart!.set(part, { ...byPart!.get(part), [id]: compileMessage(message) });
    const { messages, texts } = CATALOGS[locale];
    for (const [id, message] of Object.entries(messages)) add(id.slice(0, id.indexOf(".")) as Namespace, id, message);
    for (const [text, message] of Object.entries(texts)) add("text", text, message);
    compiled.set(locale, byPart);
  }
  return byPart;
}

/** The messages of `parts` (namespaces: the part of a message id before its first dot) in `locale`. */
export function messagesFor(locale: Locale, ...namespaces: Part[]): Messages {
  const catalog = compiledCatalog(locale);
  return Object.assign({}, ...namespaces.map((namespace) => catalog.get(namespace)));
}

const translators = new Map<Locale, Translate>();

/** The words of `locale` on the server, for what no component draws: a chat text, an alert, a note. */
export function serverTranslator(locale: Locale): Translate {
  let t = translators.get(locale);
  if (!t) {
    t = translator(locale, Object.assign({}, ...compiledCatalog(locale).values()));
    translators.set(locale, t);
  }
  return t;
}
