// The router under Remix 2 is the patched line: GHSA-jjmj-jmhj-qwj2 (an open redirect leading to
// XSS) is fixed in react-router and react-router-dom 6.30.6 and @remix-run/router 1.23.4, which no
// Remix 2 release pins, so package.json's `overrides` install them. This reads what is installed
// (node_modules, as the build bundles it), not what package.json asks for. React Router 7.18 or
// later (issue 38) passes too.
import fs from "node:fs";

import { describe, expect, it } from "vitest";

const MINIMUM: Record<string, string> = {
  "react-router": "6.30.6",
  "react-router-dom": "6.30.6",
  "@remix-run/router": "1.23.4",
};

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

describe("the framework's patched line (GHSA-jjmj-jmhj-qwj2)", () => {
  it.each(Object.entries(MINIMUM))("%s is installed at %s or later, in every copy", (name, minimum) => {
    const versions = installedVersions(name);
    expect(versions.length, `${name} is installed`).toBeGreaterThan(0);
    for (const version of versions) {
      // React Router 7 merges these packages; its 7.18 also fixes GHSA-337j-9hxr-rhxg and GHSA-wrjc-x8rr-h8h6.
      const floor = Number(version.split(".")[0]) >= 7 ? "7.18.0" : minimum;
      expect(compare(version, floor), `${name} ${version} is below ${floor}`).toBeGreaterThanOrEqual(0);
    }
  });

  it("compares versions by number, not as text", () => {
    expect(compare("6.30.10", "6.30.6")).toBeGreaterThan(0);
    expect(compare("6.30.4", "6.30.6")).toBeLessThan(0);
    expect(compare("1.23.4", "1.23.4")).toBe(0);
  });
});
