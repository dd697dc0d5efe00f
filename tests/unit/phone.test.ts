import fullMetadata from "libphonenumber-js/metadata.max.json";
import { describe, expect, it } from "vitest";

import { formatIndianPhone, normaliseIndianPhone, PHONE_METADATA_IN } from "~/lib/contact/phone";

describe("Indian phone numbers", () => {
  it("uses the installed libphonenumber-js's own metadata for India", () => {
    // If this fails after upgrading libphonenumber-js, regenerate app/lib/phone-metadata-in.json:
    // node -e 'const m=require("libphonenumber-js/metadata.max.json");require("fs").writeFileSync("app/lib/phone-metadata-in.json",JSON.stringify({version:m.version,country_calling_codes:{"91":["IN"]},countries:{IN:m.countries.IN},nonGeographic:{}})+"\n")'
    expect(PHONE_METADATA_IN).toEqual({
      version: fullMetadata.version,
      country_calling_codes: { "91": ["IN"] },
      countries: { IN: fullMetadata.countries.IN },
      nonGeographic: {},
    });
  });

  it.each([
    ["98450 12345", "+919845012345"],
    ["+91-98450-12345", "+919845012345"],
    ["09845012345", "+919845012345"],
    ["080 2345 6789", "+918023456789"],
    ["+91 80 2345 6789", "+918023456789"],
  ])("stores %s as %s", (typed, stored) => {
    expect(normaliseIndianPhone(typed)).toBe(stored);
  });

  it.each(["", "12345", "5555555555", "1800 123 456", "+44 20 7946 0958", "98450 12345 999", "abc"])("refuses %j", (typed) => {
    expect(normaliseIndianPhone(typed)).toBeNull();
  });

  it("formats a stored number for people", () => {
    expect(formatIndianPhone("+919845012345")).toBe("+91 98450 12345");
  });
});
