// Each page's messages, compiled once per language by Lingui's ICU MessageFormat compiler, so the
// browser needs no compiler: a loader returns `messages: messagesFor(locale, "booking")`. What the
// server says itself (a chat text, an alert, a toast) it formats with Lingui: serverTranslator.
import { setupI18n } from "@lingui/core";
import type { CompiledMessage } from "@lingui/message-utils/compileMessage";
import { compileMessage } from "@lingui/message-utils/compileMessage";

import { CATALOGS as ALL_CATALOGS, type LanguageCatalog, type Namespace } from "~/content/messages/catalogs";
import { TEXT_GROUPS } from "~/content/messages/en";
import { type Translate, translator, type WireMessages } from "~/lib/i18n/i18n";
import { LANGUAGES, type Locale } from "~/lib/i18n/locales";

/** Every listed language with its catalog: TypeScript names a language without one. */
const CATALOGS: Record<Locale, LanguageCatalog> = ALL_CATALOGS;

/** A namespace of the catalog, or a group of the texts that are their own message (TEXT_GROUPS in en.ts). */
export type Part = Namespace | `text.${keyof typeof TEXT_GROUPS}`;

type Messages = Record<string, CompiledMessage>;

const catalogs = new Map<Locale, Map<Part, Messages>>();

/**
 * A compiled message as the browser gets it: its text with {value} names. Only text and values
 * can travel so (a plural or a select is for the server to say): anything else is refused here.
 */
function wireMessage(id: string, message: CompiledMessage): string {
  return (typeof message === "string" ? [message] : message)
    .map((part) => {
      if (typeof part === "string" && !/[{}\n]/.test(part)) return part;
      if (Array.isArray(part) && part.length === 1 && typeof part[0] === "string") return `{${part[0]}}`;
      throw new Error(`${id}: only text and {values} can be sent to a page`);
    })
    .join("");
}

/** A language's catalog compiled, by part: what messagesFor and serverTranslator read (pure: a test gives it any catalog). */
export function compileCatalog({ messages, texts }: LanguageCatalog): Map<Part, Messages> {
  const byPart = new Map<Part, Messages>();
  const add = (part: Part, id: string, message: string) => byPart.set(part, { ...byPart.get(part), [id]: compileMessage(message) });
  for (const [id, message] of Object.entries(messages)) add(id.slice(0, id.indexOf(".")) as Namespace, id, message);
  for (const [group, members] of Object.entries(TEXT_GROUPS)) {
    for (const text of members) if (texts[text]) add(`text.${group}` as Part, text, texts[text]);
  }
  return byPart;
}

/** The messages of `parts` from a compiled catalog, as a page's data carries them: one "id=message" line each. */
export function wireMessages(catalog: Map<Part, Messages>, parts: Part[]): WireMessages {
  const messages: Messages = Object.assign({}, ...parts.map((part) => catalog.get(part)));
  return Object.entries(messages)
    .map(([id, message]) => {
      if (/[=\n]/.test(id)) throw new Error(`${id}: a message id has no "=" and no line break`);
      return `${id}=${wireMessage(id, message)}`;
    })
    .join("\n");
}

function compiledCatalog(locale: Locale): Map<Part, Messages> {
  let byPart = catalogs.get(locale);
  if (!byPart) catalogs.set(locale, (byPart = compileCatalog(CATALOGS[locale])));
  return byPart;
}

const wires = new Map<string, WireMessages>();

/** The messages of `parts` (namespaces: the part of a message id before its first dot) in `locale`, for a page's data. */
export function messagesFor(locale: Locale, ...namespaces: Part[]): WireMessages {
  const key = `${locale} ${namespaces.join(" ")}`;
  let wire = wires.get(key);
  if (wire === undefined) wires.set(key, (wire = wireMessages(compiledCatalog(locale), namespaces)));
  return wire;
}

const translators = new Map<Locale, Translate>();

/** The words of `locale` on the server, formatted by Lingui: for what no component draws. */
export function serverTranslator(locale: Locale): Translate {
  let t = translators.get(locale);
  if (!t) {
    const messages: Messages = Object.assign({}, ...compiledCatalog(locale).values());
    const i18n = setupI18n({ locale, locales: [LANGUAGES[locale].tag], messages: { [locale]: messages as unknown as Record<string, string> } });
    // A message without values is kept as its plain text: it is its own translation.
    i18n.setMessagesCompiler((message) => [message]);
    t = translator(locale, messages, (id, values) => i18n._(id, values));
    translators.set(locale, t);
  }
  return t;
}
