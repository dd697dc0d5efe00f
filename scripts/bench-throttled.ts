/**
 * `npm run bench:throttled`: what a householder's phone sees. Opens /, /contact, a location page
 * and /kn in Debian's Chromium at 390 px under real throttling (the DevTools protocol: 400 ms of
 * latency, 400 kbit/s each way, and a CPU 4 times slower), each page RUNS times in a fresh context
 * (empty cache), and prints the median first contentful paint, largest contentful paint and the
 * moment the page is usable: loaded (its links are links and its forms post), with no script left
 * to run before a person touches it. A public page runs none (React Router's scripts wait for a
 * first touch, decision 0017): for it the bench then presses a key, as a person about to type
 * would, and also prints how long React took from that touch to hydrated (its module script gone
 * from the document: the root draws again once hydrated). Then the technician's day as a
 * Kannada-speaking technician with four of today's visits sees it at 360 px (the server's clock
 * starts at 08:00 IST today): a staff page runs its scripts as it loads, so it is usable once
 * hydrated; once with an empty cache, once with the files his phone kept from an earlier visit. It measures the build in the folder given as its argument (default: this one), so
 * another commit's build can be measured beside this one:
 *
 *   git worktree add /tmp/before <commit> && (cd /tmp/before && ln -s "$PWD/node_modules" . && npm run build)
 *   npm run bench:throttled -- /tmp/before && npm run bench:throttled
 *
 * Run it after `npm run build`, with nothing else loading the machine. RUNS=3 by default;
 * NETWORK=fast for a good connection instead of a slow one.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { type Browser, chromium } from "@playwright/test";

import { istDateString } from "../app/lib/time/ist";
import { APP_SERVER_SESSION_SECRET, startAppServer, tempDir } from "../tests/shared/app-server";
import { openStaffSessionAt } from "../tests/shared/staff-session";

const ROOT = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), ".."));
const PAGES = ["/", "/contact", "/locations/koramangala", "/kn"];
const RUNS = Number(process.env.RUNS ?? 3);
// The issue's slow phone on a slow network; NETWORK=fast: the same phone on a good 4G or Wi-Fi
// connection (DevTools' "Fast 4G": 40 ms, 9 Mbit/s down), where the network no longer hides what
// the CPU does before the first paint.
const NETWORKS = {
  slow: { label: "400 ms, 400 kbit/s", offline: false, latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 },
  fast: { label: "40 ms, 9 Mbit/s", offline: false, latency: 40, downloadThroughput: 9_000_000 / 8, uploadThroughput: 1_500_000 / 8 },
};
const { label: networkLabel, ...NETWORK } = NETWORKS[process.env.NETWORK === "fast" ? "fast" : "slow"];
const CPU_SLOWDOWN = 4;

type Sample = { fcp: number; lcp: number; usable: number; touchToHydrated: number };
/** `warm`: the page opened once before (unthrottled) in the same browser profile, so its files are in the HTTP cache, as on a phone that opened it yesterday. */
type Visitor = { width: number; height: number; cookie?: { name: string; value: string }; warm?: boolean };
const HOUSEHOLDER: Visitor = { width: 390, height: 844 };

