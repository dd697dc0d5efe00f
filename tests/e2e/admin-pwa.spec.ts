import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { expect, test } from "./fixtures";

// The admin installs as an app on a staff phone: a manifest, icons, and a service worker that
// controls /admin, shows booking alerts and an offline page.

function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

test("the manifest and its icons are served, and the worker may control /admin", async ({ request }) => {
  const manifestResponse = await request.get("/admin-app/manifest.webmanifest");
  expect(manifestResponse.status()).toBe(200);
  expect(manifestResponse.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = await manifestResponse.json();
  expect(manifest).toMatchObject({ start_url: "/admin", scope: "/admin", display: "standalone" });
  for (const icon of manifest.icons as { src: string; sizes: string }[]) {
    const image = await request.get(icon.src);
    expect(image.status()).toBe(200);
    const [width, height] = icon.sizes.split("x").map(Number);
    expect(pngSize(await image.body())).toEqual({ width, height });
  }

  const worker = await request.get("/admin/sw.js");
  expect(worker.status()).toBe(200);
  expect(worker.headers()["content-type"]).toContain("text/javascript");
  expect(worker.headers()["service-worker-allowed"]).toBe("/admin");
  expect(await worker.text()).toContain('addEventListener("push"');
});

test(
  "Chromium finds the admin installable; offline it shows the offline page; a push shows a notification",
  { tag: "@full-browser" },
  async ({ asStaff, playwright, baseURL, browserName }, testInfo) => {
    // An app cannot be installed from an incognito window, and every Playwright context is one:
    // this test runs in a browser profile of its own, as a phone's browser would.
    expect(browserName).toBe("chromium");
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), "washfix-pwa-"));
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...testInfo.project.use.launchOptions,
      baseURL,
      viewport: { width: 390, height: 800 },
    });
    const page = context.pages()[0] ?? (await context.newPage());
    await context.grantPermissions(["notifications"], { origin: baseURL });
    await asStaff({ into: context });
    await page.goto("/admin");
    await expect(page.getByText("Total Bookings")).toBeVisible();
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${baseURL}/admin`);
    // The worker controls the page once it is reloaded (or claimed).
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors).toEqual([]);

    // A push message, as the push service delivers it, becomes a notification that opens the booking.
    const { registrations } = await new Promise<{ registrations: { registrationId: string; scopeURL: string }[] }>((resolve) => {
      cdp.on("ServiceWorker.workerRegistrationUpdated", (event) => resolve(event as never));
      void cdp.send("ServiceWorker.enable");
    });
    const registration = registrations.find((r) => r.scopeURL === `${baseURL}/admin`)!;
    const shown = () =>
      page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications({ tag: "booking-1" })).map((n) => [n.title, n.body, n.data.url]));
    // DevTools now and then drops a push delivered right after it attached to the worker (seen in
    // about one run of three here): deliver again until the notification shows. The same tag
    // replaces a notification, so a push that did arrive twice still shows once.
    await expect
      .poll(
        async () => {
          await cdp.send("ServiceWorker.deliverPushMessage", {
            origin: baseURL!,
            registrationId: registration.registrationId,
            data: JSON.stringify({ title: "New booking: Koramangala", body: "General Repair · Asha", url: "/admin/bookings/1", tag: "booking-1" }),
          });
          return shown();
        },
        { intervals: [1_000] },
      )
      .toEqual([["New booking: Koramangala", "General Repair · Asha", "/admin/bookings/1"]]);

    await context.setOffline(true);
    await page.goto("/admin/analytics").catch(() => undefined);
    await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
    await context.setOffline(false);
    // "Try again" loads the page that failed.
    await page.getByRole("link", { name: "Try again" }).click();
    await expect(page).toHaveURL(/\/admin\/analytics$/);
    await expect(page.getByRole("navigation", { name: "Admin sections" })).toBeVisible();
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  },
);
