// No body read past its limit, at any address that takes a post (app/lib/http/body-limits.ts,
// server/body-limit.ts): 50 MB posted to every route with an action, as the build's own route
// manifest lists them, once with its length declared and once in chunks, each answered 413 while
// the server's memory stays where it was; and the WhatsApp webhook, signed, refuses a body of the
// wrong shape with a 400 that records nothing. On a server of its own, with WhatsApp on.
import { createHmac } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";

import { BODY_LIMITS } from "../../app/lib/http/body-limits";
import { type AppServer, startAppServer, tempDir } from "../shared/app-server";
import { expect, test } from "./fixtures";
import { queryAt } from "./support";

const APP_SECRET = "test-app-secret";
const HUGE = 50 * 1024 * 1024;
/** How far the server's resident memory may move over all the posts. */
const RSS_SLACK = 20 * 1024 * 1024;

let app: AppServer;
test.beforeAll(async () => {
  app = await startAppServer({
    databasePath: path.join(tempDir("body-limits"), "app.db"),
    env: {
      WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
      WHATSAPP_ACCESS_TOKEN: "EAAG-test-access-token",
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: "washfix-verify",
      // Nothing is sent in this test; were anything, it would go nowhere.
      WHATSAPP_API_URL: "http://127.0.0.1:9",
    },
  });
});
test.afterAll(async () => {
  await app?.stop();
});

type Route = { id: string; parentId?: string; path?: string; hasAction: boolean };

/** Every address with an action, from the build's route manifest (what the router itself serves), with its parameters filled in. */
function actionPaths(): { id: string; path: string }[] {
  const assets = path.resolve(import.meta.dirname, "../../build/client/assets");
  const file = fs.readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  const text = fs.readFileSync(path.join(assets, file!), "utf8");
  const { routes } = JSON.parse(text.slice(text.indexOf("=") + 1).replace(/;\s*$/, "")) as { routes: Record<string, Route> };
  const fullPath = (route: Route): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    return [parent ? fullPath(parent) : "", route.path ?? ""].filter(Boolean).join("/");
  };
  const paths: { id: string; path: string }[] = [];
  for (const route of Object.values(routes).filter((route) => route.hasAction)) {
    const pattern = fullPath(route);
    // A page in every language: the default one's address and Kannada's.
    const variants = pattern.startsWith(":lang?/") ? [pattern.slice(":lang?/".length), `kn/${pattern.slice(":lang?/".length)}`] : [pattern];
    for (const variant of variants) {
      const filled = variant.replace(/:token/g, "a".repeat(32)).replace(/:\w+/g, "1");
      paths.push({ id: route.id, path: `/${filled}` });
    }
  }
  return paths;
}

type Outcome = { status: number; body: string; sent: number };

/** Posts `total` bytes to `target`, declared or in chunks, and stops sending once the server answers. */
function postHuge(target: string, { chunked, total = HUGE }: { chunked: boolean; total?: number }): Promise<Outcome> {
  const chunk = Buffer.alloc(64 * 1024, "a");
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = http.request({
      host: "127.0.0.1",
      port: app.port,
      method: "POST",
      path: target,
      agent: false,
      headers: {
        Host: `localhost:${app.port}`,
        "Content-Type": "application/x-www-form-urlencoded",
        ...(chunked ? { "Transfer-Encoding": "chunked" } : { "Content-Length": String(total) }),
      },
    });
    const wake: (() => void)[] = [];
    const wakeAll = () => wake.splice(0).forEach((resolve) => resolve());
    request.on("response", (response) => {
      answered = true;
      wakeAll();
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (text: string) => (body += text));
      response.on("end", () => {
        resolve({ status: response.statusCode ?? 0, body, sent });
        request.destroy();
      });
      response.on("error", () => resolve({ status: response.statusCode ?? 0, body, sent }));
    });
    request.on("error", (error) => {
      wakeAll();
      if (!answered) reject(error);
    });
    request.on("close", wakeAll);
    void (async () => {
      while (sent < total && !answered && !request.destroyed) {
        const room = request.write(chunk.subarray(0, Math.min(chunk.length, total - sent)));
        sent += Math.min(chunk.length, total - sent);
        if (!room) await new Promise<void>((resolve) => (wake.push(resolve), request.once("drain", wakeAll)));
      }
      if (!answered && !request.destroyed) request.end();
    })();
  });
}

/** The server process's resident memory, in bytes (the start script execs it, so its pid is the one started). */
function rss(): number {
  const status = fs.readFileSync(`/proc/${app.pid}/status`, "utf8");
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)![1]) * 1024;
}

