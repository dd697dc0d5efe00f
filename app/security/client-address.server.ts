import { isIP } from "node:net";

import { type Env, env } from "~/env.server";

/**
 * The visitor's IP address (the login limits, the audit trail), or null when it cannot be known safely.
 *
 * On Fly.io (FLY_APP_NAME is set on every Fly machine) the proxy in front of the app writes
 * Fly-Client-IP itself, replacing anything the visitor sent, so it can be trusted there and
 * only there: anywhere else a visitor could type a new address into the header for every
 * attempt. TRUST_FLY_CLIENT_IP=1 says another proxy of ours sets it (the e2e tests do).
 * The socket address is not used: behind Fly's proxy it is the proxy's, so without a trusted
 * header every client counts as one for the limits (NO_TRUSTED_ADDRESS below).
 */
export function clientAddress(
  request: Request,
  { FLY_APP_NAME, TRUST_FLY_CLIENT_IP }: Partial<Pick<Env, "FLY_APP_NAME" | "TRUST_FLY_CLIENT_IP">> = env(),
): string | null {
  if (!FLY_APP_NAME && TRUST_FLY_CLIENT_IP !== "1") return null;
  const address = request.headers.get("Fly-Client-IP")?.trim();
  return address && address.length <= 64 ? address : null;
}

/**
 * What limits key a request by when no trusted address is known: every such client counts as one,
 * so guessing stays bounded (at the cost that anyone can then use up everyone's allowance).
 */
export const NO_TRUSTED_ADDRESS = "no-trusted-address";

/**
 * The key of a per-address limit: the trusted client address, or NO_TRUSTED_ADDRESS. An IPv6
 * address counts by its /64 (one household's or one server's network: anyone holding one has
 * 2^64 addresses to step through), an IPv4 one by itself.
 */
export function limitAddress(request: Request): string {
  const address = clientAddress(request);
  return address === null ? NO_TRUSTED_ADDRESS : addressGroup(address);
}

/** `2001:db8:1:2:a:b:c:d` -> `2001:db8:1:2::/64`; an IPv4 (or IPv4-mapped) address as itself. */
export function addressGroup(address: string): string {
  if (isIP(address) !== 6) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  // Written out in full (`::` stands for as many zero groups as are missing), then cut to 64 bits.
  const [head = "", tail] = address.toLowerCase().split("::") as [string, string | undefined];
  const groups = (text: string) => (text ? text.split(":") : []);
  const full =
    tail === undefined ? groups(head) : [...groups(head), ...Array<string>(8 - groups(head).length - groups(tail).length).fill("0"), ...groups(tail)];
  return `${full
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
