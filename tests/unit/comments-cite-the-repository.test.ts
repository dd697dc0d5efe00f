// Comments cite only what a reader of the repository can open: a file, a doc, a decision. An issue
// number or the client's specification (kept outside the repository) is a pointer to nowhere.
import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

const ROOTS = ["app", "server", "db", "tests", "scripts"];
const POINTER = /\b(?:SPEC\.md|[Ii]ssues? #?\d+)/;

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return /\.(ts|tsx|js|cjs|sh)$/.test(entry.name) ? [full] : [];
  });
}

describe("comments", () => {
  it("cite no issue number and no specification outside the repository", () => {
    const found = ROOTS.flatMap((root) => files(path.join(process.cwd(), root)))
      .filter((file) => !file.endsWith("comments-cite-the-repository.test.ts"))
      .flatMap((file) =>
        fs
          .readFileSync(file, "utf8")
          .split("\n")
          .map((line, index) => ({ line, at: `${path.relative(process.cwd(), file)}:${index + 1}` }))
          .filter(({ line }) => POINTER.test(line)),
      )
      .map(({ at, line }) => `${at}: ${line.trim()}`);
    expect(found).toEqual([]);
  });
});
