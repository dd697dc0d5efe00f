// The site's words in the page's language. Lingui compiles every catalog on the server
// (app/lib/i18n/messages.server.ts: ICU MessageFormat, compiled once per language) and formats
// what the server says itself; each loader sends the compiled messages its page draws, the root's
// shared ones and each route's own, so the browser holds only the messages of the page it shows,
// in its language. The browser applies them with `formatCompiled` below rather than @lingui/core
// (2.3 KB gzipped on every page, which the 100 KB budget cannot take): messages for the browser
// hold text and {values} only, and a test checks that both give the same words for every message.
import { useMatches } from "@remix-run/react";
import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { MessageId } from "~/content/messages/en";
import { DEFAULT_LOCALE, isLocale, localePath, type Locale } from "~/lib/i18n/locales";

/** A compiled message as Lingui's compiler writes it: text, or text and [value name] parts. */
export type CompiledMessage = string | readonly (string | readonly [string])[];
export type Messages = Record<string, CompiledMessage>;

/** What a loader returns for the messages its page draws (root: the shared ones). */
export type PageMessages = { messages?: Messages };

type Values = Record<string, string | number>;

/** A compiled message with its values filled in. */
export function formatCompiled(message: CompiledMessage, values: Values = {}): string {
  if (typeof message === "string") return message;
  return message.map((part) => (typeof part === "string" ? part : String(values[part[0]] ?? ""))).join("");
}

type PageWords = { locale: Locale; messages: Messages };

const CurrentWords = createContext<PageWords>({ locale: DEFAULT_LOCALE, messages: {} });

/** The page's language and the messages of every matched route, for everything drawn inside. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const root = matches[0]?.data as { locale?: unknown } | undefined;
  const locale = isLocale(root?.locale) ? root.locale : DEFAULT_LOCALE;
  const parts = matches.map((match) => (match.data as PageMessages | undefined)?.messages);
  const words = useMemo(() => ({ locale, messages: Object.assign({}, ...parts) }), [locale, ...parts]);
  return <CurrentWords.Provider value={words}>{children}</CurrentWords.Provider>;
}

/** More messages for a part of the page that loads its own (the booking dialog's form). */
export function MoreMessages({ messages, children }: { messages: Messages | undefined; children: ReactNode }) {
  const words = useContext(CurrentWords);
  const more = useMemo(() => ({ locale: words.locale, messages: { ...words.messages, ...messages } }), [words, messages]);
  return <CurrentWords.Provider value={more}>{children}</CurrentWords.Provider>;
}

export type Translate = {
  /** A message of the catalog, in the page's language. */
  (id: MessageId, values?: Values): string;
  /**
   * A text that may be a message of its own (a validation message, a toast, a service's name):
   * its translation, or the text itself (the admin's words, a name staff typed).
   */
  text(text: string): string;
  /** Whether the page has this message (not when the root's data is missing, on an error page). */
  has(id: MessageId): boolean;
  locale: Locale;
  /** A site path in the page's language: /contact is /kn/contact on a Kannada page. */
  path(path: string): string;
};

/** The words of `locale` from `messages`; `format` fills in a message's values. */
export function translator(locale: Locale, messages: Messages, format: (id: string, values?: Values) => string = (id, values) => formatCompiled(messages[id] ?? id, values)): Translate {
  const t = ((id: MessageId, values?: Values) => format(id, values)) as Translate;
  t.has = (id) => id in messages;
  t.text = (text) => (text in messages ? format(text) : text);
  t.locale = locale;
  t.path = (path) => localePath(locale, path);
  return t;
}

export function useT(): Translate {
  const { locale, messages } = useContext(CurrentWords);
  return useMemo(() => translator(locale, messages), [locale, messages]);
}

/** For a route's `meta`: the words of the page, from the messages its routes loaded. */
export function metaTranslator(matches: readonly { data: unknown }[]): Translate {
  const root = matches[0]?.data as { locale?: unknown } | undefined;
  const locale = isLocale(root?.locale) ? root.locale : DEFAULT_LOCALE;
  return translator(locale, Object.assign({}, ...matches.map((match) => (match.data as PageMessages | undefined)?.messages)));
}
