// A booking's service and brand come only from the catalog (content/booking-catalog.server.ts):
// every Book button's preset, every brand, and the admin's services.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { CATALOG_BRANDS, PRESET_SERVICES } from "~/content/booking-catalog.server";
import { BRAND_PAGES } from "~/content/brand-pages.server";
import { BRANDS } from "~/content/brands";
import { MACHINE_PAGES } from "~/content/machine-pages.server";
import { SERVICE_PAGES } from "~/content/service-pages.server";
import { WARRANTY_BRANDS, WARRANTY_REPAIR_SERVICE } from "~/content/warranty";
import { setClock } from "~/lib/time/clock.server";
import { addService } from "~/models/settings.server";
import { action, loader } from "~/routes/public/($lang).book";
import { db } from "~db/db.server";

import { postForm, run } from "./action-outcome";

const stored = (submissionId: string) => db.selectFrom("bookings").select(["service", "brand"]).where("submission_id", "=", submissionId).execute();

// 10:00 on 23 November 2026 in Bengaluru; the bookings are for the next day.
beforeAll(() => setClock(new Date("2026-11-23T04:30:00.000Z")));
afterAll(() => setClock(null));

function booking(fields: Record<string, string>) {
  return { submissionId: crypto.randomUUID(), name: "Asha Rao", phone: "98450 12345", locality: "Jayanagar", visitDate: "2026-11-24", ...fields };
}

describe("the booking catalog", () => {
  it("holds the presets of the content's Book buttons, from the site's own examples", () => {
    for (const service of [
      "General Repair",
      "Emergency Repair",
      WARRANTY_REPAIR_SERVICE,
      "Front Load Repair",
      "Washer Dryer Combo Repair",
      "LG Repair",
      "Installation Service",
      "Maintenance Service",
    ]) {
      expect(PRESET_SERVICES.has(service), service).toBe(true);
    }
    for (const page of [...Object.values(BRAND_PAGES), ...Object.values(SERVICE_PAGES), ...Object.values(MACHINE_PAGES)]) {
      expect(PRESET_SERVICES.has(page.booking.service), page.name).toBe(true);
      if (page.booking.brand) expect(CATALOG_BRANDS.has(page.booking.brand)).toBe(true);
    }
    for (const brand of [...BRANDS.map((b) => b.name), ...WARRANTY_BRANDS, "Not specified"]) expect(CATALOG_BRANDS.has(brand), brand).toBe(true);
  });

  it("the /book action takes a preset service and brand, or the admin's own service, and refuses anything else with a message", async () => {
    const preset = booking({ service: "Front Load Repair", brand: "Bosch" });
    expect((await run(action, postForm("/book", preset))).status).toBe(303);
    expect(await stored(preset.submissionId)).toEqual([{ service: "Front Load Repair", brand: "Bosch" }]);

    const invented = booking({ service: "Free iPhone", brand: "LG" });
    const refused = await run(action, postForm("/book", invented));
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("Choose one of the services");
    expect(await stored(invented.submissionId)).toEqual([]);

    const unknownBrand = booking({ brand: "Acme Spaceships" });
    const refusedBrand = await run(action, postForm("/book", unknownBrand));
    expect(refusedBrand.status).toBe(400);
    expect(JSON.stringify(refusedBrand.body)).toContain("Choose one of the brands");

    await addService("Spin Motor Repair", "Motor and carbon brushes");
    const admins = booking({ service: "Spin Motor Repair" });
    expect((await run(action, postForm("/book", admins))).status).toBe(303);
    expect(await stored(admins.submissionId)).toEqual([{ service: "Spin Motor Repair", brand: "Not specified" }]);
  });

  it("the /book page presets only what the catalog holds; a made-up link falls back to the defaults", async () => {
    const page = async (query: string) =>
      (await run(loader, new Request(`http://localhost/book?${query}`))).body as { preset: { service: string; brand: string } };
    expect((await page("service=PCB+Repair&brand=LG")).preset).toMatchObject({ service: "PCB Repair", brand: "LG" });
    expect((await page("service=Free+iPhone&brand=Acme")).preset).toMatchObject({ service: "General Repair", brand: "" });
  });
});
