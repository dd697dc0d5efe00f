// The site's words in the page's language, through Lingui: the server picks each page's messages
// (app/lib/i18n/messages.server.ts, compiled ICU MessageFormat) and sends them with the page's
// data, the root's shared ones and each route's own; this provider gathers them from the matched
// routes, so the browser holds only the messages of the page it shows, in its language.
import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { I18nProvider, useLingui } from "@lingui/react";
import { useMatches } from "@remix-run/react";
import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { MessageId } from "~/content/messages/en";
import { DEFAULT_LOCALE, LANGUAGES, isLocale, localePath, type Locale } from "~/lib/i18n/locales";

/** What a loader returns for the messages its page draws (root: the shared ones). */
export type PageMessages = { messages?: Messages };

function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({ locale, locales: [LANGUAGES[locale].tag], messages: { [locale]: messages } });
}

const CurrentLocale = createContext<Locale>(DEFAULT_LOCALE);

/** The page's language and the messages of every matched route, for everything drawn inside. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const root = matches[0]?.data as { locale?: unknown } | undefined;
  const locale = isLocale(root?.locale) ? root.locale : DEFAULT_LOCALE;
  const parts = matches.map((match) => (match.data as PageMessages | undefined)?.messages);
  const i18n = useMemo(() => createI18n(locale, Object.assign({}, ...parts)), [locale, ...parts]);
  return (
    <CurrentLocale.Provider value={locale}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </CurrentLocale.Provider>
  );
}

/** More messages for a part of the page that loads its own (the booking dialog's form). */
export function MoreMessages({ messages, children }: { messages: Messages | undefined; children: ReactNode }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const more = useMemo(() => createI18n(locale, { ...i18n.messages, ...messages }), [i18n, locale, messages]);
  return <I18nProvider i18n={more}>{children}</I18nProvider>;
}

export function useLocale(): Locale {
  return useContext(CurrentLocale);
}

export type Translate = {
  /** A message of the catalog, in the page's language. */
  (id: MessageId, values?: Record<string, string | number>): string;
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
  /** A number with the language's grouping (Indian lakhs and crores). */
  number(value: number): string;
};

/** The words of `locale` from `messages` (compiled): for components, meta functions and the server alike. */
export function translator(locale: Locale, messages: Messages): Translate {
  const i18n = createI18n(locale, messages);
  return fromI18n(i18n, locale);
}

function fromI18n(i18n: I18n, locale: Locale): Translate {
  const t = ((id: MessageId, values?: Record<string, string | number>) => i18n._(id, values)) as Translate;
  t.has = (id) => id in i18n.messages;
  t.text = (text) => (text in i18n.messages ? i18n._(text) : text);
  t.locale = locale;
  t.path = (path) => localePath(locale, path);
  t.number = (value) => i18n.number(value);
  return t;
}

export function useT(): Translate {
  const { i18n } = useLingui();
  const locale = useLocale();
  return useMemo(() => fromI18n(i18n, locale), [i18n, locale]);
}

/** For a route's `meta`: the words of the page, from the messages its routes loaded. */
export function metaTranslator(matches: readonly { data: unknown }[]): Translate {
  const root = matches[0]?.data as { locale?: unknown } | undefined;
  const locale = isLocale(root?.locale) ? root.locale : DEFAULT_LOCALE;
  return translator(locale, Object.assign({}, ...matches.map((match) => (match.data as PageMessages | undefined)?.messages)));
}
