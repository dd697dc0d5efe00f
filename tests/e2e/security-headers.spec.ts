import crypto from "node:crypto";

import { type APIResponse, type Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { bookingsNamed, createBookingViaForm, query, uniqueName, waitForHydration } from "./support";

// Every page type, as the check names them and more: the response headers as the server
// sends them, and what Chromium reports of the Content-Security-Policy while the pages run.
const PUBLIC_PAGES = [
  "/",
  "/brands/lg-repair",
  "/brands/siemens-repair",
  "/services/maintenance",
  "/machines/front-load",
  "/locations/koramangala",
  "/view-all-areas",
  "/contact",
  "/check-warranty",
  "/check-warranty?brand=Onida&purchaseDate=2020-01-15",
  "/book",
  "/book/thank-you",
  "/terms",
  "/privacy",
  "/refund-policy",
  "/no-such-page",
  "/admin/login",
];

const ADMIN_PAGES = (bookingId: number) => [
  "/admin",
  "/admin/analytics",
  "/admin/board",
  "/admin/books",
  "/admin/form-settings/locations",
  "/admin/form-settings/time-slots",
  "/admin/form-settings/services",
  "/admin/form-settings/technicians",
  "/admin/settings",
  "/admin/settings/notifications",
  "/admin/settings/audit",
  `/admin/bookings/${bookingId}`,
];

const PERMISSIONS_OFF = ["camera=()", "microphone=()", "geolocation=()", "payment=()", "usb=()"];

/** The headers every response of the app carries. */
function expectHardened(response: APIResponse, label: string) {
  const headers = response.headers();
  expect(headers["x-content-type-options"], label).toBe("nosniff");
  expect(headers["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
  for (const feature of PERMISSIONS_OFF) expect(headers["permissions-policy"], label).toContain(feature);
  expect(headers["cross-origin-opener-policy"], label).toBe("same-origin");
  // The test server runs with NODE_ENV=production, as Fly does.
  expect(headers["strict-transport-security"], label).toBe("max-age=63072000; includeSubDomains");
  expect(headers["x-frame-options"], label).toBe("DENY");
  const csp = headers["content-security-policy"] ?? "";
  for (const directive of ["base-uri 'none'", "frame-ancestors 'none'"]) expect(csp, label).toContain(directive);
  expect(csp, label).toMatch(/object-src 'none'|default-src 'none'/);
  return csp;
}

const sha256 = (text: string) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;

/**
 * A page's policy: scripts only from the site, and inline scripts and the inline stylesheet only
 * by this response's nonce, which each carries (a page rendered for this request), or by their
 * hashes (a public page kept by the server, the same bytes for everyone); never 'unsafe-inline'.
 * Answers the page's nonce, or undefined for a kept page.
 */
async function expectPagePolicy(response: APIResponse, label: string): Promise<string | undefined> {
  const csp = expectHardened(response, label);
  expect(csp).not.toContain("unsafe-inline");
  expect(csp).not.toContain("unsafe-eval");
  for (const directive of [
    "default-src 'self'",
    "form-action 'self' https://wa.me",
    "connect-src 'self'",
    "img-src 'self' data:",
    "worker-src 'self'",
    "manifest-src 'self'",
  ]) {
    expect(csp, label).toContain(directive);
  }
  const sources = (name: string) =>
    csp
      .split("; ")
      .find((directive) => directive.startsWith(`${name} `))
      ?.split(" ")
      .slice(1) ?? [];
  const nonce = /^'nonce-([A-Za-z0-9+/=]+)'$/.exec(sources("script-src").find((source) => source.startsWith("'nonce-")) ?? "")?.[1];
  for (const name of ["script-src", "style-src"]) {
    const [self, ...inline] = sources(name);
    expect(self, `${label}: ${name}`).toBe("'self'");
    expect(inline, `${label}: ${csp}`).toEqual(nonce ? [`'nonce-${nonce}'`] : inline.filter((source) => /^'sha256-[A-Za-z0-9+/]{43}='$/.test(source)));
  }
  const html = await response.text();
  const allowed = (name: string, attributes: string, text: string) =>
    nonce ? attributes.includes(`nonce="${nonce}"`) : sources(name).includes(sha256(text)) && !attributes.includes("nonce=");
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => [m[1]!, m[2]!] as const);
  expect(scripts.length, label).toBeGreaterThan(0);
  for (const [attributes, text] of scripts) {
    if (attributes.includes('type="application/ld+json"')) continue; // data, never run
    expect(allowed("script-src", attributes, text), `${label}: <script${attributes}>`).toBe(true);
  }
  // The stylesheet is inlined, in one <style> that style-src allows.
  const styles = [...html.matchAll(/<style\b([^>]*)>([\s\S]*?)<\/style>/g)].map((m) => [m[1]!, m[2]!] as const);
  expect(
    styles.map(([attributes]) => attributes.replace(/ nonce="[^"]*"/, "")),
    label,
  ).toEqual([' id="site-css"']);
  expect(allowed("style-src", ...styles[0]!), label).toBe(true);
  expect(html, label).not.toMatch(/\sstyle="/);
  expect(html, label).not.toMatch(/\son[a-z]+="/);
  return nonce;
}

test("every page type carries the security headers, its inline scripts allowed by a nonce of its own or by their hashes", async ({ request }) => {
  const nonces = new Set<string>();
  for (const path of PUBLIC_PAGES) {
    const response = await request.get(path);
    expect([200, 404], path).toContain(response.status());
    const nonce = await expectPagePolicy(response, path);
    // A page for everyone is kept (the same bytes, by hash); one rendered for this request has its nonce.
    expect(nonce === undefined, path).toBe(response.headers()["cache-control"]!.startsWith("public"));
    if (nonce) {
      expect(nonces.has(nonce), path).toBe(false);
      nonces.add(nonce);
    }
  }
  // Public pages may be kept by the browser; the login page is under /admin and is not.
  expect((await request.get("/admin/login")).headers()["cache-control"]).toBe("private, no-store");
});

test("data requests and resource routes carry them too, with a policy that lets nothing load", async ({ request }) => {
  for (const path of ["/contact.data", "/book.data?service=PCB+Repair", "/_root.data", "/sitemap.xml", "/robots.txt", "/healthcheck"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(expectHardened(response, path)).toBe("default-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'");
  }
  // The admin's service worker runs under its own script's policy: it fetches admin pages and the offline page.
  const worker = await request.get("/admin/sw.js");
  expect(expectHardened(worker, "/admin/sw.js")).toContain("default-src 'self'");
});

test("a logged-in admin's pages and data carry them, and private, no-store", async ({ asStaff, page, request }) => {
  const booking = await createBookingViaForm(request, uniqueName("Headers"));
  await asStaff();
  await page.goto("/admin");
  for (const path of ADMIN_PAGES(booking.id)) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    await expectPagePolicy(response, path);
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
    const data = await page.request.get(`${path.replace(/\/$/, "")}.data`, { maxRedirects: 0 });
    expect(data.status(), `${path}.data`).toBe(200);
    expectHardened(data, `${path}.data`);
    expect(data.headers()["cache-control"], `${path}.data`).toBe("private, no-store");
  }
});

/** Collects what Chromium reports of the CSP (violation events, console messages) and of Permissions-Policy. */
async function watchPolicies(page: Page) {
  const reports: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { __reports: string[] }).__reports ??= [];
      (window as unknown as { __reports: string[] }).__reports.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on("console", (message) => {
    if (/Content Security Policy|Content-Security-Policy|Permissions-Policy|Refused to/i.test(message.text())) reports.push(message.text());
  });
  return async (where: string) => {
    const fromPage = await page.evaluate(() => (window as unknown as { __reports?: string[] }).__reports ?? []);
    expect([...reports, ...fromPage], where).toEqual([]);
  };
}

test("no public page type logs a CSP violation in Chromium", async ({ page }) => {
  test.slow();
  const noReports = await watchPolicies(page);
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    // Hydrated: a public page at the first key pressed (the release script's module script allowed too), the login as it loads.
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    await noReports(path);
  }
});

test("the booking dialog with its locality picker, a booking and client-side navigation log no CSP violation", async ({ page }) => {
  const noReports = await watchPolicies(page);
  await page.goto("/brands/lg-repair");
  await waitForHydration(page);
  await page.getByRole("banner").getByRole("link", { name: "Book Now" }).click();
  const dialog = page.getByRole("dialog", { name: "Book a Technician" });
  await dialog.getByLabel("Locality *").click();
  await expect(dialog.getByRole("group", { name: "Popular areas" })).toBeVisible();
  await dialog.getByPlaceholder(/search/i).fill("kora");
  await dialog.getByRole("option", { name: "Koramangala", exact: true }).click();
  await expect(dialog.getByLabel("Locality *")).toHaveText("Koramangala");
  await noReports("the booking dialog with the locality picker");
  const name = uniqueName("CSP Dialog");
  await dialog.getByLabel("Your Name *").fill(name);
  await dialog.getByLabel("Phone Number *").fill("9845012345");
  await dialog.getByRole("button", { name: "Book Technician" }).click();
  await expect(page.getByRole("dialog", { name: "Booking Received!" })).toBeVisible();
  expect(bookingsNamed(name)).toHaveLength(1);
  await noReports("the thank-you dialog");
  // Client-side navigation: data requests and lazily loaded route modules.
  await page.getByRole("dialog", { name: "Booking Received!" }).getByRole("button", { name: "Close" }).click();
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: /Koramangala/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/locations\/koramangala$/);
  await noReports("a client-side navigation");
});

test("the contact form's confirmation logs no CSP violation", async ({ page }) => {
  const noReports = await watchPolicies(page);
  await page.goto("/contact");
  await waitForHydration(page);
  const contactName = uniqueName("CSP Contact");
  await page.getByLabel("Full Name *").fill(contactName);
  await page.getByLabel("Phone Number *").fill("9845012345");
  await page.getByLabel("Message *").fill("Drum noisy");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("dialog", { name: "Message Sent Successfully!" })).toBeVisible();
  await noReports("the contact form's confirmation");
});

test("no admin page logs a CSP violation in Chromium, its service worker runs", { tag: "@full-browser" }, async ({ asStaff, page, request }) => {
  const booking = await createBookingViaForm(request, uniqueName("CSP Admin"));
  const noReports = await watchPolicies(page);
  await asStaff();
  await page.goto("/admin");
  for (const path of ADMIN_PAGES(booking.id)) {
    await page.goto(path);
    await expect(page.getByRole("navigation", { name: "Admin sections" })).toBeVisible();
    await noReports(path);
  }
  // The worker registered by the admin layout installs (it caches the offline page) under its own policy.
  await page.goto("/admin/settings/notifications");
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toMatch(/\/admin$/);
  await expect(page.getByRole("button", { name: "Turn on push on this device" })).toBeVisible();
  // Client-side navigation between tabs, and a form post.
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Analytics" }).click();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await page.goto(`/admin/bookings/${booking.id}`);
  await page.getByRole("button", { name: `Confirm booking ${booking.id}` }).click();
  await expect.poll(() => bookingsNamed(booking.name)[0]?.status).toBe("confirmed");
  await expect(page.getByRole("list", { name: "Status history" })).toContainText("admin@example.com");
  await noReports("the admin after navigation and a status change");
});

test.describe("cross-site and odd requests", () => {
  for (const origin of ["https://evil.example", "null"]) {
    test(`a data request posted with Origin: ${origin} answers 403 with a short message and stores nothing`, async ({ request }) => {
      for (const path of ["/book.data", "/contact.data"]) {
        const name = uniqueName("Cross Site");
        const response = await request.post(path, {
          headers: { Origin: origin },
          form: { submissionId: crypto.randomUUID(), name, phone: "9845012345", locality: "Jayanagar", message: "Hi" },
          maxRedirects: 0,
        });
        expect(response.status(), path).toBe(403);
        expect(await response.text()).toBe("This form must be sent from this site.");
        expectHardened(response, path);
        expect(bookingsNamed(name)).toEqual([]);
      }
    });

    test(`a page posted with Origin: ${origin} is refused with a 403 and changes nothing`, async ({ request }) => {
      const name = uniqueName("Cross Page");
      const response = await request.post("/book", {
        headers: { Origin: origin },
        form: { submissionId: crypto.randomUUID(), name, phone: "9845012345", locality: "Jayanagar" },
        maxRedirects: 0,
      });
      // The server (server/index.ts) answers it before Remix, whose own guard would send an empty 500.
      expect(response.status()).toBe(403);
      expect(await response.text()).toBe("This form must be sent from this site.");
      expectHardened(response, "/book");
      expect(bookingsNamed(name)).toEqual([]);
    });
  }

  test("TRACE is refused with a 405 before reaching the app", async ({ request }) => {
    const response = await request.fetch("/", { method: "TRACE", headers: { "X-Echo": "TRACE me" } });
    expect(response.status()).toBe(405);
    expect(response.headers()["allow"]).toBe("GET, HEAD, POST");
    expect(await response.text()).toBe("");
    expect(query("select 1 from bookings where name like 'TRACE%'")).toEqual([]);
  });

  test("the static files are sent with nosniff", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const script = html.match(/"(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeTruthy();
    for (const path of [script!, "/favicon.svg", "/admin/offline?lang=kn"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
    }
  });
});
