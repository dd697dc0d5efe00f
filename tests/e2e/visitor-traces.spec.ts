// Nothing of one visitor reaches another or the log, on a server of its own (a fresh page cache,
// and its output to read): a public page asked for with a query string is kept without it, so the
// next visitor's page carries nothing of it; the access log writes a query's parameter names,
// never a searched phone.
import path from "node:path";

import { expect, request as playwrightRequest, test } from "@playwright/test";

import { type AppServer, startAppServer, tempDir } from "../shared/app-server";
import { ADMIN_EMAIL, ADMIN_PASSWORD, TOMORROW, uniqueName } from "./support";

let app: AppServer;
test.beforeAll(async () => {
  app = await startAppServer({ databasePath: path.join(tempDir("visitor-traces"), "app.db"), env: { ADMIN_EMAIL, ADMIN_PASSWORD } });
});
test.afterAll(() => app?.stop());

const IDENTITY = { "Accept-Encoding": "identity" };

test("a public page asked for with a query string is kept without it: the next visitor gets nothing of it", async () => {
  const api = await playwrightRequest.newContext({ baseURL: app.origin });
  for (const [page, query] of [
    ["/terms", "utm=%22%3E%3Cb%3Einjected"],
    ["/kn/privacy", "utm_source=ad-injected&gclid=injected123"],
    ["/", "fbclid=injected-click"],
  ] as const) {
    const first = await api.get(`${page}?${query}`, { headers: IDENTITY });
    expect(first.status()).toBe(200);
    // The visitor with the query gets the page as kept: the same bytes everyone gets.
    expect(await first.text()).not.toContain("injected");
    const next = await api.get(page, { headers: IDENTITY });
    expect(next.status()).toBe(200);
    const body = await next.text();
    expect(body, page).not.toContain("injected");
    expect(body, page).not.toMatch(/utm|gclid|fbclid/);
    expect(next.headers().etag).toBe(first.headers().etag);
    expect(body).toBe(await first.text());
  }
  // The language links of the page asked for with a query are the page's own.
  const terms = await (await api.get("/terms?utm_source=x", { headers: IDENTITY })).text();
  expect(terms).toContain('href="/kn/terms"');
  expect(terms).toContain('href="/hi/terms"');
  // A page the query changes is never shared, and keeps it: the booking form's preset.
  const book = await (await api.get("/book?service=LG%20Repair&brand=LG", { headers: IDENTITY })).text();
  // (React Router 7 writes the space of the query it was given as "+", which reads back the same.)
  expect(book).toMatch(/href="\/kn\/book\?service=LG(%20|\+)Repair&amp;brand=LG"/);
  await api.dispose();
});

test("the access log writes a query's parameter names, never a searched phone, and no booking's token", async () => {
  const phone = "9845077777";
  const staff = await playwrightRequest.newContext({ baseURL: app.origin, extraHTTPHeaders: { Origin: app.origin } });
  const booked = await staff.post("/book", {
    form: { submissionId: crypto.randomUUID(), name: uniqueName("Logged"), phone, locality: "Jayanagar", visitDate: TOMORROW },
    maxRedirects: 0,
  });
  expect(booked.status()).toBe(303);
  const token = new URL(booked.headers().location!, app.origin).searchParams.get("booking")!;
  expect((await staff.get(`/book/thank-you?booking=${token}`)).status()).toBe(200);
  expect((await staff.post("/admin/login", { form: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, maxRedirects: 0 })).status()).toBe(302);
  for (const searched of [`/admin?q=${phone}`, `/admin?q=%2B91%20${phone}`, `/admin.data?q=${phone}`, `/admin/bookings/export?q=${phone}`, `/admin?${phone}`]) {
    expect((await staff.get(searched)).status(), searched).toBeLessThan(500);
  }
  // A 404 with the phone in its query, and a booking's page by its token.
  expect((await staff.get(`/no-such-page?phone=${phone}`)).status()).toBe(404);
  expect((await staff.get(`/booking/${token}?from=${phone}`)).status()).toBe(200);
  await staff.dispose();

  // The log is written without blocking: wait for the last line.
  await expect.poll(() => app.log()).toContain("GET /booking/:token?from=… 200");
  const log = app.log();
  expect(log).toContain("GET /admin?q=… 200");
  expect(log).toContain("GET /admin.data?q=… 200");
  expect(log).toContain("GET /admin?…=… 200");
  expect(log).toContain("GET /no-such-page?phone=… 404");
  expect(log).toContain("GET /book/thank-you?booking=… 200");
  expect(log).not.toContain(phone);
  expect(log).not.toContain("98450");
  expect(log).not.toContain(token);
});
