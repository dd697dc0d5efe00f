import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["tests/unit/**/*.test.ts"],
    setupFiles: ["tests/unit/setup-database.ts"],
    globals: true,
    environment: "node",
    pool: "forks",
    // bcrypt at cost 12 in pure JavaScript takes a few hundred milliseconds per hash, several
    // seconds on a busy 2-core CI machine.
    testTimeout: 30_000,
  },
});
