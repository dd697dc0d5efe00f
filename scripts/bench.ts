/**
 * `npm run bench`: the performance figures of the performance budget, measured on the built app in one run.
 *
 * It builds nothing: it starts what `npm run build` left, with the command of package.json's
 * `start` script (the one place that says how the app starts), on a free loopback port with a
 * temporary database, and prints:
 *   1. start-to-first-200: from spawning the server (the migration already done, so nothing to
 *      migrate) to the first 200 from /healthcheck; also from the whole start script, its no-op
 *      migration included;
 *   2. Lighthouse mobile scores (default config: mobile, simulated throttling) and FCP, LCP,
 *      TBT, CLS for each public page type, in Debian's Chromium;
 *   3. the gzipped JavaScript each of those pages loads without a user action: every script in
 *      Lighthouse's network records (lazy chunks and prefetches included), each body fetched
 *      again and gzipped here (zlib's default level) for a stable figure, plus the page's inline
 *      scripts (JSON-LD is data, not script, and is left out);
 *   4. `GET /` at 50 connections with wrk (Debian's package), one thread pinned with taskset to
 *      CPU 0, against the app, nginx (one worker) and a bare node:http server serving the very
 *      same bytes, each pinned to CPU 1, and the ratios: the generator is never the limit;
 *   5. a sustained load of `GET /` (60 s at 50 connections) and the server's resident memory after it;
 *   6. `GET /` without compression and with Brotli only (a kept page is sent whole then), and
 *      `GET /book`, a page rendered for each request;
 *   7. bookings: JavaScript-off form posts to /book, each with its own phone and client address
 *      (the spam limits raised for the run), sustained for BENCH_BOOKING_SECONDS at 10 connections:
 *      stored per second and their p99;
 *   8. Litestream: a database of 100,000 bookings streamed to a file replica, then restored as the
 *      image restores a lost volume (scripts/docker-start.sh's command), timed.
 *
 * A human-readable report goes to stdout, ending with one JSON line holding every figure;
 * progress goes to stderr. Every child (server, Chromium, nginx) is started in its own process
 * group and killed, and the temporary directory removed, on success, failure, Ctrl-C or deadline.
 *
 * Durations are configurable for a quick run (defaults are the issue's):
 *   BENCH_LOAD_SECONDS=10 BENCH_SUSTAINED_SECONDS=60 BENCH_WARMUP_SECONDS=2 BENCH_CONNECTIONS=50
 *   BENCH_BOOKING_SECONDS=10 BENCH_RESTORE_BOOKINGS=100000
 *   BENCH_PAGES=home,contact (a subset of the page names below), CHROMIUM_PATH, NGINX_PATH.
 */
import { type ChildProcess, spawn, type SpawnOptions } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

import autocannon from "autocannon";
import lighthouse from "lighthouse";

import { freePort } from "../tests/shared/app-server";
import { inlineScriptsGzipBytes } from "../tests/shared/inline-scripts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`${name} must be a positive number, not ${JSON.stringify(raw)}.`);
    process.exit(1);
  }
  return value;
}

const LOAD_SECONDS = envNumber("BENCH_LOAD_SECONDS", 10);
const SUSTAINED_SECONDS = envNumber("BENCH_SUSTAINED_SECONDS", 60);
const WARMUP_SECONDS = envNumber("BENCH_WARMUP_SECONDS", 2);
const CONNECTIONS = envNumber("BENCH_CONNECTIONS", 50);
const BOOKING_SECONDS = envNumber("BENCH_BOOKING_SECONDS", 10);
const BOOKING_CONNECTIONS = 10;
const RESTORE_BOOKINGS = envNumber("BENCH_RESTORE_BOOKINGS", 100_000);
const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const NGINX = process.env.NGINX_PATH || "/usr/sbin/nginx";
const STARTUP_DEADLINE_MS = 30_000;
const LIGHTHOUSE_DEADLINE_MS = 180_000;

type PageType = { name: string; path: string; status: number };

/** The public page types of the performance budget, one URL each. */
const PAGE_TYPES: PageType[] = [
  { name: "home", path: "/", status: 200 },
  { name: "brand", path: "/brands/lg-repair", status: 200 },
  { name: "service", path: "/services/washing-machine-repair", status: 200 },
  { name: "machine", path: "/machines/front-load", status: 200 },
  { name: "location", path: "/locations/koramangala", status: 200 },
  { name: "all-areas", path: "/view-all-areas", status: 200 },
  { name: "contact", path: "/contact", status: 200 },
  { name: "warranty", path: "/check-warranty", status: 200 },
  { name: "legal", path: "/terms", status: 200 },
  { name: "404", path: "/no-such-page", status: 404 },
  // Kannada and Hindi pages are real pages, with the same budgets.
  { name: "home-kn", path: "/kn", status: 200 },
  { name: "location-kn", path: "/kn/locations/koramangala", status: 200 },
  { name: "contact-kn", path: "/kn/contact", status: 200 },
  { name: "home-hi", path: "/hi", status: 200 },
  { name: "location-hi", path: "/hi/locations/koramangala", status: 200 },
  { name: "contact-hi", path: "/hi/contact", status: 200 },
];

const selectedPages = (() => {
  const wanted = process.env.BENCH_PAGES?.split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  if (!wanted?.length) return PAGE_TYPES;
  const unknown = wanted.filter((name) => !PAGE_TYPES.some((page) => page.name === name));
  if (unknown.length) {
    console.error(`BENCH_PAGES: unknown page ${unknown.join(", ")}; known: ${PAGE_TYPES.map((page) => page.name).join(", ")}.`);
    process.exit(1);
  }
  return PAGE_TYPES.filter((page) => wanted.includes(page.name));
})();

// ---------------------------------------------------------------------------------------------
// Children and cleanup

const TMP = fs.mkdtempSync(path.join(os.tmpdir(), "washfix-bench-"));
const children = new Set<ChildProcess>();
let cleaning: Promise<void> | undefined;
let interrupted: NodeJS.Signals | undefined;

function progress(message: string) {
  checkpoint();
  process.stderr.write(`[bench] ${message}\n`);
}

