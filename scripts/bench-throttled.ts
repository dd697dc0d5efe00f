/**
 * `npm run bench:throttled`: what a householder's phone sees. Opens /, /contact, a location page
 * and /kn in Debian's Chromium at 390 px under real throttling (the DevTools protocol: 400 ms of
 * latency, 400 kbit/s each way, and a CPU 4 times slower), each page RUNS times in a fresh context
 * (empty cache), and prints the median first contentful paint, largest contentful paint and the
 * moment Remix has hydrated (its module script, held or live, gone from the document: the root
 * draws again once hydrated). It measures the build in the folder given as its argument (default: this one), so
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

import { startAppServer, tempDir } from "../tests/shared/app-server";

const ROOT = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), ".."));
const PAGES = ["/", "/contact", "/locations/koramangala", "/kn"];
const RUNS = Number(process.env.RUNS ?? 3);
// The slow phone on a slow network; NETWORK=fast: the same phone on a good 4G or Wi-Fi
// connection (DevTools' "Fast 4G": 40 ms, 9 Mbit/s down), where the network no longer hides what
// the CPU does before the first paint.
const NETWORKS = {
  slow: { label: "400 ms, 400 kbit/s", offline: false, latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 },
  fast: { label: "40 ms, 9 Mbit/s", offline: false, latency: 40, downloadThroughput: 9_000_000 / 8, uploadThroughput: 1_500_000 / 8 },
};
const { label: networkLabel, ...NETWORK } = NETWORKS[process.env.NETWORK === "fast" ? "fast" : "slow"];
const CPU_SLOWDOWN = 4;

type Sample = { fcp: number; lcp: number; hydrated: number };

async function measure(browser: Browser, origin: string, page: string): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", NETWORK);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    // A string, not a function: tsx would wrap a function's inner functions in a helper the page lacks.
    await tab.addInitScript(`
      new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.lcp = entry.startTime; }).observe({ type: "largest-contentful-paint", buffered: true });
      const seen = () => {
        if (document.readyState !== "loading" && !document.querySelector('script[type="module"], script[type="text/x-after-paint"]')) window.hydratedAt = performance.now();
        else requestAnimationFrame(seen);
      };
      requestAnimationFrame(seen);
    `);
    await tab.goto(`${origin}${page}`, { waitUntil: "load", timeout: 120_000 });
    await tab.waitForFunction(() => (window as unknown as { hydratedAt?: number }).hydratedAt !== undefined, undefined, { timeout: 120_000 });
    return await tab.evaluate(() => {
      const w = window as unknown as { lcp: number; hydratedAt: number };
      return { fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN, lcp: w.lcp, hydrated: w.hydratedAt };
    });
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
const server = await startAppServer({ databasePath, command: [process.execPath, "--max-old-space-size=128", path.join(ROOT, "build/scripts/server.js")] });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium" });
try {
  for (const page of PAGES) await fetch(`${server.origin}${page}`); // each page rendered and kept once
  console.log(`${ROOT}: ${networkLabel}, CPU ${CPU_SLOWDOWN}x slower, 390 px; median of ${RUNS} runs (ms)`);
  console.log(`${"page".padEnd(26)}${["FCP", "LCP", "hydrated"].map((label) => label.padStart(10)).join("")}`);
  for (const page of PAGES) {
    const samples: Sample[] = [];
    for (let run = 0; run < RUNS; run++) samples.push(await measure(browser, server.origin, page));
    const cells = (["fcp", "lcp", "hydrated"] as const).map((key) =>
      median(samples.map((sample) => sample[key]))
        .toFixed(0)
        .padStart(10),
    );
    console.log(`${page.padEnd(26)}${cells.join("")}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
