// A month is marked filed only once it has ended in Bengaluru (by the app's clock): the month under
// way still takes invoices, which could no longer be cancelled once it is filed. The Books page
// offers no control for it and says so in the reader's language; a crafted post is refused alike.
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { serverTranslator } from "~/lib/i18n/messages.server";
import { setClock } from "~/lib/time/clock.server";
import { createAdminSession, setAdminLanguage, upsertAdmin } from "~/models/admins.server";
import { fileMonth } from "~/models/credit-notes.server";
import { action, loader } from "~/routes/admin/admin.books";
import { sessionStorage } from "~/session.server";
import { db } from "~db/db.server";

import { postForm, run } from "./action-outcome";
import { english } from "./outcome-english";
import { staffActor } from "./staff";

const owner = staffActor({ id: null as unknown as number, email: "owner@example.com" });
/** The last moment of 30 November 2026 in Bengaluru, and the first of 1 December. */
const LAST_OF_NOVEMBER = new Date("2026-11-30T18:29:59.999Z");
const FIRST_OF_DECEMBER = new Date("2026-11-30T18:30:00.000Z");
const filedRows = (month: string) => db.selectFrom("filed_months").select("month").where("month", "=", month).execute();

describe("marking a month filed", () => {
  afterEach(() => setClock(null));

  it("is refused for the month under way to its last moment in Bengaluru, and for a month to come; allowed from the next month's first", async () => {
    for (const month of ["2031-11", "2031-12"])
      expect(english(await fileMonth(month, owner, new Date("2031-11-30T18:29:59.999Z")))).toEqual({
        status: "refused",
        message: `${month} has not ended yet: a month can be marked filed only once it is over.`,
      });
    expect(await filedRows("2031-11")).toEqual([]);
    expect(english(await fileMonth("2031-11", owner, new Date("2031-11-30T18:30:00.000Z")))).toEqual({ status: "done", done: "2031-11 Marked Filed" });
    expect(await filedRows("2031-11")).toEqual([{ month: "2031-11" }]);
  });

  describe("on the Books page, for an owner whose account reads Kannada", () => {
    let cookie: string;
    beforeAll(async () => {
      const admin = await upsertAdmin("books-owner@example.com", "a long enough password");
      await db.updateTable("admins").set({ role: "owner" }).where("id", "=", admin.id).execute();
      await setAdminLanguage(staffActor(admin), "kn");
      const session = await sessionStorage.getSession();
      session.set("sessionId", await createAdminSession(admin.id, staffActor(admin), LAST_OF_NOVEMBER));
      cookie = (await sessionStorage.commitSession(session)).split(";")[0]!;
    });
    const signedIn = (request: Request) => {
      request.headers.set("Cookie", cookie);
      request.headers.set("Origin", "http://localhost");
      return request;
    };
    const books = async (month: string) =>
      (await run(loader, signedIn(new Request(`http://localhost/admin/books?month=${month}`)))).body as { mayFile: boolean; notEnded: string | null };
    const notEnded = (month: string) => serverTranslator("kn")("admin.monthNotEnded", { month });

    it("offers no control for the month under way and says why in Kannada; a crafted post is refused in Kannada and files nothing", async () => {
      setClock(LAST_OF_NOVEMBER);
      expect(notEnded("2026-11")).toContain("ಮುಗಿದಿಲ್ಲ");
      expect(await books("2026-11")).toMatchObject({ mayFile: false, notEnded: notEnded("2026-11") });
      expect(await books("2026-10")).toMatchObject({ mayFile: true, notEnded: null });
      const refused = await run(action, signedIn(postForm("/admin/books", { intent: "file-month", month: "2026-11" })));
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ intent: "file-month", result: { error: { "": [notEnded("2026-11")] } } });
      expect(await filedRows("2026-11")).toEqual([]);

      // From the first moment of December, November is offered, and filed.
      setClock(FIRST_OF_DECEMBER);
      expect(await books("2026-11")).toMatchObject({ mayFile: true, notEnded: null });
      const filed = await run(action, signedIn(postForm("/admin/books", { intent: "file-month", month: "2026-11" })));
      expect(filed.status).toBe(303);
      expect(await filedRows("2026-11")).toEqual([{ month: "2026-11" }]);
    });
  });
});
