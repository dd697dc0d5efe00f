// The site's words in the page's language. Lingui compiles every catalog on the server
// (app/lib/i18n/messages.server.ts: ICU MessageFormat, compiled once per language) and formats
// what the server says itself; each loader sends the messages its page draws, the root's shared
// ones and each route's own, so the browser holds only the messages of the page it shows, in its
// language. The browser fills them in with `formatMessage` below rather than @lingui/core (2.3 KB
// gzipped on every page, which the 100 KB budget cannot take): messages for the browser hold text
// and {values} only, and a test checks that both give the same words for every message.
import { createContext, type ReactNode, useContext, useMemo } from "react";
import { useMatches } from "react-router";

import type { MessageId } from "~/content/messages/en";
import { DEFAULT_LOCALE, isLocale, LANGUAGES, type Locale, localePath } from "~/lib/i18n/locales";

/**
 * A page's messages as they travel with its data: one text, a line per message, "id=message",
 * each message its text with {value} names. As one string, the messages cost a page a third less
 * than as an object (turbo-stream writes every key and value of an object as an entry of its own).
 */
export type WireMessages = string;

/** What a loader returns for the messages its page draws (root: the shared ones). */
export type PageMessages = { messages?: WireMessages };

type Messages = Record<string, string>;
type Values = Record<string, string | number>;

const parsed = new Map<WireMessages, Messages>();

/** The messages of a page's data, read once. */
export function readMessages(wire: WireMessages | undefined): Messages {
  if (!wire) return {};
  let messages = parsed.get(wire);
  if (!messages) {
    messages = {};
    for (const line of wire.split("\n")) {
      const at = line.indexOf("=");
      messages[line.slice(0, at)] = line.slice(at + 1);
    }
    parsed.set(wire, messages);
  }
  return messages;
}

/** A message with its values filled in. */
function formatMessage(message: string, values: Values = {}): string {
  return message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ""));
}

type PageWords = { locale: Locale; messages: Messages };

const CurrentWords = createContext<PageWords>({ locale: DEFAULT_LOCALE, messages: {} });

/** The page's language and the messages of every matched route, for everything drawn inside. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const root = matches[0]?.data as { locale?: unknown } | undefined;
  const locale = isLocale(root?.locale) ? root.locale : DEFAULT_LOCALE;
  const parts = matches.map((match) => (match.data as PageMessages | undefined)?.messages);
  // One dependency per route's messages: the words change when a route's do, however many routes match.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const words = useMemo(() => ({ locale, messages: Object.assign({}, ...parts.map(readMessages)) }), [locale, ...parts]);
  return <CurrentWords.Provider value={words}>{children}</CurrentWords.Provider>;
}

/** More messages for a part of the page that loads its own (the booking dialog's form). */
export function MoreMessages({ messages, children }: { messages: WireMessages | undefined; children: ReactNode }) {
  const words = useContext(CurrentWords);
  const more = useMemo(() => ({ locale: words.locale, messages: { ...words.messages, ...readMessages(messages) } }), [words, messages]);
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
export function translator(
  locale: Locale,
  messages: Record<string, unknown>,
  format: (id: string, values?: Values) => string = (id, values) => formatMessage(Object.hasOwn(messages, id) ? (messages as Messages)[id]! : id, values),
): Translate {
  const t = ((id: MessageId, values?: Values) => format(id, values)) as Translate;
  // Own messages only: a text typed as "valueOf" or "constructor" is no message.
  t.has = (id) => Object.hasOwn(messages, id);
  t.text = (text) => (Object.hasOwn(messages, text) ? format(text) : text);
  t.locale = locale;
  t.path = (path) => localePath(locale, path);
  return t;
}

/**
 * On an admin page, the BCP 47 tag of the signed-in account's language (the admin shell's data), for
 * its dates and money: the page's own language (useT().locale) is the address's, English under /admin.
 */
export function useAccountTag(): string {
  const shell = useMatches().find((match) => match.id === "routes/admin/admin")?.data as { admin?: { language?: unknown } } | undefined;
  return LANGUAGES[isLocale(shell?.admin?.language) ? shell.admin.language : DEFAULT_LOCALE].tag;
}

export function useT(): Translate {
  const { locale, messages } = useContext(CurrentWords);
  return useMemo(() => translator(locale, messages), [locale, messages]);
}

/** For a route's `meta`: the words of the page, from the messages its routes loaded. */
export function metaTranslator(matches: readonly { data: unknown }[]): Translate {
  const root = matches[0]?.data as { locale?: unknown } | undefined;
  const locale = isLocale(root?.locale) ? root.locale : DEFAULT_LOCALE;
  return translator(locale, Object.assign({}, ...matches.map((match) => readMessages((match.data as PageMessages | undefined)?.messages))));
}
