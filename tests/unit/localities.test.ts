import { describe, expect, it } from "vitest";

import { filterLocalities } from "~/components/booking/locality-picker";
import { LOCALITIES } from "~/content/localities";
import { bookingChatText } from "~/lib/booking/chat-text";
import { serverTranslator } from "~/lib/i18n/messages.server";

const en = serverTranslator("en");

describe("localities", () => {
  it("holds about 250 names, sorted alphabetically, without duplicates", () => {
    expect(LOCALITIES.length).toBeGreaterThanOrEqual(245);
    expect(LOCALITIES.length).toBeLessThanOrEqual(260);
    const sorted = [...LOCALITIES].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }));
    expect(LOCALITIES).toEqual(sorted);
    expect(new Set(LOCALITIES.map((name) => name.toLowerCase())).size).toBe(LOCALITIES.length);
  });

  it("filters by a case-insensitive substring", () => {
    expect(filterLocalities("LAYOUT")).toContain("HSR Layout");
    expect(filterLocalities("nagar").every((name) => name.toLowerCase().includes("nagar"))).toBe(true);
    expect(filterLocalities("  ")).toBe(LOCALITIES);
    expect(filterLocalities("zzzz")).toEqual([]);
  });
});

describe("booking chat text", () => {
  it("defaults to washing machine repair and leaves out what is unknown", () => {
    expect(bookingChatText(en, {})).toBe("Hi! I need washing machine repair.");
    expect(bookingChatText(en, { service: " ", brand: "Not specified", name: "", phone: "" })).toBe("Hi! I need washing machine repair.");
  });

  it("names the service, the brand and the typed name, phone, area and problem", () => {
    expect(bookingChatText(en, { service: "PCB Repair", brand: "LG", name: " Asha ", phone: "98450 12345" })).toBe(
      "Hi! I need PCB Repair for my LG washing machine.\nName: Asha\nPhone: 98450 12345",
    );
    expect(bookingChatText(en, { service: "PCB Repair", name: "Asha", locality: "Jayanagar", issue: " Drum does not spin " })).toBe(
      "Hi! I need PCB Repair.\nName: Asha\nArea: Jayanagar\nProblem: Drum does not spin",
    );
  });
});

describe("a locality typed in Kannada or Devanagari script", () => {
  it.each([
    ["ಕೋರಮಂಗಲ", "Koramangala"],
    ["कोरमंगला", "Koramangala"],
    ["ಇಂದಿರಾನಗರ", "Indiranagar"],
    ["इंदिरानगर", "Indiranagar"],
    ["ವೈಟ್‌ಫೀಲ್ಡ್", "Whitefield"],
    ["व्हाइटफील्ड", "Whitefield"],
    ["ಮಲ್ಲೇಶ್ವರಂ", "Malleshwaram"],
    ["ಹೆಬ್ಬಾಳ", "Hebbal"],
    ["मराठाहल्ली", "Marathahalli"],
    ["ಎಲೆಕ್ಟ್ರಾನಿಕ್ ಸಿಟಿ", "Electronic City"],
    ["इलेक्ट्रॉनिक सिटी", "Electronic City"],
    ["ಯಲಹಂಕ", "Yelahanka"],
    ["ಬೆಳ್ಳಂದೂರು", "Bellandur"],
    ["ಜೆಪಿ ನಗರ", "JP Nagar"],
  ])("%s finds %s", (typed, locality) => {
    expect(filterLocalities(typed)).toContain(locality);
  });

  it("lists the names that start as typed first, and finds nothing for a name that is not there", () => {
    expect(filterLocalities("ಜಯನಗರ")[0]).toBe("Jayanagar");
    expect(filterLocalities("ಕೋರ").slice(0, 2)).toEqual(["Carmelaram", "Koramangala"]);
    expect(filterLocalities("ಮೈಸೂರು")).toEqual(["Mysore Road"]);
    expect(filterLocalities("ಧಾರವಾಡ")).toEqual([]);
  });
});