/** Starts a child in its own process group, so that it and everything it spawns can be killed together. */
function launch(command: string, args: string[], options: SpawnOptions): ChildProcess {
  const child = spawn(command, args, { ...options, detached: true });
  children.add(child);
  child.on("exit", () => children.delete(child));
  child.on("error", () => children.delete(child));
  return child;
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** SIGTERM to the child's group, SIGKILL after 5 s if the child has not exited. */
async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) {
    killGroup(child, "SIGKILL"); // leftovers of the group, if any
    return;
  }
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  killGroup(child, "SIGTERM");
  const timer = new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), 5_000).unref());
  if ((await Promise.race([exited, timer])) === "timeout") killGroup(child, "SIGKILL");
  killGroup(child, "SIGKILL");
}

/** Stops every child and removes the temporary directory; every caller waits for the same run of it. */
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    await Promise.all([...children].map(stop));
    fs.rmSync(TMP, { recursive: true, force: true });
  })();
  return cleaning;
}

/** Called between steps: after Ctrl-C, the run stops there instead of going on against dead children. */
function checkpoint() {
  if (interrupted) throw new BenchError(`interrupted by ${interrupted}`);
}

// Last resort when the process exits any other way: synchronous kill and removal.
process.on("exit", () => {
  for (const child of children) killGroup(child, "SIGKILL");
  fs.rmSync(TMP, { recursive: true, force: true });
});
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => {
    interrupted = signal;
    process.stderr.write(`[bench] ${signal}: stopping the server, Chromium and nginx\n`);
    void cleanup().finally(() => process.exit(130));
  });
}

class BenchError extends Error {}

// ---------------------------------------------------------------------------------------------
// Small helpers

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** One GET on a fresh connection; the body as sent (not decompressed). */
function rawGet(url: string, headers: Record<string, string> = {}, timeoutMs = 10_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false, timeout: timeoutMs }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error(`no answer within ${timeoutMs} ms: ${url}`)));
    request.on("error", reject);
  });
}

function isLoopback(url: URL) {
  return ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}

function tail(file: string, lines = 20): string {
  try {
    return fs.readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no output)";
  }
}

function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BenchError(`${what} did not finish within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

// ---------------------------------------------------------------------------------------------
// The server, started the way package.json's `start` script starts it

type StartCommand = { preSteps: string[]; server: string };

/** Splits `start` into its steps (`&&`): the last one serves, the ones before prepare (migrate). */
function readStartCommand(): StartCommand {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts?: Record<string, string> };
  const start = pkg.scripts?.start;
  if (!start) throw new BenchError("package.json has no `start` script.");
  const steps = start
    .split("&&")
    .map((step) => step.trim())
    .filter(Boolean);
  const server = steps.pop();
  if (!server) throw new BenchError("package.json's `start` script is empty.");

  // The build files the start script names (build/scripts/migrate.js, build/server/index.js ...).
  const named = [...start.matchAll(/(?:^|[\s=])((?:\.\/)?build\/[^\s;&|]+)/g)].map((match) => match[1]!);
  const missing = (named.length ? named : ["build"]).filter((file) => !fs.existsSync(path.join(ROOT, file)));
  if (missing.length) {
    throw new BenchError(`The build is missing (${missing.join(", ")} not found): run \`npm run build\` first; the benchmark builds nothing.`);
  }
  return { preSteps: steps, server };
}

function serverEnv(port: number, databasePath: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: `${path.join(ROOT, "node_modules/.bin")}${path.delimiter}${process.env.PATH ?? ""}`,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1", // the server listens on every interface unless told otherwise
    DATABASE_PATH: databasePath,
    SESSION_SECRET: crypto.randomBytes(48).toString("base64url"), // 64 characters
    SITE_URL: `http://localhost:${port}`,
    // The bookings load: each post names its own client address (Fly-Client-IP, as Fly's proxy
    // sets it) and phone; the spam limits are raised so that every post is stored.
    TRUST_FLY_CLIENT_IP: "1",
    BOOKING_LIMIT_PER_10_MINUTES: "100000000",
    BOOKING_LIMIT_PER_DAY: "100000000",
    OPEN_BOOKINGS_PER_PHONE: "100000000",
  };
  // No first admin: nothing the benchmark measures needs one, and hashing a password would slow the start.
  delete env.ADMIN_EMAIL;
  delete env.ADMIN_PASSWORD;
  return env;
}

function runStep(step: string, env: NodeJS.ProcessEnv, logFile: string): Promise<void> {
  const log = fs.openSync(logFile, "a");
  const child = launch("sh", ["-c", step], { cwd: ROOT, env, stdio: ["ignore", log, log] });
  fs.closeSync(log);
  const done = new Promise<void>((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new BenchError(`\`${step}\` failed (${signal ?? `exit ${code}`}):\n${tail(logFile)}`)),
    );
  });
  return withDeadline(done, STARTUP_DEADLINE_MS, `\`${step}\``);
}

/** Polls quickly until `url` answers 200; the time of that answer (performance.now()). */
async function firstOk(url: string, child: ChildProcess, logFile: string): Promise<number> {
  const deadline = performance.now() + STARTUP_DEADLINE_MS;
  while (performance.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new BenchError(`The server exited before answering (${child.signalCode ?? `exit ${child.exitCode}`}):\n${tail(logFile)}`);
    }
    try {
      const response = await rawGet(url, {}, 1_000);
      if (response.status === 200) return performance.now();
    } catch {
      // Not listening yet.
    }
    checkpoint();
    await sleep(5);
  }
  throw new BenchError(`No 200 from ${url} within ${STARTUP_DEADLINE_MS / 1000} s:\n${tail(logFile)}`);
}

/** Every process of the tree under `rootPid`, itself included. */
function processTree(rootPid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended meanwhile.
    }
  }
  const tree = [rootPid];
  for (let i = 0; i < tree.length; i++) tree.push(...(parents.get(tree[i]!) ?? []));
  return tree;
}

/**
 * The process that serves: the one of the server's tree holding the socket that listens on the
 * port (the node process, not an sh or npm wrapper above it).
 */
