// The owner's price list as the job screen offers it.
import { describe, expect, it } from "vitest";

import { cheapestFirst } from "~/lib/billing/price-list";

describe("the price list on the job screen", () => {
  it("puts the cheapest first, then by price, items of one price by name as read in the language", () => {
    const items = [
      { unit_paise: 79_900, name: "Drum bearing" },
      { unit_paise: 39_900, name: "Visit charge" },
      { unit_paise: 39_900, name: "Inlet hose" },
      { unit_paise: 0, name: "Check-up under plan" },
    ];
    expect(cheapestFirst(items, (item) => item.name, "en-IN").map((item) => item.name)).toEqual([
      "Check-up under plan",
      "Inlet hose",
      "Visit charge",
      "Drum bearing",
    ]);
    expect(items[0]!.name).toBe("Drum bearing");
  });
});
