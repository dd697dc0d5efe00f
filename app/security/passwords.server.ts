// Admin passwords: argon2id through @node-rs/argon2 (native, Rust), which hashes and verifies on
// libuv's thread pool, never on the event loop: a burst of logins cannot stall the server.
// Hashes made by the old bcryptjs code ($2a$/$2b$) are still verified, by bcryptjs (pure
// JavaScript: its async compare works in slices between other tasks; a native bcrypt's other
// platforms' packages are not all on the registry this project installs from), and replaced with
// argon2id at the admin's next successful login.
import { hash, parseOptions, verify, type Algorithm } from "@node-rs/argon2";
import bcrypt from "bcryptjs";

/**
 * OWASP's Password Storage Cheat Sheet, argon2id's first configuration: 19 MiB of memory, 2
 * passes, 1 lane. Measured on the 2-core development machine: 12 ms per hash or check; at most
 * four run at once (libuv's pool), so 76 MiB at the very most, within a small Fly machine's memory.
 */
export const ARGON2_OPTIONS = { algorithm: 2 as Algorithm /* argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
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
    ok = stored.startsWith("$2") ? await bcrypt.compare(password, stored) : await verify(stored, password);
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
  await verify(await dummyHash, password);
  return false;
}
