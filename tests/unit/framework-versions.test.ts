// The framework is React Router 7 at 7.18 or later, which fixes GHSA-337j-9hxr-rhxg (constructor
// injection through deserializeErrors during hydration), GHSA-wrjc-x8rr-h8h6 (an open redirect
// through a backslash in <Link> and useNavigate) and, with every 7.x, GHSA-jjmj-jmhj-qwj2 (docs/security.md).
// This reads what is installed (node_modules, as the build bundles it), not what package.json asks
// for; and Remix v2, which gets no more fixes, is not installed at all.
import fs from "node:fs";

import { describe, expect, it } from "vitest";

const MINIMUM: Record<string, string> = {
  "react-router": "7.18.0",
  "@react-router/node": "7.18.0",
  "@react-router/dev": "7.18.0",
};
const GONE = ["@remix-run/react", "@remix-run/node", "@remix-run/server-runtime", "@remix-run/dev", "@remix-run/router", "react-router-dom"];

const ROOT = new URL("../../node_modules/", import.meta.url).pathname;
const FILES = fs.readdirSync(ROOT, { recursive: true, encoding: "utf8" });

/** Every copy of the package in node_modules (a nested one would be bundled too). */
function installedVersions(name: string): string[] {
  const copies = FILES.filter((entry) => entry === `${name}/package.json` || entry.endsWith(`/node_modules/${name}/package.json`));
  return copies.map((entry) => ROOT + entry).map((file) => (JSON.parse(fs.readFileSync(file, "utf8")) as { version: string }).version);
}

function compare(a: string, b: string): number {
  const [x, y] = [a, b].map((version) => version.split(/[.+-]/).slice(0, 3).map(Number));
  for (let i = 0; i < 3; i++) if (x![i]! !== y![i]!) return x![i]! - y![i]!;
  return 0;
}

describe("the framework's patched line", () => {
  it.each(Object.entries(MINIMUM))("%s is installed at %s or later, in every copy", (name, minimum) => {
    const versions = installedVersions(name);
    expect(versions.length, `${name} is installed`).toBeGreaterThan(0);
    for (const version of versions) expect(compare(version, minimum), `${name} ${version} is below ${minimum}`).toBeGreaterThanOrEqual(0);
  });

  it.each(GONE)("%s (Remix v2 and React Router 6) is not installed", (name) => {
    expect(installedVersions(name)).toEqual([]);
  });

  it("compares versions by number, not as text", () => {
    expect(compare("7.18.10", "7.18.6")).toBeGreaterThan(0);
    expect(compare("7.9.5", "7.18.0")).toBeLessThan(0);
    expect(compare("1.23.4", "1.23.4")).toBe(0);
  });
});
