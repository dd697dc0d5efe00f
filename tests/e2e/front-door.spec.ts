// The front door, tried as an attacker would with curl: against the built server of its
// own (fresh page cache, fresh database), behind a trusted Fly-Client-IP as on Fly.
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";

import Database from "better-sqlite3";

import { type HttpReceiver, startHttpReceiver } from "../shared/alert-receivers";
import { type AppServer, startAppServer, tempDir } from "../shared/app-server";
import { expect, test } from "./fixtures";
import { queryAt, TOMORROW } from "./support";

const OWNER = { email: "owner@example.com", password: "the owner's long password" };

type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** One request exactly as written (node:http lets a test set Host and the request-target), no redirects followed; a gzipped body is read. */
function raw(
  port: number,
  { method = "GET", target = "/", headers = {}, body }: { method?: string; target?: string; headers?: Record<string, string>; body?: string },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, method, path: target, headers: { Host: `localhost:${port}`, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: (response.headers["content-encoding"] === "gzip" ? zlib.gunzipSync(body) : body).toString("utf8"),
        });
      });
    });
    request.on("error", reject);
    request.end(body);
  });
}

/** The server process's CPU time so far (user + system), in ms, from /proc. */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  // utime and stime are fields 14 and 15 of the whole line, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

test.describe("the front door", () => {
  test.describe.configure({ mode: "serial" });
  let app: AppServer;
  let push: HttpReceiver;

  test.beforeAll(async () => {
    push = await startHttpReceiver();
    app = await startAppServer({
      databasePath: path.join(tempDir("front-door"), "app.db"),
      env: { TRUST_FLY_CLIENT_IP: "1", ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password },
    });
  });
  test.afterAll(async () => {
    await app?.stop();
    await push?.stop();
  });

  test("a forged Host or request-target is refused, and never changes what later visitors get", async () => {
    const forged = await raw(app.port, { target: "/view-all-areas", headers: { Host: `127.0.0.1:${app.port}/privacy#` } });
    expect(forged.status).toBe(400);
    expect((await raw(app.port, { target: "http://evil.example/privacy" })).status).toBe(400);
    for (const encoding of ["identity", "gzip", "br"]) {
      const page = await raw(app.port, { target: "/view-all-areas", headers: { "Accept-Encoding": encoding } });
      expect(page.status).toBe(200);
    }
    const page = await raw(app.port, { target: "/view-all-areas", headers: { "Accept-Encoding": "identity" } });
    expect(page.body).toContain("Our Service Areas in Bengaluru</h1>");
    expect(page.body).not.toContain("Privacy Policy</h1>");
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
  });

  test("an anonymous POST to /admin/logout does not make a kept page render again", async () => {
    const first = await raw(app.port, { target: "/", headers: { "Accept-Encoding": "identity" } });
    for (const target of ["/admin/logout", "/admin/settings", "/admin/bookings/1"]) {
      await raw(app.port, { method: "POST", target, headers: { ...FORM, Origin: app.origin }, body: "intent=x" });
    }
    // The log is written a few KB at a time: once the last POST's line is in, every earlier line is.
    await expect.poll(() => app.log()).toContain("POST /admin/bookings/1 ");
    const linesBefore = app.log().split("\n").length;
    const after = await raw(app.port, { target: "/", headers: { "Accept-Encoding": "identity" } });
    expect(after.headers.etag).toBe(first.headers.etag);
    // The access log marks an answer from the page cache (a page rendered again would not be).
    await expect
      .poll(() =>
        app
          .log()
          .split("\n")
          .slice(linesBefore - 1)
          .find((line) => line.startsWith("GET / ")),
      )
      .toMatch(/ kept$/);
  });

  test("100 requests with unique utm_ query strings are answered from the kept page, under 20 ms of server CPU each", async () => {
    const kept = await raw(app.port, { target: "/", headers: { "Accept-Encoding": "gzip" } });
    const before = cpuMs(app.pid);
    for (let i = 0; i < 100; i++) {
      const answer = await raw(app.port, { target: `/?utm_source=ad${i}&utm_campaign=${crypto.randomUUID()}`, headers: { "Accept-Encoding": "gzip" } });
      expect(answer.status).toBe(200);
      expect(answer.headers.etag).toBe(kept.headers.etag);
    }
    const perRequest = (cpuMs(app.pid) - before) / 100;
    console.log(`utm requests: ${perRequest.toFixed(2)} ms of server CPU each`);
    expect(perRequest).toBeLessThan(20);
    // Letter case and a trailing slash are the same page, at its one URL.
    expect(await raw(app.port, { target: "/View-All-Areas?utm_source=x" })).toMatchObject({
      status: 301,
      headers: { location: "/view-all-areas?utm_source=x" },
    });
    expect(await raw(app.port, { target: "/view-all-areas/" })).toMatchObject({ status: 301, headers: { location: "/view-all-areas" } });
  });

  test("the identity and gzip copies of a page have ETags of their own", async () => {
    const etags = [];
    for (const encoding of ["identity", "gzip"]) etags.push((await raw(app.port, { target: "/terms", headers: { "Accept-Encoding": encoding } })).headers.etag);
    expect(new Set(etags).size).toBe(2);
    // A 304 only for the ETag of the copy asked for.
    expect((await raw(app.port, { target: "/terms", headers: { "Accept-Encoding": "gzip", "If-None-Match": etags[0]! } })).status).toBe(200);
    expect((await raw(app.port, { target: "/terms", headers: { "Accept-Encoding": "gzip", "If-None-Match": etags[1]! } })).status).toBe(304);
  });

  test("a second post reusing a submission id with another phone gets a fresh form, never the first booking's link", async () => {
    const booking = { submissionId: crypto.randomUUID(), name: "Asha Rao", phone: "9845012345", locality: "Jayanagar", visitDate: TOMORROW };
    const first = await raw(app.port, {
      method: "POST",
      target: "/book",
      headers: { ...FORM, Origin: app.origin, "Fly-Client-IP": "198.51.100.1" },
      body: form(booking),
    });
    expect(first.status).toBe(303);
    const token = new URL(first.headers.location!, app.origin).searchParams.get("booking")!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const stranger = { ...booking, name: "Someone Else", phone: "9845099999" };
    const second = await raw(app.port, {
      method: "POST",
      target: "/book",
      headers: { ...FORM, Origin: app.origin, "Fly-Client-IP": "203.0.113.9" },
      body: form(stranger),
    });
    expect(second.status).toBe(409);
    expect(second.headers.location).toBeUndefined();
    expect(second.body).not.toContain(token);
    expect(second.body).toContain("This form has expired. Please reload the page and try again.");

    // Nor does the token of a visited booking page reach the server's log.
    expect((await raw(app.port, { target: `/booking/${token}` })).status).toBe(200);
    expect((await raw(app.port, { target: `/book/thank-you?booking=${token}` })).status).toBe(200);
    expect((await raw(app.port, { target: `/booking/${token}/nothing-here` })).status).toBe(404);
    // The access log writes its lines in batches, at the latest a second after (server/access-log.ts).
    await expect.poll(() => app.log(), { timeout: 5_000 }).toContain("/booking/:token");
    expect(app.log()).not.toContain(token);
  });

  test("30 wrong passwords for the owner from one IPv6 /64 meet a refusal", async () => {
    const statuses = [];
    for (let i = 1; i <= 30; i++) {
      const answer = await raw(app.port, {
        method: "POST",
        target: "/admin/login",
        headers: { ...FORM, Origin: app.origin, "Fly-Client-IP": `2001:db8:42:7::${i.toString(16)}` },
        body: form({ email: OWNER.email, password: `guess number ${i}` }),
      });
      statuses.push(answer.status);
      if (answer.status === 429) expect(answer.body).toContain("Too many failed login attempts.");
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(25);
  });

  test("a push subscription to a loopback address is refused, and never called", async ({ asStaff, browser }) => {
    const context = await browser.newContext({ baseURL: app.origin, extraHTTPHeaders: { "Fly-Client-IP": "198.51.100.50" } });
    await asStaff({ into: context, server: app });
    const page = await context.newPage();
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin$/);
    const endpoint = `${push.url}/internal`;
    const keys = { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) };
    const answer = await page.request.post("/admin/settings/notifications", {
      form: { intent: "subscribe", endpoint, ...keys },
      headers: { Origin: app.origin },
    });
    expect(answer.status()).toBe(400);
    expect(queryAt(app.databasePath, "select id from push_subscriptions")).toEqual([]);
    // One stored before the check existed (written straight into the database) is not called either.
    const database = new Database(app.databasePath);
    database
      .prepare("insert into push_subscriptions (endpoint, p256dh, auth, admin_id, label, created_at) values (?, ?, ?, 1, 'Old device', ?)")
      .run(endpoint, keys.p256dh, keys.auth, new Date().toISOString());
    database.close();
    expect((await page.request.post("/admin/settings/notifications", { form: { intent: "test" }, headers: { Origin: app.origin } })).ok()).toBe(true);
    await expect
      .poll(() => queryAt<{ state: string; last_error: string }>(app.databasePath, "select state, last_error from alert_deliveries where channel = 'push'"), {
        timeout: 15_000,
      })
      .toEqual([{ state: "failed", last_error: "This device's push address is not a known push service" }]);
    expect(push.requests).toEqual([]);
    await context.close();
  });

  test("/.well-known/security.txt names the business's contact, an expiry ahead and its canonical URL", async () => {
    const answer = await raw(app.port, { target: "/.well-known/security.txt" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(answer.body).toContain("Contact: mailto:help@washfixbengaluru.in\n");
    expect(answer.body).toContain(`Canonical: ${app.origin}/.well-known/security.txt\n`);
    const expires = new Date(/^Expires: (.+)$/m.exec(answer.body)![1]!);
    expect(expires.getTime()).toBeGreaterThan(Date.now());
    expect(expires.getTime()).toBeLessThan(Date.now() + 365 * 24 * 60 * 60 * 1000);
  });

  test("a path of 8,000 segments is refused at once, and the health check keeps answering", async () => {
    const target = "/a".repeat(8_000);
    const started = performance.now();
    const [refused, ...checks] = await Promise.all([
      raw(app.port, { target }),
      raw(app.port, { target: `/__manifest?p=${encodeURIComponent("/a".repeat(3_000))}&version=x` }),
      ...[0, 1, 2].map(() => raw(app.port, { target: "/healthcheck" })),
    ]);
    const elapsed = performance.now() - started;
    expect(refused.status).toBe(414);
    expect(checks[0]!.status).toBe(414);
    for (const check of checks.slice(1)) expect(check.status).toBe(200);
    expect(elapsed).toBeLessThan(100);
    // The log names no such path in full.
    expect(app.log()).not.toContain("/a".repeat(200));
  });

  test("no link or redirect built from a request leaves the site", async () => {
    for (const [target, location] of [
      ["//evil.example/x", "/evil.example/x"],
      ["/kn//evil.example/x", "/kn/evil.example/x"],
      ["/hi//evil.example/x", "/hi/evil.example/x"],
      ["/.//evil.example/", "/evil.example"],
      ["/\\evil.example/x", "/evil.example/x"],
      ["/kn/\\evil.example", "/kn/evil.example"],
      ["/view-all-areas//", "/view-all-areas"],
    ]) {
      const answer = await raw(app.port, { target: target! });
      expect(answer.status, target).toBe(301);
      expect(answer.headers.location, target).toBe(location);
      // The page it leads to: every link in it on the site.
      const page = await raw(app.port, { target: location! });
      const hrefs = [...page.body.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!);
      expect(hrefs.length, location).toBeGreaterThan(5);
      for (const href of hrefs)
        expect(href, `${location}: ${href}`).toMatch(/^(\/(?![/\\])|#|https?:\/\/localhost:|https:\/\/(wa\.me|www\.google\.com)\/|tel:|mailto:)/);
    }
  });

  test("a kept page names no nonce: its policy allows exactly its own inline scripts and stylesheet, by hash", async () => {
    const sha256 = (text: string) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;
    for (const target of ["/", "/locations/koramangala"]) {
      const answers = [];
      for (const encoding of ["gzip", "gzip", "identity"]) answers.push(await raw(app.port, { target, headers: { "Accept-Encoding": encoding } }));
      const [first] = answers;
      // The same bytes and the same policy for everyone: nothing in them a visitor could use elsewhere.
      for (const answer of answers) {
        expect(answer.body, target).toBe(first!.body);
        expect(answer.headers["content-security-policy"], target).toBe(first!.headers["content-security-policy"]);
      }
      const csp = String(first!.headers["content-security-policy"]);
      expect(csp, target).not.toContain("nonce");
      expect(first!.body, target).not.toMatch(/\snonce=/);
      const directive = (name: string) =>
        new Set(
          csp
            .split("; ")
            .find((d) => d.startsWith(`${name} `))!
            .split(" ")
            .slice(1),
        );
      const inline = (tag: string) =>
        [...first!.body.matchAll(new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, "g"))]
          .filter(([, attributes]) => !/\bsrc=|application\/ld\+json/.test(attributes!))
          .map(([, , text]) => sha256(text!));
      expect(directive("script-src"), target).toEqual(new Set(["'self'", ...inline("script")]));
      expect(directive("style-src"), target).toEqual(new Set(["'self'", ...inline("style")]));
      expect(inline("script").length, target).toBeGreaterThan(1);
    }
  });
});