function listeningProcess(rootPid: number, port: number): { pid: number; exe: string } {
  const inodes = new Set<string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    if (!fs.existsSync(table)) continue;
    for (const line of fs.readFileSync(table, "utf8").split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      const local = fields[1];
      if (local && fields[3] === "0A" && parseInt(local.split(":").pop()!, 16) === port) inodes.add(fields[9]!);
    }
  }
  for (const pid of processTree(rootPid)) {
    let fds: string[];
    try {
      fds = fs.readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      let target: string;
      try {
        target = fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode && inodes.has(inode)) {
        let exe = "?";
        try {
          exe = fs.readlinkSync(`/proc/${pid}/exe`);
        } catch {
          // Unreadable; the pid is still right.
        }
        return { pid, exe };
      }
    }
  }
  throw new BenchError(`No process of the server's tree (pid ${rootPid}) listens on port ${port}.`);
}

/** VmRSS and VmHWM (peak) of a process, in MiB. */
function memory(pid: number): { rssMiB: number; peakRssMiB: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status);
    if (!match) throw new BenchError(`/proc/${pid}/status has no ${field}`);
    return Math.round((Number(match[1]) / 1024) * 10) / 10;
  };
  return { rssMiB: kb("VmRSS"), peakRssMiB: kb("VmHWM") };
}

// ---------------------------------------------------------------------------------------------
// Chromium and Lighthouse

const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-breakpad",
  "--no-first-run",
  "--no-default-browser-check",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-extensions",
  "--disable-default-apps",
  "--disable-client-side-phishing-detection",
  "--disable-domain-reliability",
  // Keep timers and rendering at full speed in a page nobody looks at (chrome-launcher's defaults).
  "--disable-background-timer-throttling",
  "--disable-backgrounding-occluded-windows",
  "--disable-renderer-backgrounding",
  "--disable-hang-monitor",
  "--disable-features=Translate,OptimizationHints,MediaRouter",
  "--mute-audio",
  "--password-store=basic",
  "--use-mock-keychain",
];

async function startChromium(): Promise<{ child: ChildProcess; port: number }> {
  if (!fs.existsSync(CHROMIUM)) throw new BenchError(`Chromium not found at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH).`);
  const profile = path.join(TMP, "chromium");
  fs.mkdirSync(profile);
  const logFile = path.join(TMP, "chromium.log");
  const log = fs.openSync(logFile, "a");
  const child = launch(
    CHROMIUM,
    [...CHROMIUM_FLAGS, `--user-data-dir=${profile}`, "--remote-debugging-address=127.0.0.1", "--remote-debugging-port=0", "about:blank"],
    { stdio: ["ignore", log, log] },
  );
  fs.closeSync(log);
  // Chromium picks a free port itself and writes it, first line, to DevToolsActivePort.
  const portFile = path.join(profile, "DevToolsActivePort");
  const deadline = performance.now() + STARTUP_DEADLINE_MS;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new BenchError(`Chromium exited at start:\n${tail(logFile)}`);
    const port = fs.existsSync(portFile) ? Number(fs.readFileSync(portFile, "utf8").split("\n")[0]) : 0;
    if (port > 0) return { child, port };
    checkpoint();
    await sleep(50);
  }
  throw new BenchError(`Chromium did not open its DevTools port within ${STARTUP_DEADLINE_MS / 1000} s:\n${tail(logFile)}`);
}

type Category = "performance" | "accessibility" | "best-practices" | "seo";
const CATEGORIES: Category[] = ["performance", "accessibility", "best-practices", "seo"];

type PageResult = {
  name: string;
  path: string;
  status: number | null;
  scores: Record<Category, number | null>;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Weighted audits below full marks, per category below 100: why a score is not 100. */
  shortfalls: string[];
  jsGzipBytes: number | null;
  jsExternalGzipBytes: number | null;
  jsInlineGzipBytes: number | null;
  scripts: string[];
  warnings: string[];
  /** Lighthouse's measure of the machine's CPU speed during the run (higher is faster): context for the scores. */
  benchmarkIndex: number | null;
  error: string | null;
};

type NetworkItem = { url: string; resourceType?: string; mimeType?: string };

/** The largest contentful paint's element, as Lighthouse names it (the start of its markup). */
function lcpElement(lhr: { audits: Record<string, { details?: unknown }> }): string {
  const details = lhr.audits["largest-contentful-paint-element"]?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
  return details?.items?.[0]?.items?.[0]?.node?.snippet?.slice(0, 80) ?? "unknown";
}