async function measure(browser: Browser, origin: string, page: string, visitor: Visitor = HOUSEHOLDER): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: visitor.width, height: visitor.height }, isMobile: true, hasTouch: true });
  try {
    if (visitor.cookie) await context.addCookies([{ ...visitor.cookie, url: origin }]);
    const tab = await context.newPage();
    if (visitor.warm) {
      await tab.goto(`${origin}${page}`, { waitUntil: "networkidle" });
      await tab.waitForFunction(() => !document.querySelector('script[type="module"]'));
    }
    const cdp = await context.newCDPSession(tab);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", NETWORK);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    // A string, not a function: tsx would wrap a function's inner functions in a helper the page lacks.
    await tab.addInitScript(`
      new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.lcp = entry.startTime; }).observe({ type: "largest-contentful-paint", buffered: true });
      addEventListener("keydown", () => { if (window.touchedAt === undefined) window.touchedAt = performance.now(); }, true);
      const seen = () => {
        if (window.usableAt === undefined && document.readyState === "complete" && !document.querySelector('script[type="module"]')) window.usableAt = performance.now();
        if (document.readyState !== "loading" && !document.querySelector('script[type="module"], script[type="text/x-on-touch"]')) window.hydratedAt = performance.now();
        else requestAnimationFrame(seen);
      };
      requestAnimationFrame(seen);
    `);
    await tab.goto(`${origin}${page}`, { waitUntil: "load", timeout: 120_000 });
    await tab.waitForFunction(() => (window as unknown as { usableAt?: number }).usableAt !== undefined, undefined, { timeout: 120_000 });
    const held = await tab.locator('script[type="text/x-on-touch"]').count();
    if (held) await tab.keyboard.press("Shift");
    await tab.waitForFunction(() => (window as unknown as { hydratedAt?: number }).hydratedAt !== undefined, undefined, { timeout: 120_000 });
    return await tab.evaluate((touched) => {
      const w = window as unknown as { lcp: number; usableAt: number; hydratedAt: number; touchedAt: number };
      return {
        fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
        lcp: w.lcp,
        usable: w.usableAt,
        touchToHydrated: touched ? w.hydratedAt - w.touchedAt : Number.NaN,
      };
    }, held > 0);
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

if (!fs.existsSync(path.join(ROOT, "build/scripts/server.js"))) {
  console.error(`No build in ${ROOT}: run \`npm run build\` there first.`);
  process.exit(1);
}
const databasePath = path.join(tempDir("throttled"), "app.db");
execFileSync(process.execPath, [path.join(ROOT, "build/scripts/migrate.js")], { env: { ...process.env, DATABASE_PATH: databasePath }, stdio: "ignore" });
// The server's day starts at 08:00 IST today whatever the hour here, so the technician has today's visits.
const today = istDateString(new Date());
const clockStart = `${today}T08:00:00+05:30`;
const server = await startAppServer({
  databasePath,
  command: [process.execPath, "--max-old-space-size=128", path.join(ROOT, "build/scripts/server.js")],
  env: { CLOCK_START: clockStart, CLOCK_START_ALLOWED: "1" },
});
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium" });

/** Four of today's visits, booked as a householder's form would and assigned by the owner, for a Kannada-speaking technician: his cookie. */
async function technicianWithADay(): Promise<{ name: string; value: string }> {
  const sessionAt = { databasePath, sessionSecret: APP_SERVER_SESSION_SECRET };
  const now = new Date(Date.parse(clockStart) - 60_000).toISOString();
  const owner = await openStaffSessionAt(sessionAt, { now });
  const technician = await openStaffSessionAt(sessionAt, { role: "technician", language: "kn", now });
  const post = async (target: string, fields: Record<string, string>, cookie?: { name: string; value: string }) => {
    const response = await fetch(`${server.origin}${target}`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.origin, "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: `${cookie.name}=${cookie.value}` } : {}) },
      body: new URLSearchParams(fields),
    });
    // The booking form answers with its thank-you in place; a staff action redirects.
    if (!response.ok && response.status !== 303 && response.status !== 302) throw new Error(`POST ${target}: ${response.status}`);
  };
  const localities = ["Jayanagar", "Koramangala", "Indiranagar", "HSR Layout"];
  for (const [i, locality] of localities.entries()) {
    const fields = {
      submissionId: crypto.randomUUID(),
      name: `Householder ${i + 1}`,
      phone: `98450${String(12345 + i)}`,
      locality,
      issue: "Water not draining",
      service: "General Repair",
      visitDate: today,
    };
    await post("/book", fields);
  }
  // A fresh database: the four are bookings 1 to 4.
  for (let id = 1; id <= localities.length; id++)
    await post(`/admin/bookings/${id}`, { intent: "assign", technicianId: String(technician.technicianId) }, owner.cookie);
  const day = await (await fetch(`${server.origin}/admin/day`, { headers: { Cookie: `${technician.cookie.name}=${technician.cookie.value}` } })).text();
  const shown = localities.filter((_, i) => day.includes(`Householder ${i + 1}`)).length;
  if (shown !== localities.length) throw new Error(`the technician's day shows ${shown} of the ${localities.length} visits`);
  return technician.cookie;
}

try {
  for (const page of PAGES) await fetch(`${server.origin}${page}`); // each page rendered and kept once
  const technician = { width: 360, height: 740, cookie: await technicianWithADay() };
  console.log(`${ROOT}: ${networkLabel}, CPU ${CPU_SLOWDOWN}x slower; median of ${RUNS} runs (ms)`);
  console.log(`${"page".padEnd(40)}${["FCP", "LCP", "usable", "touch→hydrated"].map((label) => label.padStart(16)).join("")}`);
  const rows: [string, string, Visitor][] = [
    ...PAGES.map((page): [string, string, Visitor] => [`${page} (390 px)`, page, HOUSEHOLDER]),
    ["/admin/day (technician, kn, 360 px)", "/admin/day", technician],
    ["/admin/day, his phone's cache warm", "/admin/day", { ...technician, warm: true }],
  ];
  for (const [label, page, visitor] of rows) {
    const samples: Sample[] = [];
    for (let run = 0; run < RUNS; run++) samples.push(await measure(browser, server.origin, page, visitor));
    const cells = (["fcp", "lcp", "usable", "touchToHydrated"] as const).map((key) => {
      const value = median(samples.map((sample) => sample[key]));
      return (Number.isNaN(value) ? "-" : value.toFixed(0)).padStart(16);
    });
    console.log(`${label.padEnd(40)}${cells.join("")}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
