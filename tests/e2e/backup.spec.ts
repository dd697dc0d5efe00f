// Backups, tested for real: the real Litestream binary (scripts/litestream.sh, the
// version the Docker image runs) with the repo's litestream.yml, a real server killed with
// SIGKILL, and `npm run db:backup` copying a database the server is writing to. No browser: each
// test starts its own servers (tests/shared/app-server.ts) on databases of its own.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";

import { startAppServer, tempDir } from "../shared/app-server";
import { bookingFormFields, uniqueName } from "./support";

const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * Posts the booking form. Node's fetch says it is a script's fetch (Sec-Fetch-Mode: cors), which the
 * /book action answers in place: 200 (the booking page with its thank-you) is the acknowledgement.
 */
async function postBooking(origin: string, name: string): Promise<number> {
  const response = await fetch(`${origin}/book`, { method: "POST", body: new URLSearchParams(bookingFormFields(name)), redirect: "manual" });
  await response.arrayBuffer();
  return response.status;
}

/** Customers booking at once, each as fast as the server answers, until stopped or the server is gone. */
function bookingLoad(origin: string, customers = 8) {
  const prefix = uniqueName("Load");
  const acknowledged: string[] = [];
  const refused: string[] = [];
  let next = 0;
  let stopped = false;
  const customer = async () => {
    while (!stopped) {
      const name = `${prefix} ${next++}`;
      let status: number;
      try {
        status = await postBooking(origin, name);
      } catch {
        return; // The server is gone (killed, perhaps mid-request): nothing was acknowledged.
      }
      if (status === 200) acknowledged.push(name);
      else refused.push(`${name}: ${status}`);
    }
  };
  const running = Promise.all(Array.from({ length: customers }, customer));
  return {
    prefix,
    acknowledged,
    /** Any answer but 200 while the server ran: never expected. */
    refused,
    async stop() {
      stopped = true;
      await running;
    },
  };
}

type Stored = { names: Set<string>; integrity: unknown; journalMode: unknown };

function readDatabase(file: string, prefix: string): Stored {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const names = db.prepare("select name from bookings where name like ? || '%'").pluck().all(prefix) as string[];
    return { names: new Set(names), integrity: db.pragma("integrity_check", { simple: true }), journalMode: db.pragma("journal_mode", { simple: true }) };
  } finally {
    db.close();
  }
}

function missing(expected: readonly string[], stored: Set<string>): string[] {
  return expected.filter((name) => !stored.has(name));
}

type Finished = { code: number | null; signal: NodeJS.Signals | null; output: string };

const running: ChildProcess[] = [];
// Whatever a failed test left running (on success each has exited already, and this does nothing).
test.afterEach(() => {
  for (const child of running.splice(0)) child.kill("SIGKILL");
});

/** Runs a command in the repo's folder; `finished` resolves when it exits. */
function run(command: string, args: string[], env: Record<string, string>): { child: ChildProcess; finished: Promise<Finished> } {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  running.push(child);
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const finished = new Promise<Finished>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal, output })));
  return { child, finished };
}

/** Litestream with the repo's litestream.yml, for this database and a replica in a local folder. */
function litestream(args: string[], databasePath: string, replica: string) {
  return run(path.join(ROOT, "scripts/litestream.sh"), [args[0]!, "-config", "litestream.yml", ...args.slice(1)], {
    DATABASE_PATH: databasePath,
    LITESTREAM_REPLICA_URL: `file://${replica}`,
  });
}

const KNOWN_CLOSE_ERROR = /msg="error closing db" .*error="checkpoint: mode=PASSIVE err=release read lock: context canceled"/;

/** The WAL segments Litestream has uploaded to a file replica (its v0.3 layout: generations/<id>/wal/*.wal.lz4). */
function replicatedSegments(replica: string): number {
  if (!fs.existsSync(replica)) return 0;
  return fs.readdirSync(replica, { recursive: true }).filter((file) => String(file).endsWith(".wal.lz4")).length;
}

