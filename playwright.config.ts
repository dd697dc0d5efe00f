import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { defineConfig, devices } from "@playwright/test";

// The built app on a free port with a fresh temporary database. The values are decided once,
// in the main process, and inherited by the test workers through the environment.
process.env.E2E_PORT ??= execFileSync(process.execPath, ["-e", "const s=require('net').createServer().listen(0,()=>{console.log(s.address().port);s.close()})"])
  .toString()
  .trim();
process.env.E2E_DATABASE_PATH ??= path.join(fs.mkdtempSync(path.join(os.tmpdir(), "washfix-e2e-")), "app.db");
process.env.E2E_ADMIN_EMAIL ??= "admin@example.com";
process.env.E2E_ADMIN_PASSWORD ??= "correct-horse-battery";
// The shared server's clock: today in Bengaluru (the date the run started on, so every worker and
// every test that computes "today" or "tomorrow" agrees, tests/e2e/support.ts), at 08:00, before
// the first slot (Morning, 09:00) starts and with the office open; it runs on from there. The
// suite then passes at any hour. A test that needs another hour starts a server of its own with
// its own CLOCK_START (tests/e2e/customer-booking.spec.ts, field-customer.spec.ts).
process.env.E2E_TODAY ??= new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
process.env.E2E_CLOCK_START ??= `${process.env.E2E_TODAY}T08:00:00+05:30`;
// The real instant the shared server's clock starts from, give or take its start-up: sessions the
// tests make directly (tests/e2e/fixtures.ts) are dated on that clock.
process.env.E2E_CLOCK_ORIGIN ??= String(Date.now());
// The shared server's session secret: tests/e2e/fixtures.ts signs the sessions it makes with it.
process.env.E2E_SESSION_SECRET ??= "e2e-session-secret-of-at-least-32-characters";

const baseURL = `http://localhost:${process.env.E2E_PORT}`;

/** Tests that measure the server under load, on servers of their own. */
const ALONE = /login-load\.spec\.ts$/;

// Debian's Chromium as its headless shell (the package chromium-headless-shell), the build
// Playwright itself runs headless: the full browser's headless mode took 2.0 times as long for the
// same tests (tests/e2e/site.spec.ts, 45 tests: 1.7 min against 51 s). The shell has no push
// messaging, and a form posted into a new window that redirects to another site ends there on an
// error page: the tests tagged @full-browser (push, an installable app, a link sent to WhatsApp) run
// in the full browser (the package chromium).
const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH || "/usr/bin/chromium-headless-shell";
const FULL_BROWSER = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const FULL_BROWSER_TAG = /@full-browser/;
function launchOptions(executablePath: string) {
  return {
    executablePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync"],
  };
}
const DESKTOP = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } };

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  // A minute a test: those on a server of their own sign staff in through a child process that
  // loads the app's model (tests/shared/staff-session.ts, 5-6 s on this 2-CPU machine), and a busy
  // run stretched 24-s tests past 30 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  // On CI a test that fails once is run again and, if it then passes, reported as "flaky":
  // a flaky test is a bug to chase (one was a real race in the admin forms), not to ignore.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: "list",
  use: {
    baseURL,
    // A trace costs a fifth of a test's time on this machine: on CI it is kept from a failed test's
    // second run (retries above), elsewhere from every failed test.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: launchOptions(HEADLESS_SHELL),
  },
  projects: [
    { name: "desktop", use: DESKTOP, testIgnore: ALONE, grepInvert: FULL_BROWSER_TAG },
    { name: "full-browser", use: { ...DESKTOP, launchOptions: launchOptions(FULL_BROWSER) }, testIgnore: ALONE, grep: FULL_BROWSER_TAG },
    // Latency under load is the server's, not the test machine's: these run after everything
    // else, when no Chromium of another worker competes for the two CPU cores.
    { name: "alone", testMatch: ALONE, dependencies: ["desktop", "full-browser"] },
  ],
  webServer: {
    // package.json's start script (migrate, then the server with its heap limit), as production runs it.
    command: (JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: { start: string } }).scripts.start,
    url: `${baseURL}/healthcheck`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: process.env.E2E_PORT,
      DATABASE_PATH: process.env.E2E_DATABASE_PATH,
      SESSION_SECRET: process.env.E2E_SESSION_SECRET,
      SITE_URL: baseURL,
      ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL,
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
      // A fixed morning, whatever the hour of the run (above).
      CLOCK_START: process.env.E2E_CLOCK_START,
      CLOCK_START_ALLOWED: "1",
      // Stands in for Fly's proxy: tests set Fly-Client-IP to test the per-address login lockout.
      TRUST_FLY_CLIENT_IP: "1",
      // The spam limits are off (very high) on this shared server, whose tests book from one
      // address and one phone again and again; tests/e2e/customer-booking.spec.ts checks the
      // real limits on a server of its own.
      BOOKING_LIMIT_PER_10_MINUTES: "100000",
      BOOKING_LIMIT_PER_DAY: "100000",
      OPEN_BOOKINGS_PER_PHONE: "100000",
      // Paying by UPI and asking for a review (tests/e2e/billing.spec.ts).
      UPI_VPA: "washfix@okaxis",
      UPI_PAYEE_NAME: "WashFix Bengaluru",
      GOOGLE_REVIEW_URL: "https://g.page/r/washfix-bengaluru/review",
    },
  },
});
