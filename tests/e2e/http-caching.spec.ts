// HTTP caching and the server's page cache (server/page-cache.ts): public pages are shared, with
// strong ETags and 304s; nothing made for one visitor (a toast, a session, a submission id, a
// booking's token) is ever kept or served to another; a Form Settings change shows at once.
// A kept page is only rendered again once it expires or is pushed out; the steps that need one
// kept copy still retry (toPass) rather than assume the order other tests run in.
import { type APIRequestContext } from "@playwright/test";

import { expect, test } from "./fixtures";
import { bookingFormFields, createBookingViaForm, query, uniqueName, waitForHydration } from "./support";

const PUBLIC_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=600";
const PUBLIC_PAGES = ["/", "/brands/lg-repair", "/services/maintenance", "/machines/front-load", "/locations/koramangala", "/view-all-areas", "/terms"];

/** A fresh request context: no cookies of any other request. */
async function anonymous(playwright: { request: { newContext(options: { baseURL?: string }): Promise<APIRequestContext> } }, baseURL: string) {
  return playwright.request.newContext({ baseURL });
}

test("anonymous public pages are shared: public Cache-Control, an ETag, no cookie, and a 304 on revalidation", async ({ request }) => {
  for (const path of PUBLIC_PAGES) {
    const first = await request.get(path);
    expect(first.status(), path).toBe(200);
    const headers = first.headers();
    expect(headers["cache-control"], path).toBe(PUBLIC_CACHE_CONTROL);
    expect(headers["set-cookie"], path).toBeUndefined();
    // Strong: every answer of a kept page is the same bytes in each encoding (Brotli here).
    expect(headers["etag"], path).toMatch(/^"[A-Za-z0-9_-]{43}-br"$/);
    expect(headers["vary"], path).toContain("Accept-Encoding");

    // The same page again (kept), and a 304 without a body when the browser has it.
    await expect(async () => {
      const kept = await request.get(path);
      const etag = kept.headers()["etag"]!;
      const again = await request.get(path);
      expect(again.headers()["etag"], path).toBe(etag);
      expect(await again.text(), path).toBe(await kept.text());
      expect(again.headers()["content-security-policy"], path).toBe(kept.headers()["content-security-policy"]);
      const revalidated = await request.get(path, { headers: { "If-None-Match": etag } });
      expect(revalidated.status(), path).toBe(304);
      expect(revalidated.headers()["etag"], path).toBe(etag);
      expect(revalidated.headers()["cache-control"], path).toBe(PUBLIC_CACHE_CONTROL);
      expect((await revalidated.body()).length, path).toBe(0);
      expect(revalidated.headers()["content-security-policy"], path).toBe(kept.headers()["content-security-policy"]);
    }).toPass({ timeout: 10_000 });
  }
});

