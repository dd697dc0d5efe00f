import { globSync, readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { outcomeEn, outcomeHi, outcomeKn } from "~/content/messages/staff/outcome";
import { LOCALES } from "~/lib/i18n/locales";
import { doneText, refusalText } from "~/lib/i18n/outcome.server";
import type { RefusalCode } from "~/lib/outcome";

const BY_LANGUAGE = { en: outcomeEn, kn: outcomeKn, hi: outcomeHi } as Record<(typeof LOCALES)[number], Record<string, string>>;
const IDS = Object.keys(outcomeEn);

describe("outcome catalog", () => {
  it("has every code's text in every listed language, in its own script", () => {
    for (const locale of LOCALES) {
      const words = BY_LANGUAGE[locale];
      expect(words, locale).toBeDefined();
      expect(Object.keys(words).sort(), locale).toEqual([...IDS].sort());
      for (const id of IDS) expect(words[id]!.trim(), `${locale} ${id}`).not.toBe("");
    }
    for (const id of IDS) {
      expect(outcomeKn[id as keyof typeof outcomeKn], id).toMatch(/[\u0C80-\u0CFF]/);
      expect(outcomeHi[id as keyof typeof outcomeHi], id).toMatch(/[\u0900-\u097F]/);
    }
  });

  it("says a code with its values in the reader's language, money as the language writes it", () => {
    const refusal = { code: "moreThanDue" as RefusalCode, values: { amount: { paise: 800_00 } } };
    expect(refusalText("en", refusal)).toBe("That is more than the ₹800 due.");
    expect(refusalText("kn", refusal)).toMatch(/^ಅದು ಬಾಕಿ ಇರುವ .*800.*ಕ್ಕಿಂತ ಹೆಚ್ಚು\.$/);
    expect(refusalText("hi", refusal)).toMatch(/800/);
    expect(doneText("kn", { code: "billIssued", values: { number: "WF/26-27/7" } })).toContain("WF/26-27/7");
  });

  it("knows every code the app names in a refused(…) or refusal(…) call", () => {
    const used = new Set<string>();
    for (const file of globSync("app/**/*.{ts,tsx}")) {
      for (const match of readFileSync(file, "utf8").matchAll(/\brefus(?:ed|al)\("(\w+)"/g)) used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(30);
    for (const code of used) expect(IDS, code).toContain(`refusal.${code}`);
  });
});
