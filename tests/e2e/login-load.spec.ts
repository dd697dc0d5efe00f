import path from "node:path";

import { expect, test } from "@playwright/test";

import { startAppServer, tempDir } from "../shared/app-server";

// Servers of their own: one started with a short SESSION_SECRET, one put under a burst of logins
// while Fly's health check keeps asking.
const OWNER = { ADMIN_EMAIL: "owner@example.com", ADMIN_PASSWORD: "correct-horse-battery" };

test("in production, a SESSION_SECRET shorter than 32 characters stops the server from starting, saying why", async () => {
  const started = startAppServer({ databasePath: path.join(tempDir("short-secret"), "app.db"), env: { SESSION_SECRET: "change-me" } });
  await expect(started).rejects.toThrow(
    /SESSION_SECRET must be set to at least 32 random characters in production \(it is 9 characters long\)\. Make one with: openssl rand -hex 32/,
  );
});

test("/healthcheck answers within 1 s while 32 login attempts run at once", async () => {
  test.slow();
  const server = await startAppServer({
    databasePath: path.join(tempDir("login-load"), "app.db"),
    env: { ...OWNER, TRUST_FLY_CLIENT_IP: "1" },
  });
  try {
    for (let round = 0; round < 2; round++) {
      // Each from an address of its own, so every one is really checked (none refused by the limits).
      const logins = Array.from({ length: 32 }, (_, i) =>
        fetch(`${server.origin}/admin/login`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.origin, "Fly-Client-IP": `198.51.100.${round * 40 + i}` },
          body: new URLSearchParams({
            email: i === 0 ? OWNER.ADMIN_EMAIL : `guess${i}@example.com`,
            password: i === 0 ? OWNER.ADMIN_PASSWORD : "wrong password",
          }),
          redirect: "manual",
        }).then((response) => response.status),
      );
      let done = false;
      const statuses = Promise.all(logins).finally(() => (done = true));
      const latencies: number[] = [];
      while (!done) {
        const started = performance.now();
        const health = await fetch(`${server.origin}/healthcheck`);
        expect(health.status).toBe(200);
        await health.text();
        latencies.push(performance.now() - started);
      }
      const answered = await statuses;
      expect(answered[0]).toBe(302);
      expect(answered.slice(1).every((status) => status === 401)).toBe(true);
      expect(latencies.length).toBeGreaterThan(0);
      expect(Math.max(...latencies), `health check latencies ${latencies.map(Math.round).join(", ")} ms`).toBeLessThan(1_000);
    }
  } finally {
    await server.stop();
  }
});
