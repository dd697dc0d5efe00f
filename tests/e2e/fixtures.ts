// The end-to-end tests' fixtures: `import { expect, test } from "./fixtures"`.
//
// - asStaff({ role, language }): a member of staff signed in without the login page, in the test's
//   browser context (or the page or context given): the account made through the app's model and
//   its session begun there, the cookie put in the browser as a login would set it
//   (tests/shared/staff-session.ts). Owner by default, as the seeded admin (ADMIN_EMAIL); a
//   Kannada-speaking technician is asStaff({ role: "technician", language: "kn" }). On a server of
//   the test's own: asStaff({ server }).
// - staffRequest({ role, ... }): the same, as an API request context (posts without a browser).
// - booking(overrides): a booking stored through the app's model (tests/shared/bookings.ts), with
//   its alerts queued as the booking form's would be.
// The tests about signing in (login, lockout, logout, password change) go through the login page.
import { type APIRequestContext, type BrowserContext, devices, type Page, test as base } from "@playwright/test";

import type { NewBooking } from "../../app/models/bookings.server";
import type { AppServer } from "../shared/app-server";
import type { StaffOptions, StaffSession } from "../shared/staff-session";
import { type BookingRow, query, TOMORROW, uniqueName } from "./support";

export { expect } from "@playwright/test";

type AsStaffOptions = StaffOptions & {
  /** Where the session goes: the test's own browser context when not given. */
  into?: Page | BrowserContext;
  /** A server of the test's own (tests/shared/app-server.ts): the account and session are made in its database. */
  server?: AppServer;
};

export type AsStaff = (options?: AsStaffOptions) => Promise<StaffSession>;

type Fixtures = {
  asStaff: AsStaff;
  staffRequest: (
    options?: StaffOptions & { server?: AppServer; extraHTTPHeaders?: Record<string, string> },
  ) => Promise<APIRequestContext & { staff: StaffSession }>;
  booking: (overrides?: Partial<NewBooking>) => Promise<BookingRow>;
};

export type StaffRequest = Fixtures["staffRequest"];

let modelReady: Promise<void> | undefined;
/** Points the app's model in this worker at the shared server's database and secret, once, before its first import. */
function pointModelAtSharedServer(): Promise<void> {
  modelReady ??= (async () => {
    process.env.DATABASE_PATH = process.env.E2E_DATABASE_PATH;
    process.env.SESSION_SECRET = process.env.E2E_SESSION_SECRET;
    const { reloadEnv } = await import("../../app/env.server");
    reloadEnv();
  })();
  return modelReady;
}

/**
 * Now on the shared server's clock (playwright.config.ts starts it at E2E_CLOCK_START), a minute
 * early: the server starts a moment after the run's clock origin, and a session dated before the
 * requests that use it keeps the audit trail in order.
 */
function sharedServerNow(): string {
  const started = Date.parse(process.env.E2E_CLOCK_START!);
  return new Date(started + (Date.now() - Number(process.env.E2E_CLOCK_ORIGIN)) - 60_000).toISOString();
}

async function openSession({ server, ...options }: StaffOptions & { server?: AppServer }): Promise<StaffSession> {
  const { openStaffSession, openStaffSessionAt } = await import("../shared/staff-session");
  if (server) {
    const { APP_SERVER_SESSION_SECRET } = await import("../shared/app-server");
    return openStaffSessionAt({ databasePath: server.databasePath, sessionSecret: APP_SERVER_SESSION_SECRET }, options);
  }
  await pointModelAtSharedServer();
  return openStaffSession({ now: sharedServerNow(), ...options });
}

export const test = base.extend<Fixtures>({
  asStaff: async ({ context, baseURL }, provide) => {
    await provide(async ({ into = context, server, ...options } = {}) => {
      const page = "context" in into ? into : undefined;
      const userAgent = page ? await page.evaluate(() => navigator.userAgent) : devices["Desktop Chrome"].userAgent;
      const staff = await openSession({ userAgent, ...options, server });
      await (page ? page.context() : (into as BrowserContext)).addCookies([{ ...staff.cookie, url: server?.origin ?? baseURL! }]);
      return staff;
    });
  },

  staffRequest: async ({ playwright, baseURL }, provide) => {
    const made: APIRequestContext[] = [];
    await provide(async ({ server, extraHTTPHeaders, ...options } = {}) => {
      const staff = await openSession({ userAgent: devices["Desktop Chrome"].userAgent, ...options, server });
      const origin = server?.origin ?? baseURL!;
      const request = await playwright.request.newContext({
        baseURL: origin,
        extraHTTPHeaders: { Origin: origin, ...extraHTTPHeaders },
        storageState: {
          cookies: [{ ...staff.cookie, domain: new URL(origin).hostname, path: "/", expires: -1, httpOnly: true, secure: false, sameSite: "Lax" }],
          origins: [],
        },
      });
      made.push(request);
      return Object.assign(request, { staff });
    });
    for (const request of made) await request.dispose();
  },

  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  booking: async ({}, provide) => {
    await provide(async (overrides = {}) => {
      await pointModelAtSharedServer();
      const { storeBooking } = await import("../shared/bookings");
      // For tomorrow on the shared server's clock (every slot open), under a name of its own.
      const id = await storeBooking({ name: uniqueName("Booking"), visitDate: TOMORROW, ...overrides });
      return query<BookingRow>("select * from bookings where id = ?", id)[0]!;
    });
  },
});