async function lighthousePage(page: PageType, origin: string, chromePort: number): Promise<PageResult> {
  const result: PageResult = {
    name: page.name,
    path: page.path,
    status: null,
    scores: { performance: null, accessibility: null, "best-practices": null, seo: null },
    fcpMs: null,
    lcpMs: null,
    tbtMs: null,
    cls: null,
    shortfalls: [],
    jsGzipBytes: null,
    jsExternalGzipBytes: null,
    jsInlineGzipBytes: null,
    scripts: [],
    warnings: [],
    benchmarkIndex: null,
    error: null,
  };
  const url = new URL(page.path, origin).href;
  try {
    const html = await rawGet(url);
    result.status = html.status;
    if (html.status !== page.status) throw new BenchError(`answered ${html.status}, expected ${page.status}`);

    const audit = () =>
      withDeadline(
        lighthouse(url, {
          port: chromePort,
          output: "json",
          logLevel: "error",
          onlyCategories: CATEGORIES,
          // Scores a deliberate 404 instead of refusing it (Lighthouse's own flag for this).
          ignoreStatusCode: page.status !== 200,
        }),
        LIGHTHOUSE_DEADLINE_MS,
        `Lighthouse on ${page.path}`,
      );
    let run = await audit();
    // Chromium's trace sometimes misses the navigation's start (NO_NAVSTART, about one run in ten
    // here); Lighthouse's own advice is to run it again, which is done once, and said.
    const firstError = run?.lhr.runtimeError;
    if (firstError) {
      result.warnings.push(`Lighthouse ran twice: the first run failed (${firstError.code})`);
      run = await audit();
    }
    if (!run) throw new BenchError("Lighthouse returned nothing");
    const { lhr } = run;
    if (lhr.runtimeError) throw new BenchError(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    // The warning that the page answered its expected error status is no news.
    result.warnings.push(...lhr.runWarnings.map(String).filter((warning) => page.status === 200 || !warning.includes(`Status code: ${page.status}`)));
    result.benchmarkIndex = lhr.environment.benchmarkIndex;
    for (const category of CATEGORIES) {
      const entry = lhr.categories[category];
      result.scores[category] = entry?.score == null ? null : Math.round(entry.score * 100);
      if (entry && entry.score !== null && entry.score < 1) {
        for (const ref of entry.auditRefs) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
            result.shortfalls.push(
              `${category}: ${ref.id} ${audit.displayValue ? `(${audit.displayValue}) ` : ""}${audit.score}${ref.id === "largest-contentful-paint" ? `, element ${lcpElement(lhr)}` : ""}`,
            );
          }
        }
      }
    }
    const numeric = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      return value === undefined ? null : value;
    };
    const round = (value: number | null) => (value === null ? null : Math.round(value));
    result.fcpMs = round(numeric("first-contentful-paint"));
    result.lcpMs = round(numeric("largest-contentful-paint"));
    result.tbtMs = round(numeric("total-blocking-time"));
    const cls = numeric("cumulative-layout-shift");
    result.cls = cls === null ? null : Math.round(cls * 1000) / 1000;

    // JavaScript: every script the page loaded while Lighthouse watched it (no user action),
    // lazy chunks and prefetched modules included, each gzipped on its own...
    const details = lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined;
    const scriptUrls = [
      ...new Set(
        (details?.items ?? []).filter((item) => item.resourceType === "Script" || /javascript|ecmascript/.test(item.mimeType ?? "")).map((item) => item.url),
      ),
    ];
    let external = 0;
    for (const scriptUrl of scriptUrls) {
      if (!isLoopback(new URL(scriptUrl))) {
        result.warnings.push(`script from elsewhere not counted (loopback only): ${scriptUrl}`);
        continue;
      }
      const script = await rawGet(scriptUrl);
      if (script.status !== 200) throw new BenchError(`${scriptUrl} answered ${script.status}`);
      external += zlib.gzipSync(script.body).length;
      result.scripts.push(new URL(scriptUrl).pathname);
    }
    // ...plus the inline scripts of the HTML, gzipped together (as they travel in the page).
    const inlineGzip = inlineScriptsGzipBytes(html.body.toString("utf8"));
    result.jsExternalGzipBytes = external;
    result.jsInlineGzipBytes = inlineGzip;
    result.jsGzipBytes = external + inlineGzip;
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Load

type LoadResult = {
  seconds: number;
  requestsPerSec: number;
  p50Ms: number | null;
  p99Ms: number | null;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** CPU time the server's processes spent per request (user + system): what the server costs, whatever the client's own limit. */
  serverCpuUsPerRequest: number | null;
};

/** CPU time so far of a process and its children (user + system), in ms, from /proc (100 ticks a second). */
function cpuMs(rootPid: number): number {
  let ticks = 0;
  for (const pid of processTree(rootPid)) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Ended meanwhile.
    }
  }
  return ticks * 10;
}

const LOAD_HEADERS = { "accept-encoding": "gzip" }; // what every browser sends
const WRK = process.env.WRK_PATH || "/usr/bin/wrk";

/**
 * The cores the load generator and the servers run on: wrk on one, the server measured (the app,
 * nginx, bare Node) on the other, so that neither takes CPU from the other and the generator is
 * never the limit (one wrk thread drives over 100,000 requests a second here, ten times the app).
 * On a machine of one CPU nothing is pinned, and the report says so.
 */
const PINNED = os.availableParallelism() >= 2;
const GENERATOR_CPU = "0";
const SERVER_CPU = "1";
/** `command args` run on the servers' core: taskset's own arguments before them. */
const onServerCpu = (command: string, args: string[]): [string, string[]] => (PINNED ? ["taskset", ["-c", SERVER_CPU, command, ...args]] : [command, args]);

/** A duration of wrk's report ("812.00us", "3.41ms", "1.02s") in milliseconds. */
function wrkMs(value: string, unit: string): number {
  const factor = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit];
  if (factor === undefined) throw new BenchError(`wrk reported a duration in ${unit}`);
  return Math.round(Number(value) * factor * 100) / 100;
}

