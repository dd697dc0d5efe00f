// docs/architecture.md is the map of the code: a top-level folder of app/ that it does not name, or
// a periodic job it does not list, is a map out of date, and fails here.
import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { JOBS } from "~/jobs/registry.server";

const doc = fs.readFileSync(path.join(process.cwd(), "docs/architecture.md"), "utf8");
const appFolders = fs
  .readdirSync(path.join(process.cwd(), "app"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe("docs/architecture.md", () => {
  it("names every top-level folder of app/ in its tree", () => {
    expect(appFolders.length).toBeGreaterThan(5);
    const unnamed = appFolders.filter((folder) => !new RegExp(`^  ${folder}/\\s`, "m").test(doc));
    expect(unnamed).toEqual([]);
  });

  it("names every periodic job", () => {
    const unnamed = JOBS.map((job) => job.name).filter((name) => !doc.includes(name));
    expect(unnamed).toEqual([]);
  });
});
