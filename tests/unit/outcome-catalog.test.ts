import { globSync, readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { outcomeEn, outcomeHi, outcomeKn } from "~/content/messages/staff/outcome";
import { LOCALES } from "~/lib/i18n/locales";
import { doneText, refusalText, storedText } from "~/lib/i18n/outcome.server";
import { type RefusalCode, storedRefusal } from "~/lib/outcome";

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

  it("says a refusal kept in a record by its code in the reader's language, and any other text (an older row's English, a provider's words) as it is", () => {
    const kept = storedRefusal("customerSaidStop");
    expect(storedText("en", kept)).toBe("The customer asked for no more messages (STOP)");
    expect(storedText("kn", kept)).toBe(outcomeKn["refusal.customerSaidStop"]);
    expect(storedText("hi", kept)).toBe(outcomeHi["refusal.customerSaidStop"]);
    expect(storedText("kn", "The customer asked for no more messages (STOP)")).toBe("The customer asked for no more messages (STOP)");
    expect(storedText("kn", "refusal.noSuchCode")).toBe("refusal.noSuchCode");
    expect(storedText("kn", "WhatsApp answered HTTP 500")).toBe("WhatsApp answered HTTP 500");
    expect(storedText("kn", null)).toBeNull();
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