test("every booking acknowledged before a hard kill comes back from the Litestream replica", async () => {
  test.setTimeout(90_000);
  const dir = tempDir("restore");
  const volume = path.join(dir, "volume");
  const databasePath = path.join(volume, "app.db");
  const replica = path.join(dir, "replica");

  const server = await startAppServer({ databasePath });
  const replicate = litestream(["replicate"], databasePath, replica);
  const load = bookingLoad(server.origin);
  try {
    // Kill mid-load, once Litestream has uploaded WAL several times (every second, its default
    // sync-interval) while bookings were being made, so the restore replays a snapshot and WAL
    // segments, not one upload made at the end.
    // (A hundred bookings at least: on a loaded 2-core CI machine that takes a few seconds.)
    await expect.poll(() => load.acknowledged.length >= 100 && replicatedSegments(replica) >= 3, { timeout: 45_000 }).toBe(true);
  } finally {
    await server.stop("SIGKILL"); // while the customers are still posting
    await load.stop();
  }
  expect(load.refused).toEqual([]);
  const acknowledged = [...load.acknowledged];

  // In production Litestream is the app's parent (`litestream replicate -exec`, scripts/docker-start.sh):
  // when the app dies, even by SIGKILL, Litestream sees its child exit and shuts down, and shutting
  // down uploads every WAL frame not yet uploaded (its DB.Close syncs once more). Here the server is
  // not Litestream's child (it starts as `npm start` does), so the test gives Litestream the signal
  // that takes the same way out, SIGTERM, and lets it catch up for exactly as long as that final
  // upload takes: until it exits. (A host failure, where Litestream dies too, loses the frames of
  // the last sync-interval; docs/backups.md says so.)
  const stopping = performance.now();
  replicate.child.kill("SIGTERM");
  const replicated = await replicate.finished;
  const caughtUp = performance.now() - stopping;
  // Litestream 0.3.13 exits 1 when that final sync ends in a WAL checkpoint: re-taking its read
  // lock afterwards uses a context the shutdown has already cancelled (benbjohnson/litestream#601
  // and #701). The upload happens before the checkpoint; the restore below proves it.
  expect(replicated.code === 0 || KNOWN_CLOSE_ERROR.test(replicated.output), replicated.output).toBe(true);

  // The volume is lost: the database, its -wal and -shm, and Litestream's own files beside them.
  fs.rmSync(volume, { recursive: true });
  const restore = await litestream(["restore", databasePath], databasePath, replica).finished;
  expect(restore.code, restore.output).toBe(0);

  const restored = await startAppServer({ databasePath });
  try {
    const stored = readDatabase(databasePath, load.prefix);
    expect(stored.integrity).toBe("ok");
    expect(missing(acknowledged, stored.names), "acknowledged bookings missing after the restore").toEqual([]);
    expect(await postBooking(restored.origin, `${load.prefix} after the restore`)).toBe(200);
    console.log(
      `Litestream: ${acknowledged.length} bookings acknowledged before SIGKILL, ${stored.names.size} restored; ` +
        `caught up ${Math.round(caughtUp)} ms after SIGTERM; ${replicatedSegments(replica)} WAL segments in the replica.`,
    );
  } finally {
    await restored.stop();
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

test("the image's start script restores an empty volume from the replica, and serves without one", async () => {
  test.setTimeout(60_000);
  const dir = tempDir("docker-start");
  const volume = path.join(dir, "volume");
  const databasePath = path.join(volume, "app.db");
  const command = [path.join(ROOT, "scripts/docker-start.sh")];
  const withReplica = { LITESTREAM_REPLICA_URL: `file://${path.join(dir, "replica")}` };
  const name = uniqueName("Docker start");

  // The first deploy: an empty volume and an empty replica. Nothing to restore; it migrates and
  // serves under Litestream. SIGTERM stops it as Fly stops a machine.
  let server = await startAppServer({ databasePath, env: withReplica, command });
  try {
    expect(await postBooking(server.origin, name)).toBe(200);
    // Litestream started before the migration made the database file, and takes it up at its
    // first sync (1 s on): a server stopped sooner leaves nothing in the replica (Litestream
    // 0.3.13 makes no final sync of a database it has not taken up yet). Wait for it to have.
    await expect.poll(() => replicatedSegments(path.join(dir, "replica")), { timeout: 10_000 }).toBeGreaterThan(0);
  } finally {
    await server.stop();
  }

  // A new, empty volume: the database comes back from the replica before the app starts.
  fs.rmSync(volume, { recursive: true });
  server = await startAppServer({ databasePath, env: withReplica, command });
  try {
    expect(server.log()).toContain("restoring snapshot");
    expect([...readDatabase(databasePath, name).names]).toEqual([name]);
  } finally {
    await server.stop();
  }

  // No replica configured: no Litestream, the app on the database as it is.
  server = await startAppServer({ databasePath, env: { LITESTREAM_REPLICA_URL: undefined }, command });
  try {
    expect(server.log()).toContain("Backups are off: LITESTREAM_REPLICA_URL is not set.");
    expect(server.log()).not.toContain("msg=litestream");
    expect(await postBooking(server.origin, `${name} again`)).toBe(200);
    expect(readDatabase(databasePath, name).names.size).toBe(2);
  } finally {
    await server.stop();
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

test("npm run db:backup copies the database while bookings are being written", async () => {
  test.setTimeout(60_000);
  const dir = tempDir("db-backup");
  const databasePath = path.join(dir, "app.db");
  const copy = path.join(dir, "copy.db");
  const backup = () => run("npm", ["run", "--silent", "db:backup", "--", copy], { DATABASE_PATH: databasePath }).finished;

  const server = await startAppServer({ databasePath });
  const load = bookingLoad(server.origin);
  let before: string[] = [];
  let during = 0;
  try {
    await expect.poll(() => load.acknowledged.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(100);
    before = [...load.acknowledged];
    const copied = await backup();
    expect(copied.code, copied.output).toBe(0);
    expect(copied.output).toContain("integrity_check ok");
    during = load.acknowledged.length - before.length;
  } finally {
    await load.stop();
    await server.stop();
  }
  expect(load.refused).toEqual([]);
  expect(during, "bookings acknowledged while the copy was made").toBeGreaterThan(0);

  const stored = readDatabase(copy, load.prefix);
  expect(stored.integrity).toBe("ok");
  expect(missing(before, stored.names), "bookings acknowledged before the copy began, missing from it").toEqual([]);
  // One self-contained file: no WAL to carry along.
  expect(stored.journalMode).toBe("delete");
  expect(fs.existsSync(`${copy}-wal`)).toBe(false);

  // A backup never overwrites: not an older backup, not the database itself.
  const sizeBefore = fs.statSync(copy).size;
  const again = await backup();
  expect(again.code).toBe(1);
  expect(again.output).toContain("exists already");
  expect(fs.statSync(copy).size).toBe(sizeBefore);
  fs.rmSync(dir, { recursive: true, force: true });
});
