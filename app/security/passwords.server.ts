// Admin passwords: argon2id through @node-rs/argon2 (native, Rust), which hashes and verifies on
// libuv's thread pool, never on the event loop: a burst of logins cannot stall the server.
// Hashes made by the old bcryptjs code ($2a$/$2b$) are still verified, by bcryptjs (pure
// JavaScript: its async compare works in slices between other tasks; a native bcrypt's other
// platforms' packages are not all on the registry this project installs from), and replaced with
// argon2id at the admin's next successful login.
import { availableParallelism } from "node:os";

import { type Algorithm, hash, parseOptions, verify } from "@node-rs/argon2";
import bcrypt from "bcryptjs";
import pLimit from "p-limit";

/**
 * OWASP's Password Storage Cheat Sheet, argon2id's first configuration: 19 MiB of memory, 2
 * passes, 1 lane. Measured on the 2-core development machine: 12 ms per hash or check; one at a
 * time on Fly's one CPU (below), so 19 MiB at most, within a small Fly machine's memory.
 */
export const ARGON2_OPTIONS = { algorithm: 2 as Algorithm /* argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * Hashes and checks run one CPU short of the machine's at a time (one on Fly's one CPU and on a
 * 2-CPU machine), the rest queued. With libuv's four threads all hashing, a burst of 32 logins took
 * both CPUs from the event loop, then woke it with 31 refusals to render at once: stalls of up to
 * 0.5 s that every other request waited out (the health check took 1.1 s in CI). One at a time, on
 * the 2-CPU development machine, the burst ends a little later (0.45 s, not 0.4) and the health
 * check waits at most 0.15 s.
 */
const hashing = pLimit(Math.max(1, availableParallelism() - 1));

export function hashPassword(password: string): Promise<string> {
  return hashing(() => hash(password, ARGON2_OPTIONS));
}

/** Whether a stored hash was made with other settings than today's (an old bcrypt hash, weaker argon2). */
function isOutdated(stored: string): boolean {
  if (!stored.startsWith("$argon2")) return true;
  const options = parseOptions(stored);
  return (
    options.algorithm !== ARGON2_OPTIONS.algorithm ||
    options.memoryCost !== ARGON2_OPTIONS.memoryCost ||
    options.timeCost !== ARGON2_OPTIONS.timeCost ||
    options.parallelism !== ARGON2_OPTIONS.parallelism
  );
}

export type PasswordCheck = { ok: boolean; /** The password was right, but its hash should be made again with today's settings. */ rehash: boolean };

/** Checks a password against a stored argon2id hash, or a bcrypt one from before. Never throws for a malformed hash. */
export async function verifyPassword(stored: string, password: string): Promise<PasswordCheck> {
  let ok = false;
  try {
    ok = await hashing(() => (stored.startsWith("$2") ? bcrypt.compare(password, stored) : verify(stored, password)));
  } catch {
    ok = false;
  }
  return { ok, rehash: ok && isOutdated(stored) };
}

let dummyHash: Promise<string> | undefined;

/**
 * The check made for an e-mail that has no admin: as costly as a real one, so the time a login
 * takes does not tell whether the e-mail exists.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword("not-a-real-password");
  const stored = await dummyHash;
  await hashing(() => verify(stored, password));
  return false;
}