test("a kept page is sent in Brotli or gzip, as the browser takes them, with its length", async ({ request }) => {
  await request.get("/");
  await expect(async () => {
    const plain = await request.get("/", { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers()["content-encoding"]).toBeUndefined();
    const html = await plain.text();
    const sizes: Record<string, number> = {};
    for (const [accepted, sent] of [
      ["gzip", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["br", "br"],
      ["br, gzip", "br"],
      ["gzip, deflate, br, zstd", "br"],
    ]) {
      const response = await request.get("/", { headers: { "Accept-Encoding": accepted! } });
      expect(response.headers()["content-encoding"], accepted).toBe(sent);
      sizes[sent!] = Number(response.headers()["content-length"]);
      expect(sizes[sent!], accepted).toBeLessThan(html.length / 4);
      expect(await response.text(), accepted).toBe(html); // decoded by the client
    }
    expect(sizes.br).toBeLessThan(sizes.gzip!);
    expect((await request.get("/", { headers: { "Accept-Encoding": "zstd" } })).headers()["content-encoding"]).toBeUndefined();
    const head = await request.head("/", { headers: { "Accept-Encoding": "identity" } });
    expect(head.status()).toBe(200);
    expect(head.headers()["etag"]).toBe(plain.headers()["etag"]);
  }).toPass({ timeout: 10_000 });
});

test("pages made for one visitor are private, no-store", async ({ request }) => {
  const booking = await createBookingViaForm(request, uniqueName("Private Page"));
  for (const path of [
    "/book",
    "/book?service=PCB+Repair",
    "/contact",
    "/check-warranty",
    `/booking/${booking.token}`,
    `/book/thank-you?booking=${booking.token}`,
    "/admin/login",
    "/no-such-page",
  ]) {
    const response = await request.get(path);
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
    expect(response.headers()["etag"], path).toBeUndefined();
  }
  // Two visitors of /book never get the same submission id.
  const ids = await Promise.all([1, 2].map(async () => (await (await request.get("/book")).text()).match(/name="submissionId" value="([^"]+)"/)?.[1]));
  expect(ids[0]).toBeTruthy();
  expect(ids[0]).not.toBe(ids[1]);
});

test("a visitor's toast is theirs alone: the kept page never carries it, and the page with it is private", async ({ playwright, baseURL }) => {
  const visitor = await anonymous(playwright, baseURL!);
  const other = await anonymous(playwright, baseURL!);
  try {
    // The home page is kept before the toast exists.
    expect((await other.get("/")).headers()["cache-control"]).toBe(PUBLIC_CACHE_CONTROL);

    // A booking cancelled on its page without JavaScript: the answer sets the toast cookie for the next page.
    const booked = await visitor.post("/book", { form: bookingFormFields(uniqueName("Toast Visitor")), maxRedirects: 0 });
    const token = new URL(booked.headers()["location"]!, baseURL).searchParams.get("booking")!;
    const cancelled = await visitor.post(`/booking/${token}`, { form: { intent: "cancel" }, maxRedirects: 0 });
    expect(cancelled.status()).toBe(303);
    expect(cancelled.headers()["set-cookie"]).toBeTruthy();

    // The visitor's next page is the home page: it shows the toast, made for them, and clears it.
    const withToast = await visitor.get("/");
    const html = await withToast.text();
    expect(html).toContain("Booking Cancelled");
    expect(withToast.headers()["cache-control"]).toBe("private, no-store");
    expect(withToast.headers()["etag"]).toBeUndefined();

    // Everyone else gets the shared page, without it; and so does the visitor, once it is shown.
    for (const client of [other, visitor]) {
      const page = await client.get("/");
      expect(page.headers()["cache-control"]).toBe(PUBLIC_CACHE_CONTROL);
      expect(page.headers()["etag"]).toBeTruthy();
      expect(await page.text()).not.toContain("Booking Cancelled");
    }
  } finally {
    await visitor.dispose();
    await other.dispose();
  }
});

test("a signed-in admin's visit to a public page is private and never kept", async ({ asStaff, page, request }) => {
  await asStaff();
  await page.goto("/admin");
  await expect(async () => {
    const kept = await request.get("/view-all-areas");
    const signedIn = await page.request.get("/view-all-areas");
    expect(signedIn.headers()["cache-control"]).toBe("private, no-store");
    expect(signedIn.headers()["etag"]).toBeUndefined();
    const after = await request.get("/view-all-areas");
    expect(after.headers()["etag"]).toBe(kept.headers()["etag"]);
    expect(await after.text()).toBe(await kept.text());
  }).toPass({ timeout: 10_000 });
});

test("a Form Settings change shows at once to a visitor of a kept page", async ({ asStaff, browser, page }) => {
  const visitor = await browser.newPage();
  try {
    await visitor.goto("/");
    // Now served from the page cache: the kept copy's ETag (the page's hash: a page rendered again
    // with the same content has the same one).
    const kept = (await visitor.goto("/"))!.headers()["etag"];
    expect(kept).toBeDefined();
    const name = uniqueName("Cached Loc");
    await asStaff();
    await page.goto("/admin/form-settings/locations");
    await page.getByLabel("Location name").fill(name);
    await page.getByRole("checkbox", { name: "Popular" }).check();
    await page.getByRole("button", { name: "Add Location" }).click();
    await expect(page.getByRole("listitem").filter({ hasText: name })).toBeVisible();
    expect(query("select popular from form_localities where name = ?", name)).toEqual([{ popular: 1 }]);

    // The same kept page, and yet the booking dialog offers the new chip: the page holds no settings.
    expect((await visitor.reload())!.headers()["etag"]).toBe(kept);
    await waitForHydration(visitor);
    await visitor.getByRole("banner").getByRole("link", { name: "Book Now" }).click();
    const dialog = visitor.getByRole("dialog", { name: "Book a Technician" });
    await dialog.getByLabel("Locality *").click();
    await expect(dialog.getByRole("group", { name: "Popular areas" }).getByRole("button", { name, exact: true })).toBeVisible();
  } finally {
    await visitor.close();
  }
});

test("the browser's files are sent as the build compressed them, Brotli or gzip, and kept for a year", async ({ request }) => {
  const html = await (await request.get("/")).text();
  // All but React Router's manifest, which it writes after the bundle (compressed per request, by compression()).
  const scripts = [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!).filter((script) => !/\/manifest-[\w-]+\.js$/.test(script));
  expect(scripts.length).toBeGreaterThan(1);
  for (const script of scripts) {
    const plain = await request.get(script, { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers()["content-encoding"], script).toBeUndefined();
    const source = await plain.body();
    const sizes: Record<string, number> = {};
    for (const [accepted, sent] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
    ]) {
      const response = await request.get(script, { headers: { "Accept-Encoding": accepted! } });
      const headers = response.headers();
      expect(headers["content-encoding"], `${script} ${accepted}`).toBe(sent);
      expect(headers["cache-control"], script).toBe("public, max-age=31536000, immutable");
      expect(headers["x-content-type-options"], script).toBe("nosniff");
      expect(headers["vary"], script).toContain("Accept-Encoding");
      expect(await response.body(), `${script} ${accepted}`).toEqual(source); // decoded by the client
      sizes[sent!] = Number(headers["content-length"]);
    }
    // Compressed at each format's best: Brotli is the smaller.
    expect(sizes.br, script).toBeLessThan(sizes.gzip!);
  }
});