/** wrk's report, read: requests, rate, latency percentiles, non-2xx/3xx answers and socket errors. */
function parseWrk(output: string, seconds: number): Omit<LoadResult, "serverCpuUsPerRequest"> {
  const number = (pattern: RegExp) => {
    const match = pattern.exec(output);
    if (!match) throw new BenchError(`wrk's report has no ${pattern}:\n${output}`);
    return match;
  };
  // No distribution when no request was answered in time.
  const percentile = (p: number) => {
    const match = new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s|m)$`, "m").exec(output);
    return match ? wrkMs(match[1]!, match[2]!) : null;
  };
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    seconds,
    requestsPerSec: Math.round(Number(number(/Requests\/sec:\s+([\d.]+)/)[1])),
    p50Ms: percentile(50),
    p99Ms: percentile(99),
    requests: Number(number(/(\d+) requests in /)[1]),
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
    errors: socket ? Number(socket[1]) + Number(socket[2]) + Number(socket[3]) : 0,
    timeouts: socket ? Number(socket[4]) : 0,
  };
}

/** `GET url` for `seconds` at CONNECTIONS connections with wrk (one thread, on the generator's core), and the server's CPU per request. */
async function load(url: string, seconds: number, headers: Record<string, string> = LOAD_HEADERS, serverPid?: number): Promise<LoadResult> {
  const cpuBefore = serverPid === undefined ? 0 : cpuMs(serverPid);
  // wrk counts an answer after 2 s as a timeout; autocannon, before it, after 10 s (a rendered page under load can take longer than 2 s).
  const args = [
    "-t1",
    `-c${CONNECTIONS}`,
    `-d${seconds}s`,
    "--timeout",
    "10s",
    "--latency",
    ...Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]),
    url,
  ];
  const [command, commandArgs]: [string, string[]] = PINNED ? ["taskset", ["-c", GENERATOR_CPU, WRK, ...args]] : [WRK, args];
  const child = launch(command, commandArgs, { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new BenchError(`wrk exited with ${code}: ${output}`);
  const cpu = serverPid === undefined ? null : cpuMs(serverPid) - cpuBefore;
  const result = parseWrk(output, seconds);
  return { ...result, serverCpuUsPerRequest: cpu === null || result.requests === 0 ? null : Math.round((cpu * 1000) / result.requests) };
}

async function warmThenLoad(url: string, seconds: number, serverPid: number, headers: Record<string, string> = LOAD_HEADERS): Promise<LoadResult> {
  await load(url, WARMUP_SECONDS, headers);
  checkpoint();
  return load(url, seconds, headers, serverPid);
}

type BookingLoad = { seconds: number; stored: number; storedPerSec: number; p50Ms: number; p99Ms: number; refused: number; errors: number; timeouts: number };

/** Today's date in Bengaluru plus `days`, YYYY-MM-DD. */
function bengaluruDay(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date(Date.now() + days * 86_400_000));
}

/**
 * JavaScript-off bookings, as a browser without JavaScript posts them: a form post to /book
 * answered by a 303 to the thank-you page. Every post has its own submission id, phone and
 * client address, so each is a new customer's booking stored with its alert and rate counts.
 */
async function bookingLoad(origin: string, seconds: number): Promise<BookingLoad> {
  let n = 0;
  const visitDate = bengaluruDay(1);
  const localities = ["Jayanagar", "Koramangala", "HSR Layout", "Indiranagar", "Whitefield", "Malleshwaram"];
  const result = await autocannon({
    url: `${origin}/book`,
    method: "POST",
    connections: BOOKING_CONNECTIONS,
    duration: seconds,
    headers: { "content-type": "application/x-www-form-urlencoded", origin },
    requests: [
      {
        setupRequest: (request) => {
          n += 1;
          const body = new URLSearchParams({
            submissionId: crypto.randomUUID(),
            name: `Bench Customer ${n}`,
            phone: String(9845000000 + n),
            locality: localities[n % localities.length]!,
            issue: "The drum does not spin and the machine shows an error code after the rinse.",
            visitDate,
          }).toString();
          // An address from 198.18.0.0/15, the range set aside for benchmarks: a header value only.
          const address = `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;
          return { ...request, body, headers: { ...request.headers, "fly-client-ip": address } };
        },
      },
    ],
  });
  const stored = result["3xx"];
  return {
    seconds,
    stored,
    storedPerSec: Math.round((stored / seconds) * 10) / 10,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    refused: result["2xx"] + result["4xx"] + result["5xx"],
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

type RestoreResult = { bookings: number; databaseMiB: number; restoreMs: number; restoredBookings: number };

/**
 * A database of `count` bookings (the app's migrations, rows like the site's), streamed by
 * Litestream to a file replica with the image's litestream.yml, then lost and restored with the
 * image's own command (scripts/docker-start.sh), timed.
 */
async function litestreamRestore(count: number, env: NodeJS.ProcessEnv, logFile: string): Promise<RestoreResult> {
  const dir = path.join(TMP, "litestream");
  fs.mkdirSync(dir);
  const databasePath = path.join(dir, "app.db");
  const litestreamEnv = { ...env, DATABASE_PATH: databasePath, LITESTREAM_REPLICA_URL: `file://${path.join(dir, "replica")}` };
  await runStep("node build/scripts/migrate.js", litestreamEnv, logFile);
  const { default: Database } = await import("better-sqlite3");
  const database = new Database(databasePath);
  const insert = database.prepare(
    "insert into bookings (submission_id, reference, token, view_token, name, phone, locality, issue, visit_date, time_slot, status) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
  );
  database.transaction(() => {
    for (let i = 0; i < count; i++) {
      const reference = `W${i.toString(36).toUpperCase().padStart(7, "0")}`;
      insert.run(
        crypto.randomUUID(),
        reference,
        crypto.randomBytes(24).toString("base64url"),
        crypto.randomBytes(24).toString("base64url"),
        `Customer ${i}`,
        `+91${9000000000 + i}`,
        "Jayanagar",
        "The drum does not spin and the machine shows an error code after the rinse.",
        bengaluruDay(-(i % 700)),
        "morning",
        i % 10 === 0 ? "cancelled" : "completed",
      );
    }
  })();
  database.close();
  const databaseMiB = Math.round((fs.statSync(databasePath).size / 2 ** 20) * 10) / 10;

  // Stream it until the replica holds a snapshot, then stop Litestream (it uploads what is left).
  const log = fs.openSync(logFile, "a");
  const replicating = launch("scripts/litestream.sh", ["replicate", "-config", "litestream.yml"], {
    cwd: ROOT,
    env: litestreamEnv,
    stdio: ["ignore", log, log],
  });
  fs.closeSync(log);
  const deadline = performance.now() + 120_000;
  const snapshots = () =>
    fs
      .readdirSync(path.join(dir, "replica"), { recursive: true })
      .map(String)
      .filter((file) => file.endsWith(".snapshot.lz4"));
  while (!fs.existsSync(path.join(dir, "replica")) || snapshots().length === 0) {
    if (performance.now() > deadline) throw new BenchError(`Litestream wrote no snapshot within 120 s:\n${tail(logFile)}`);
    checkpoint();
    await sleep(100);
  }
  await sleep(1_500); // one more sync interval for the WAL written after the snapshot began
  await stop(replicating);

  // The volume is lost; the image restores it.
  for (const file of [databasePath, `${databasePath}-wal`, `${databasePath}-shm`]) fs.rmSync(file, { force: true });
  const started = performance.now();
  await runStep(`scripts/litestream.sh restore -config litestream.yml -if-db-not-exists -if-replica-exists "$DATABASE_PATH"`, litestreamEnv, logFile);
  const restoreMs = Math.round(performance.now() - started);
  const restored = new Database(databasePath, { readonly: true });
  const restoredBookings = (restored.prepare("select count(*) as n from bookings").get() as { n: number }).n;
  restored.close();
  return { bookings: count, databaseMiB, restoreMs, restoredBookings };
}

/**
 * nginx serving the app's own `GET /` bytes: the HTML as the app sent it, and, when the app
 * gzips, the very gzip body it sent, served by gzip_static (no compression per request: the
 * static ideal). One worker, like the one Node process (and the Fly VM's one CPU); no access log.
 */
async function nginxBaseline(home: { html: Buffer; gzip: Buffer | null }): Promise<LoadResult> {
  const dir = path.join(TMP, "nginx");
  const www = path.join(dir, "www");
  fs.mkdirSync(www, { recursive: true });
  fs.writeFileSync(path.join(www, "index.html"), home.html);
  if (home.gzip) fs.writeFileSync(path.join(www, "index.html.gz"), home.gzip);
  // nginx's workers run as nobody when the master runs as root: let them read the files.
  for (const readable of [TMP, dir, www]) fs.chmodSync(readable, 0o755);
  const port = await freePort();
  const conf = path.join(dir, "nginx.conf");
  fs.writeFileSync(
    conf,
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  types { text/html html; }
  default_type application/octet-stream;
  charset utf-8;
  sendfile on;
  tcp_nopush on;
  gzip_static ${home.gzip ? "on" : "off"};
  server {
    listen 127.0.0.1:${port};
    root ${www};
    location = / { try_files /index.html =404; }
  }
}
`,
  );
  const logFile = path.join(dir, "error.log");
  const child = launch(...onServerCpu(NGINX, ["-p", dir, "-c", conf, "-e", logFile]), { stdio: ["ignore", "ignore", "ignore"] });
  try {
    const url = `http://127.0.0.1:${port}/`;
    await firstOk(url, child, logFile);
    const served = await rawGet(url, LOAD_HEADERS);
    const expected = home.gzip ?? home.html;
    if (!served.body.equals(expected)) throw new BenchError("nginx does not serve the same bytes as the app");
    return await warmThenLoad(url, LOAD_SECONDS, child.pid!);
  } finally {
    await stop(child);
  }
}

