// What we test is what we ship: the Node that runs these tests is the major the image is built on,
// and every file that names a Node version names the same one.
import fs from "node:fs";

import { describe, expect, it } from "vitest";

const read = (file: string) => fs.readFileSync(new URL(`../../${file}`, import.meta.url), "utf8");
const pkg = JSON.parse(read("package.json")) as {
  engines: { node: string };
  devDependencies: { node: string };
};
const running = Number(process.versions.node.split(".")[0]);

describe("one Node major everywhere", () => {
  it("the Dockerfile's base images are the major these tests run on", () => {
    const bases = [...read("Dockerfile").matchAll(/^FROM node:([\d.]+)-/gm)].map((m) => m[1] ?? "");
    expect(bases.length).toBeGreaterThan(0);
    for (const version of bases) {
      expect(Number(version.split(".")[0])).toBe(running);
      // Pinned to the very version the tests run on.
      expect(version).toBe(process.versions.node);
    }
  });

  it("the project's own Node (the npm package the scripts run on), .nvmrc and engines say the same", () => {
    expect(Number(pkg.devDependencies.node.split(".")[0])).toBe(running);
    expect(process.versions.node).toBe(pkg.devDependencies.node);
    expect(Number(read(".nvmrc").trim())).toBe(running);
    expect(pkg.engines.node).toBe(`>=${running} <${running + 1}`);
  });
});
