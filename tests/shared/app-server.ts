// The built app as a separate process that a test starts, stops hard and starts again: the way
// package.json's `start` script starts it, on a free loopback port, with a database and an
// environment of the test's own. For what the shared Playwright server cannot show: a server
// killed between a booking and its alert, a restore from a backup, a setting read at start.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (address && typeof address === "object" ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** A fresh temporary folder; the caller removes it (or leaves it to the OS's tmp cleaning). */
export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `washfix-${prefix}-`));
}

function startScript(): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> };
  return pkg.scripts.start!;
}

/** The session secret of every server started here (tests/shared/staff-session.ts signs its cookies with it). */
export const APP_SERVER_SESSION_SECRET = "a-test-session-secret-of-at-least-32-characters";

export type AppServer = {
  origin: string;
  port: number;
  databasePath: string;
  /** The server's process (the start script execs it, so it is the shell's). */
  pid: number;
  /** Everything the server wrote to stdout and stderr so far. */
  log(): string;
  /** Stops the whole process group: SIGKILL is a crash (nothing flushed, no handler runs). */
  stop(signal?: "SIGTERM" | "SIGKILL"): Promise<void>;
};

export type AppServerOptions = {
  databasePath: string;
  /** Added to (or, as undefined, removed from) the server's environment. */
  env?: Record<string, string | undefined>;
  port?: number;
  /** Run instead of package.json's start script, directly (no shell), as a Dockerfile's CMD runs: the file, then its arguments. */
  command?: string[];
};

/** Starts the built app (`npm run build` first) and resolves once /healthcheck answers 200. */
export async function startAppServer({ databasePath, env = {}, port, command }: AppServerOptions): Promise<AppServer> {
  const listenPort = port ?? (await freePort());
  const origin = `http://localhost:${listenPort}`;
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: `${path.join(ROOT, "node_modules/.bin")}${path.delimiter}${process.env.PATH ?? ""}`,
    NODE_ENV: "production",
    PORT: String(listenPort),
    HOST: "127.0.0.1",
    DATABASE_PATH: databasePath,
    SESSION_SECRET: APP_SERVER_SESSION_SECRET,
    SITE_URL: origin,
    ADMIN_EMAIL: undefined,
    ADMIN_PASSWORD: undefined,
    // The spam limits are off (very high) unless the test sets them: a test books from one
    // address and one phone again and again.
    BOOKING_LIMIT_PER_10_MINUTES: "100000",
    BOOKING_LIMIT_PER_DAY: "100000",
    OPEN_BOOKINGS_PER_PHONE: "100000",
  };
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[name];
    else childEnv[name] = value;
  }
  for (const [name, value] of Object.entries(childEnv)) if (value === undefined) delete childEnv[name];

  let output = "";
  // Its own process group (detached), so a kill reaches the shell and the server it started.
  const [file, ...args] = command ?? ["sh", "-c", startScript()];
  const child: ChildProcess = spawn(file!, args, { cwd: ROOT, env: childEnv, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const stop = async (signal: "SIGTERM" | "SIGKILL" = "SIGTERM") => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // Already gone.
      }
      await exited;
    }
  };

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The app server exited before answering:\n${output}`);
    }
    try {
      const response = await fetch(`${origin}/healthcheck`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop("SIGKILL");
      throw new Error(`The app server did not answer within 30 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { origin, port: listenPort, databasePath, pid: child.pid!, log: () => output, stop };
}