/**
 * What Node itself can do with the same answer: a bare node:http server (this Node) writing the
 * app's gzip bytes of `GET /` from memory with its Content-Type and Content-Encoding, nothing else
 * read or written. The app's kept page does more (its request-target read, the page's headers and
 * policy, the access log); this is the floor it is compared with.
 */
async function bareNodeBaseline(body: Buffer, gzipped: boolean): Promise<LoadResult> {
  const dir = path.join(TMP, "bare-node");
  fs.mkdirSync(dir, { recursive: true });
  const bodyFile = path.join(dir, "body");
  fs.writeFileSync(bodyFile, body);
  const port = await freePort();
  const source = `const body = require("node:fs").readFileSync(${JSON.stringify(bodyFile)});
const headers = { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length${gzipped ? ', "Content-Encoding": "gzip"' : ""} };
require("node:http").createServer((req, res) => { res.writeHead(200, headers); res.end(body); }).listen(${port}, "127.0.0.1");`;
  const logFile = path.join(dir, "bare-node.log");
  const logFd = fs.openSync(logFile, "a");
  const child = launch(...onServerCpu(process.execPath, ["-e", source]), { stdio: ["ignore", logFd, logFd] });
  fs.closeSync(logFd);
  try {
    const url = `http://127.0.0.1:${port}/`;
    await firstOk(url, child, logFile);
    return await warmThenLoad(url, LOAD_SECONDS, child.pid!);
  } finally {
    await stop(child);
  }
}

// ---------------------------------------------------------------------------------------------
// Report

function pad(value: unknown, width: number, right = false) {
  const text = value === null || value === undefined ? "-" : String(value);
  return right ? text.padStart(width) : text.padEnd(width);
}

const kb = (bytes: number | null) => (bytes === null ? null : (bytes / 1024).toFixed(1));

function printPages(pages: PageResult[]) {
  const header = `${pad("page", 10)} ${pad("path", 32)} ${pad("perf", 4, true)} ${pad("a11y", 4, true)} ${pad("bp", 4, true)} ${pad("seo", 4, true)} ${pad("FCP ms", 7, true)} ${pad("LCP ms", 7, true)} ${pad("TBT ms", 7, true)} ${pad("CLS", 6, true)} ${pad("JS KB gz", 9, true)} ${pad("(inline)", 9, true)} ${pad("files", 5, true)}`;
  console.log(header);
  console.log("-".repeat(header.length));
  for (const page of pages) {
    if (page.error) {
      console.log(`${pad(page.name, 10)} ${pad(page.path, 32)} ERROR: ${page.error}`);
      continue;
    }
    console.log(
      `${pad(page.name, 10)} ${pad(page.path, 32)} ${pad(page.scores.performance, 4, true)} ${pad(page.scores.accessibility, 4, true)} ${pad(page.scores["best-practices"], 4, true)} ${pad(page.scores.seo, 4, true)} ${pad(page.fcpMs, 7, true)} ${pad(page.lcpMs, 7, true)} ${pad(page.tbtMs, 7, true)} ${pad(page.cls, 6, true)} ${pad(kb(page.jsGzipBytes), 9, true)} ${pad(kb(page.jsInlineGzipBytes), 9, true)} ${pad(page.scripts.length, 5, true)}`,
    );
  }
  const notes = pages.flatMap((page) => [
    ...page.shortfalls.map((line) => `  ${page.name}: ${line}`),
    ...page.warnings.map((line) => `  ${page.name}: warning: ${line}`),
  ]);
  if (notes.length) {
    console.log("\nBelow full marks (weighted audits), and Lighthouse's warnings:");
    for (const note of notes) console.log(note);
  }
}

