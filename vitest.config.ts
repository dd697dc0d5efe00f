import { fileURLToPath } from "node:url";

import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)), "~db": fileURLToPath(new URL("./db", import.meta.url)) } },
  test: {
    include: ["tests/unit/**/*.test.ts"],
    setupFiles: ["tests/unit/setup-database.ts"],
    globals: true,
    environment: "node",
    pool: "forks",
    // Generous for a busy 2-core CI machine: some tests start SMTP and HTTP receivers, or fill
    // 100,000 bookings.
    testTimeout: 30_000,
  },
});
