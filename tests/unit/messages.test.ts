import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";

import { AREAS } from "~/content/areas";
import { MACHINES } from "~/content/machines";
import { CATALOGS } from "~/content/messages/catalogs";
import { en, TEXTS } from "~/content/messages/en";
import { areaName, machineName, serviceName } from "~/content/navigation";
import { SERVICES } from "~/content/services";
import { BOOKING_STATUSES } from "~/lib/booking/status";
import { readMessages, translator } from "~/lib/i18n/i18n";
import { DEFAULT_LOCALE, type Locale, LOCALES } from "~/lib/i18n/locales";
import { messagesFor, serverTranslator } from "~/lib/i18n/messages.server";

const NAMESPACES = [...new Set(Object.keys(en).map((id) => id.slice(0, id.indexOf("."))))] as Parameters<typeof messagesFor>[1][];

/** The names of a message's values: {name}, and those of plural/select arguments. */
function placeholders(message: string): string[] {
  return [...message.matchAll(/\{\s*([a-zA-Z]+)\s*[,}]/g)].map((match) => match[1]!).sort();
}

/** The script each language other than English is written in: a language added to LOCALES without one fails here. */
type Translated = Exclude<Locale, "en">;
const SCRIPTS: Record<Translated, RegExp> = { kn: /[\u0C80-\u0CFF]/, hi: /[\u0900-\u097F]/ };

describe("message catalogs", () => {
  for (const locale of LOCALES.filter((locale): locale is Translated => locale !== DEFAULT_LOCALE)) {
    const { messages, texts } = CATALOGS[locale];

    it(`${locale}: every English message and text has a translation, with the same values, that compiles`, () => {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
      expect(Object.keys(texts).sort()).toEqual([...TEXTS].sort());
      for (const [id, english] of Object.entries(en)) {
        const translated = messages[id as keyof typeof en];
        expect(translated.trim(), id).not.toBe("");
        expect(placeholders(translated), id).toEqual(placeholders(english));
        expect(() => compileMessage(translated), id).not.toThrow();
      }
    });

    it(`${locale}: is written in its own script, not left in English`, () => {
      const script = SCRIPTS[locale];
      // Names that stay as people write them: brands, the business, figures, the GST law's tax names;
      // and a step with its time ("{step}: {time}"), both of which come in the language's own words.
      const untranslatable = new Set([
        "common.brandRepair",
        "common.homeLabel",
        "customer.title",
        "customer.cgst",
        "customer.sgst",
        "customer.igst",
        "field.upi",
        "deskPlans.upi",
        "deskAnalytics.col.upi",
        "field.stepAt",
        "bill.cgst",
        "bill.sgst",
        "bill.igst",
        "bill.method.upi",
        "billAfter.refundMethod.upi",
        "deskBooking.upi",
        "deskAnalytics.col.upi",
      ]);
      const english = Object.entries(messages).filter(([id, text]) => !untranslatable.has(id) && !script.test(text) && !/^[\d\s/().*+:-]*$/.test(text));
      expect(english).toEqual([]);
    });
  }

  it("the browser's formatting gives the words Lingui gives, for every message of every language", () => {
    for (const locale of LOCALES) {
      const lingui = serverTranslator(locale);
      // Text and {values} only can be sent (plurals and selects stay on the server): messagesFor refuses the rest.
      const messages = readMessages(messagesFor(locale, ...NAMESPACES, "text.form", "text.booking", "text.contact", "text.warranty"));
      const browser = translator(locale, messages);
      expect(Object.keys(messages).length).toBeGreaterThan(locale === "en" ? 300 : 350);
      for (const id of Object.keys(messages)) {
        const values = Object.fromEntries(placeholders(CATALOGS.en.messages[id as keyof typeof en] ?? "").map((name) => [name, `«${name}»`]));
        expect(browser(id as keyof typeof en, values), `${locale} ${id}`).toBe(lingui(id as keyof typeof en, values));
      }
    }
  });

  it("English messages compile, and English texts are their own translation", () => {
    for (const [id, message] of Object.entries(en)) expect(() => compileMessage(message), id).not.toThrow();
    const t = serverTranslator("en");
    expect(t("contact.sentText")).toBe("We'll get back to you within 24 hours.");
    expect(t.text("Please fill in all required fields")).toBe("Please fill in all required fields");
    expect(serverTranslator("kn").text("Please fill in all required fields")).toMatch(/[\u0C80-\u0CFF]/);
  });

  it("names every service, machine type, area and status the pages draw by slug", () => {
    const ids = new Set(Object.keys(en));
    for (const service of SERVICES) expect(ids.has(serviceName(service.slug)), service.slug).toBe(true);
    for (const machine of MACHINES) expect(ids.has(machineName(machine.slug)), machine.slug).toBe(true);
    for (const area of AREAS) expect(ids.has(areaName(area.slug)), area.slug).toBe(true);
    for (const status of BOOKING_STATUSES) {
      expect(ids.has(`customer.status.${status}`), status).toBe(true);
      expect(ids.has(`customer.next.${status}`), status).toBe(true);
    }
  });

  it("formats values in the language: a Kannada slot-full message names the day in Kannada", () => {
    expect(serverTranslator("kn")("refusal.slotFull", { day: "ಮಂಗಳ, 24 ನವೆಂ" })).toContain("ಮಂಗಳ, 24 ನವೆಂ");
    expect(serverTranslator("hi")("common.callPhone", { phone: "+91 90080 12345" })).toBe("+91 90080 12345 पर कॉल करें");
  });
});