function loadLine(label: string, result: LoadResult) {
  const problems = result.non2xx + result.errors + result.timeouts;
  return `${pad(label, 34)} ${pad(result.requestsPerSec.toLocaleString("en"), 8, true)} req/s   p50 ${pad(result.p50Ms, 5, true)} ms   p99 ${pad(result.p99Ms, 5, true)} ms   server CPU ${pad(result.serverCpuUsPerRequest, 4, true)} µs/request   (${result.requests.toLocaleString("en")} requests in ${result.seconds} s${problems ? `; ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts` : ""})`;
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const failures: string[] = [];
  const start = readStartCommand();
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const direct = `http://127.0.0.1:${port}`;
  const dbDir = path.join(TMP, "db");
  fs.mkdirSync(dbDir, { mode: 0o700 });
  const env = serverEnv(port, path.join(dbDir, "app.db"));
  const serverLog = path.join(TMP, "server.log");

  // 1. Start: migrate the fresh database once (untimed), then time the start script with nothing to migrate.
  progress(`migrating a fresh database (${start.preSteps.join(" && ") || "no step before the server"})`);
  for (const step of start.preSteps) await runStep(step, env, serverLog);
  progress(`starting \`${start.server}\` on ${origin}`);
  const t0 = performance.now();
  for (const step of start.preSteps) await runStep(step, env, serverLog);
  const t1 = performance.now();
  const logFd = fs.openSync(serverLog, "a");
  const server = launch(...onServerCpu("sh", ["-c", start.server]), { cwd: ROOT, env, stdio: ["ignore", logFd, logFd] });
  fs.closeSync(logFd);
  const t2 = await firstOk(`${direct}/healthcheck`, server, serverLog);
  const startup = {
    serverSpawnToFirst200Ms: Math.round(t2 - t1),
    startScriptToFirst200Ms: Math.round(t2 - t0),
    noopMigrationMs: Math.round(t1 - t0),
  };
  const serving = listeningProcess(server.pid!, port);
  const rssAfterStart = memory(serving.pid);
  progress(`first 200 after ${startup.serverSpawnToFirst200Ms} ms; serving process ${serving.pid} (${serving.exe})`);

  // 2 and 3. Lighthouse and JavaScript per page.
  const pages: PageResult[] = [];
  const chromium = await startChromium();
  try {
    for (const page of selectedPages) {
      progress(`Lighthouse ${page.path}`);
      const result = await lighthousePage(page, origin, chromium.port);
      checkpoint();
      if (result.error) failures.push(`${page.path}: ${result.error}`);
      pages.push(result);
    }
  } finally {
    await stop(chromium.child);
  }
  const rssAfterLighthouse = memory(serving.pid);

  // 4. GET / against the app, then against nginx serving the same bytes.
  const home = await rawGet(`${direct}/`, LOAD_HEADERS);
  if (home.status !== 200) throw new BenchError(`GET / answered ${home.status}`);
  const gzipped = home.headers["content-encoding"] === "gzip";
  const homeBody = { html: gzipped ? zlib.gunzipSync(home.body) : home.body, gzip: gzipped ? home.body : null };
  progress(`GET / at ${CONNECTIONS} connections for ${LOAD_SECONDS} s (after ${WARMUP_SECONDS} s of warm-up)`);
  const app = await warmThenLoad(`${direct}/`, LOAD_SECONDS, serving.pid);
  let nginx: LoadResult | null = null;
  let nginxNote: string | null = null;
  if (fs.existsSync(NGINX)) {
    progress(`nginx, the same bytes, ${LOAD_SECONDS} s`);
    nginx = await nginxBaseline(homeBody);
  } else {
    nginxNote = `nginx not found at ${NGINX} (apt-get install nginx-light, or set NGINX_PATH): baseline skipped`;
  }
  progress(`bare node:http, the same bytes, ${LOAD_SECONDS} s`);
  const bareNode = await bareNodeBaseline(home.body, gzipped);

  // 5. Sustained load, then the serving process's resident memory.
  progress(`sustained GET / at ${CONNECTIONS} connections for ${SUSTAINED_SECONDS} s`);
  const sustained = await load(`${direct}/`, SUSTAINED_SECONDS, LOAD_HEADERS, serving.pid);
  const rssAfterLoad = memory(serving.pid);

  // 6. GET / without compression, and with Brotli only.
  progress(`GET / at ${CONNECTIONS} connections, identity and Brotli, ${LOAD_SECONDS} s each`);
  const identity = await warmThenLoad(`${direct}/`, LOAD_SECONDS, serving.pid, { "accept-encoding": "identity" });
  const brotliOnly = await warmThenLoad(`${direct}/`, LOAD_SECONDS, serving.pid, { "accept-encoding": "br" });
  // A page rendered for each visitor (its own submission id): what a page costs that no cache serves.
  progress(`GET /book (rendered for each request) at ${CONNECTIONS} connections, ${LOAD_SECONDS} s`);
  const rendered = await warmThenLoad(`${direct}/book`, LOAD_SECONDS, serving.pid);

  // 7. Bookings, JavaScript off.
  progress(`bookings: form posts to /book at ${BOOKING_CONNECTIONS} connections for ${BOOKING_SECONDS} s`);
  const bookings = await bookingLoad(direct, BOOKING_SECONDS);
  const rssAfterBookings = memory(serving.pid);

  // 8. Litestream's restore of a database of RESTORE_BOOKINGS bookings.
  progress(`Litestream: ${RESTORE_BOOKINGS.toLocaleString("en")} bookings replicated, then restored`);
  const restore = await litestreamRestore(RESTORE_BOOKINGS, env, path.join(TMP, "litestream.log"));

  for (const [label, result] of [
    ["GET / (app)", app],
    ["GET / (nginx)", nginx],
    ["GET / (bare node:http)", bareNode],
    ["sustained GET / (app)", sustained],
    ["GET / identity", identity],
    ["GET / Brotli only", brotliOnly],
    ["GET /book", rendered],
  ] as const) {
    if (result && result.non2xx + result.errors + result.timeouts > 0)
      failures.push(`${label}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  if (bookings.refused + bookings.errors + bookings.timeouts > 0)
    failures.push(`bookings: ${bookings.refused} not stored, ${bookings.errors} errors, ${bookings.timeouts} timeouts`);
  if (restore.restoredBookings !== restore.bookings) failures.push(`Litestream restored ${restore.restoredBookings} of ${restore.bookings} bookings`);

  const ratioOf = (a: number, b: number) => Math.round((a / b) * 1000) / 1000;
  const ratio = nginx ? ratioOf(app.requestsPerSec, nginx.requestsPerSec) : null;
  // The CPU each server spends per request says the same from the other side (wrk on its own core is not the limit).
  const cpuRatio = nginx?.serverCpuUsPerRequest && app.serverCpuUsPerRequest ? ratioOf(nginx.serverCpuUsPerRequest, app.serverCpuUsPerRequest) : null;
  const bareNodeRatio = ratioOf(app.requestsPerSec, bareNode.requestsPerSec);
  const bareNodeToNginx = nginx ? ratioOf(bareNode.requestsPerSec, nginx.requestsPerSec) : null;
  const lighthouseVersion = (JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules/lighthouse/package.json"), "utf8")) as { version: string }).version;
  const report = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? null, memoryMiB: Math.round(os.totalmem() / 2 ** 20), loadAverage1m: os.loadavg()[0] },
    node: process.version,
    lighthouse: lighthouseVersion,
    startCommand: [...start.preSteps, start.server].join(" && "),
    settings: {
      connections: CONNECTIONS,
      loadSeconds: LOAD_SECONDS,
      sustainedSeconds: SUSTAINED_SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      acceptEncoding: LOAD_HEADERS["accept-encoding"],
    },
    startup,
    pages: pages.map(({ shortfalls: _shortfalls, scripts, ...page }) => ({ ...page, scripts: scripts.length })),
    home: { htmlBytes: homeBody.html.length, sentBytes: home.body.length, contentEncoding: home.headers["content-encoding"] ?? null },
    getHome: {
      app,
      nginx,
      bareNode,
      ratio,
      cpuRatio,
      bareNodeRatio,
      bareNodeToNginx,
      pinned: PINNED ? { generator: GENERATOR_CPU, servers: SERVER_CPU } : null,
      note: nginxNote,
    },
    sustained,
    getHomeOtherEncodings: { identity, brotliOnly },
    getBook: rendered,
    bookings,
    litestreamRestore: restore,
    memory: {
      pid: serving.pid,
      exe: serving.exe,
      afterStart: rssAfterStart,
      afterLighthouse: rssAfterLighthouse,
      afterSustainedLoad: rssAfterLoad,
      afterBookings: rssAfterBookings,
    },
    failures,
  };

  console.log(
    `\nWashFix benchmark, ${report.measuredAt} (node ${process.version}, Lighthouse ${lighthouseVersion}, ${report.machine.cpus} CPUs, load average ${report.machine.loadAverage1m?.toFixed(2)})`,
  );
  console.log(`Server: ${report.startCommand}\n`);
  console.log("Start");
  console.log(`  server spawn to first 200 (/healthcheck)       ${startup.serverSpawnToFirst200Ms} ms`);
  console.log(
    `  whole start script to first 200                ${startup.startScriptToFirst200Ms} ms (its migration step, nothing to migrate: ${startup.noopMigrationMs} ms)\n`,
  );
  console.log("Lighthouse mobile (default config, simulated throttling) and JavaScript loaded without a user action\n");
  printPages(pages);
  console.log(
    `\nGET / at ${CONNECTIONS} connections with wrk, Accept-Encoding: gzip (HTML ${kb(homeBody.html.length)} KB, sent ${kb(home.body.length)} KB${gzipped ? " gzipped" : ""})`,
  );
  console.log(`  ${loadLine("app", app)}`);
  if (nginx) {
    console.log(`  ${loadLine(`nginx, same bytes${gzipped ? " (gzip_static)" : ""}`, nginx)}`);
  } else {
    console.log(`  ${nginxNote}`);
  }
  console.log(`  ${loadLine("bare node:http, same bytes", bareNode)}`);
  if (nginx) console.log(`  ratio app / nginx                  ${ratio} (requests per second); ${cpuRatio} (server CPU per request, nginx / app)`);
  console.log(`  ratio app / bare node:http         ${bareNodeRatio}${bareNodeToNginx === null ? "" : `; bare node:http / nginx ${bareNodeToNginx}`}`);
  console.log(
    PINNED
      ? `  (wrk, one thread, on CPU ${GENERATOR_CPU}; each server on CPU ${SERVER_CPU}, one process or worker)`
      : "  (one CPU: wrk and the server share it, nothing pinned; the ratios are not the server's alone)",
  );
  console.log(`\nSustained load and memory`);
  console.log(`  ${loadLine(`GET / for ${SUSTAINED_SECONDS} s`, sustained)}`);
  console.log(
    `  resident memory of pid ${serving.pid} (${path.basename(serving.exe)}): ${rssAfterLoad.rssMiB} MiB after the load (peak ${rssAfterLoad.peakRssMiB} MiB; ${rssAfterStart.rssMiB} MiB after start, ${rssAfterLighthouse.rssMiB} MiB after Lighthouse)`,
  );
  console.log(`\nGET / at ${CONNECTIONS} connections in the other encodings (a kept page is sent in Brotli, gzipped or whole)`);
  console.log(`  ${loadLine("Accept-Encoding: identity", identity)}`);
  console.log(`  ${loadLine("Accept-Encoding: br", brotliOnly)}`);
  console.log(`\nA page rendered for each request (/book, its own submission id), gzip`);
  console.log(`  ${loadLine("GET /book", rendered)}`);
  console.log(`\nBookings with JavaScript off (form posts to /book, each its own phone and address), ${BOOKING_CONNECTIONS} connections`);
  console.log(
    `  ${bookings.storedPerSec.toLocaleString("en")} stored/s   p50 ${bookings.p50Ms} ms   p99 ${bookings.p99Ms} ms   (${bookings.stored.toLocaleString("en")} stored in ${bookings.seconds} s; ${rssAfterBookings.rssMiB} MiB resident after)`,
  );
  console.log(`\nLitestream restore (the image's command) of ${restore.bookings.toLocaleString("en")} bookings (${restore.databaseMiB} MiB database)`);
  console.log(`  ${restore.restoreMs.toLocaleString("en")} ms, ${restore.restoredBookings.toLocaleString("en")} bookings restored`);
  if (failures.length) {
    console.log("\nFailures:");
    for (const failure of failures) console.log(`  ${failure}`);
  }
  console.log("");
  console.log(JSON.stringify(report));
  return failures.length ? 1 : 0;
}

// Every phase has its own bound; this one catches whatever they miss.
const overallMs =
  360_000 + selectedPages.length * LIGHTHOUSE_DEADLINE_MS + (5 * (WARMUP_SECONDS + LOAD_SECONDS) + SUSTAINED_SECONDS + BOOKING_SECONDS) * 1000 * 1.5;
const watchdog = setTimeout(() => {
  console.error(`bench: no result within ${Math.round(overallMs / 1000)} s; giving up`);
  void cleanup().finally(() => process.exit(1));
}, overallMs);
watchdog.unref();

main()
  .then(async (code) => {
    await cleanup();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error(error instanceof BenchError ? `bench: ${error.message}` : error);
    await cleanup();
    process.exit(interrupted ? 130 : 1);
  });
