// A fourth language is a list entry and a catalog: the site's message tables build for a language
// the app does not list yet (Tamil here, made from the English catalog), every page part of it.
import { describe, expect, it } from "vitest";

import type { LanguageCatalog } from "~/content/messages/catalogs";
import { en, TEXTS } from "~/content/messages/en";
import { readMessages, translator } from "~/lib/i18n/i18n";
import { compileCatalog, type Part, wireMessages } from "~/lib/i18n/messages.server";

/** A stand-in Tamil catalog: each English message behind a Tamil word, its {values} kept. */
const tamil: LanguageCatalog = {
  messages: Object.fromEntries(Object.entries(en).map(([id, message]) => [id, `தமிழ் ${message}`])) as LanguageCatalog["messages"],
  texts: Object.fromEntries(TEXTS.map((text) => [text, `தமிழ் ${text}`])),
};

describe("a fourth language", () => {
  it("builds every part of the message tables, and a page's words read back in it", () => {
    const catalog = compileCatalog(tamil);
    const parts = [...catalog.keys()] as Part[];
    const english = compileCatalog({ messages: en, texts: {} });
    // Every namespace English has, Tamil has, with as many messages.
    for (const part of english.keys()) expect(Object.keys(catalog.get(part) ?? {}).length, part).toBe(Object.keys(english.get(part)!).length);
    const words = readMessages(wireMessages(catalog, parts));
    const t = translator("en", words);
    expect(t("common.bookNow")).toBe(`தமிழ் ${en["common.bookNow"]}`);
    expect(t("common.callPhone", { phone: "+91 90080 12345" })).toBe("தமிழ் Call +91 90080 12345");
    expect(t.text(TEXTS[0]!)).toBe(`தமிழ் ${TEXTS[0]}`);
  });
});