test("50 MB posted to every address with an action, declared and in chunks, gets a 413 each and leaves the server's memory where it was", async () => {
  test.setTimeout(180_000);
  const routes = actionPaths();
  // The list is the router's: the site's forms, the admin's, the login and the webhook.
  expect(routes.map((route) => route.path)).toEqual(
    expect.arrayContaining(["/book", "/contact", "/kn/book", "/admin/login", "/admin/logout", "/admin/settings", "/webhooks/whatsapp"]),
  );
  expect(new Set(routes.map((route) => route.id)).size).toBeGreaterThanOrEqual(25);

  expect((await fetch(`${app.origin}/healthcheck`)).status).toBe(200);
  const before = rss();
  for (const { path: target } of routes) {
    for (const chunked of [false, true]) {
      const outcome = await postHuge(target, { chunked });
      const label = `${target} ${chunked ? "in chunks" : "declared"}`;
      expect(outcome.status, label).toBe(413);
      expect(outcome.body.slice(0, 200), label).toMatch(/^Too large: a request to this address may carry at most [\d,]+ bytes\.$/);
      // The server answered long before the 50 MB were sent.
      expect(outcome.sent, label).toBeLessThan(HUGE);
    }
  }
  const after = rss();
  console.log(`server RSS before ${(before / 2 ** 20).toFixed(1)} MB, after ${(after / 2 ** 20).toFixed(1)} MB, ${routes.length * 2} posts of 50 MB`);
  expect(Math.abs(after - before)).toBeLessThan(RSS_SLACK);
  expect((await fetch(`${app.origin}/healthcheck`)).status).toBe(200);
  expect(app.log()).not.toMatch(/\n\s+at /);
});

test("each limit holds at its byte: the webhook takes 1 MB and no more, a form 64 KB, declared or in chunks", async () => {
  for (const chunked of [false, true]) {
    // Just over: refused by the front door (a form's address and the webhook's have their own limits).
    expect((await postHuge("/contact", { chunked, total: BODY_LIMITS.form + 1 })).status).toBe(413);
    expect((await postHuge("/webhooks/whatsapp", { chunked, total: BODY_LIMITS.webhook + 1 })).status).toBe(413);
    // Within: handed to the route, which refuses it for what it is (an unsigned webhook, a form without its fields).
    expect((await postHuge("/webhooks/whatsapp", { chunked, total: BODY_LIMITS.webhook })).status).toBe(401);
    expect((await postHuge("/contact", { chunked, total: BODY_LIMITS.form })).status).toBe(400);
  }
});

/** A webhook POST as Meta sends it: the raw JSON and its signature, in one piece or in chunks. */
async function webhook(raw: string, chunked = false): Promise<{ status: number; text: string }> {
  const signature = `sha256=${createHmac("sha256", APP_SECRET).update(raw).digest("hex")}`;
  const bytes = Buffer.from(raw);
  const body = chunked
    ? new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < bytes.length; at += 7) controller.enqueue(bytes.subarray(at, at + 7));
          controller.close();
        },
      })
    : raw;
  const response = await fetch(`${app.origin}/webhooks/whatsapp`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Hub-Signature-256": signature },
    body,
    duplex: "half",
  } as RequestInit);
  return { status: response.status, text: await response.text() };
}

const stop = (id: string, from: string) => ({
  object: "whatsapp_business_account",
  entry: [
    {
      id: "1",
      changes: [
        {
          field: "messages",
          value: { messaging_product: "whatsapp", messages: [{ id, from, timestamp: "1767225600", type: "text", text: { body: "STOP" } }] },
        },
      ],
    },
  ],
});

test("a signed webhook of the wrong shape gets a 400 and records nothing; the documented shape, in one piece or in chunks, is recorded", async () => {
  const recorded = () => ({
    replies: queryAt<{ n: number }>(app.databasePath, "select count(*) as n from customer_replies")[0]!.n,
    optOuts: queryAt<{ n: number }>(app.databasePath, "select count(*) as n from message_opt_outs")[0]!.n,
  });
  const start = recorded();
  const valid = stop("wamid.shape-1", "919845011111");
  const wrong = [
    "null",
    '{"entry":5}',
    '{"entry":[{"changes":{}}]}',
    "[]",
    '{"entry":[{"changes":[{"value":"x"}]}]}',
    // A STOP the route would record, beside a field of the wrong type: nothing of it is recorded.
    JSON.stringify({ entry: [{ changes: [{ value: { ...valid.entry[0]!.changes[0]!.value, statuses: 5 } }] }] }),
    JSON.stringify({ entry: [{ changes: [{ value: { messages: [{ ...valid.entry[0]!.changes[0]!.value.messages[0]!, text: "STOP" }] } }] }] }),
  ];
  for (const raw of wrong) {
    expect(await webhook(raw), raw).toEqual({ status: 400, text: "Unexpected shape" });
  }
  expect(await webhook("{not json")).toEqual({ status: 400, text: "Not JSON" });
  expect(recorded()).toEqual(start);

  expect(await webhook(JSON.stringify(valid))).toEqual({ status: 200, text: "OK" });
  expect(await webhook(JSON.stringify(stop("wamid.shape-2", "919845022222")), true)).toEqual({ status: 200, text: "OK" });
  expect(recorded()).toEqual({ replies: start.replies + 2, optOuts: start.optOuts + 2 });
  expect(app.log()).not.toMatch(/\n\s+at /);
});
