/**
 * `npm run bench:after-paint`: what ScriptsAfterPaint (app/components/layout/scripts-after-paint.tsx)
 * is worth on a slow phone. It builds a second copy of the app from HEAD whose root renders Remix's
 * <Scripts> as it is, starts both builds, and opens /, /contact and a location page in Debian's
 * Chromium under real throttling (DevTools' "Slow 4G": 562.5 ms latency, 1.44 Mbit/s down,
 * 675 kbit/s up; and the CPU 4 times slower), each page RUNS times per build, alternating, in a
 * fresh context (empty cache). It prints the median first contentful paint and the moment the page
 * is hydrated (the booking dialog, which only the hydrated app renders, is in the document), per
 * page and build, and what holding the scripts back gains in paint against what it costs in
 * hydration. Run it after `npm run build`, with nothing else loading the machine.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser } from "@playwright/test";
import { startAppServer, tempDir, type AppServer } from "../tests/shared/app-server";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PLAIN = path.join(ROOT, ".measure-plain-scripts");
const PAGES = ["/", "/contact", "/locations/koramangala"];
const RUNS = 5;
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1.44e6 * 0.9) / 8, uploadThroughput: (675e3 * 0.9) / 8 };
const CPU_SLOWDOWN = 4;

type Sample = { fcp: number; hydrated: number };

/** Records when the booking dialog (rendered by the hydrated app only) enters the document. */
const HYDRATION_PROBE = `(function seen(){if(document.querySelector("dialog"))window.hydratedAt=performance.now();else requestAnimationFrame(seen)})()`;

/** HEAD's files with the root rendering <Scripts> itself, built beside the repository (its node_modules linked). */
function buildPlainVariant() {
  fs.rmSync(PLAIN, { recursive: true, force: true });
  fs.mkdirSync(PLAIN);
  execFileSync("sh", ["-c", `git archive HEAD | tar -x -C '${PLAIN}'`], { cwd: ROOT });
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(PLAIN, "node_modules"));
  const root = path.join(PLAIN, "app/root.tsx");
  const source = fs.readFileSync(root, "utf8");
  const plain = source
    .replace("<ScriptsAfterPaint nonce={nonce} />", "<Scripts nonce={nonce} />")
    .replace(/import \{ ScriptsAfterPaint \} from "[^"]+";\n/, "")
    .replace(/^/, 'import { Scripts } from "@remix-run/react";\n');
  if (plain === source || !plain.includes("<Scripts nonce={nonce} />")) throw new Error("app/root.tsx no longer renders <ScriptsAfterPaint nonce={nonce} />: update this script");
  fs.writeFileSync(root, plain);
  console.error("Building the variant with <Scripts> as Remix renders it...");
  execFileSync("npm", ["run", "build", "--silent"], { cwd: PLAIN, stdio: ["ignore", "ignore", "inherit"] });
}

async function start(root: string): Promise<AppServer> {
  const databasePath = path.join(tempDir("after-paint"), "app.db");
  execFileSync(process.execPath, [path.join(root, "build/scripts/migrate.js")], { env: { ...process.env, DATABASE_PATH: databasePath }, stdio: "ignore" });
  const server = await startAppServer({ databasePath, command: [process.execPath, path.join(root, "build/scripts/server.js")] });
  for (const page of PAGES) await fetch(`${server.origin}${page}`); // each page rendered and kept once
  return server;
}

async function measure(browser: Browser, origin: string, page: string): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    // A string, not a function: tsx would name the inner function with a helper the page lacks.
    await tab.addInitScript(HYDRATION_PROBE);
    const errors: string[] = [];
    tab.on("pageerror", (error) => errors.push(error.message));
    tab.on("response", (response) => response.status() >= 400 && errors.push(`${response.status()} ${response.url()}`));
    await tab.goto(`${origin}${page}`, { waitUntil: "load" });
    // Polled from here: waitForFunction evaluates its predicate with eval, which the page's CSP refuses.
    for (const deadline = Date.now() + 60_000; !(await tab.evaluate("window.hydratedAt !== undefined")); ) {
      if (Date.now() > deadline) throw new Error(`${origin}${page} never hydrated: ${errors.join("; ") || "no error logged"}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return (await tab.evaluate(`({ fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN, hydrated: window.hydratedAt })`)) as Sample;
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

if (!fs.existsSync(path.join(ROOT, "build/scripts/server.js"))) {
  console.error("No build: run `npm run build` first.");
  process.exit(1);
}
buildPlainVariant();
const builds = { afterPaint: await start(ROOT), plain: await start(PLAIN) };
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium" });
try {
  console.log(`Slow 4G, CPU ${CPU_SLOWDOWN}x slower, 390 px; median of ${RUNS} runs (ms)`);
  console.log("page                     FCP held  FCP plain  hydrated held  hydrated plain  paint gained  hydration lost");
  for (const page of PAGES) {
    const samples: Record<keyof typeof builds, Sample[]> = { afterPaint: [], plain: [] };
    for (let run = 0; run < RUNS; run++) {
      for (const name of ["afterPaint", "plain"] as const) samples[name].push(await measure(browser, builds[name].origin, page));
    }
    const held = { fcp: median(samples.afterPaint.map((s) => s.fcp)), hydrated: median(samples.afterPaint.map((s) => s.hydrated)) };
    const plain = { fcp: median(samples.plain.map((s) => s.fcp)), hydrated: median(samples.plain.map((s) => s.hydrated)) };
    const cells = [held.fcp, plain.fcp, held.hydrated, plain.hydrated, plain.fcp - held.fcp, held.hydrated - plain.hydrated].map((n) => n.toFixed(0).padStart(12));
    console.log(`${page.padEnd(24)}${cells.join("  ")}`);
  }
} finally {
  await browser.close();
  await Promise.all(Object.values(builds).map((server) => server.stop()));
  fs.rmSync(PLAIN, { recursive: true, force: true });
}
