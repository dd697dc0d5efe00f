import type { KnipConfig } from "knip";

// Knip (part of `npm test`, through `npm run lint`): files nothing imports, exports nothing else
// uses, and dependencies nothing needs. Its plugins find the entries of React Router (app/routes.ts
// and every route it lists, root, entry.client/server), Vite, Vitest, Playwright, ESLint, Prettier
// and dependency-cruiser from their configs; package.json's scripts name the server and db/scripts.
// An export used only by a test counts as used: the test exercises it.
const config: KnipConfig = {
  entry: ["db/scripts/*.ts", "db/migrations/*.ts", "scripts/*.ts"],
  project: ["app/**/*.{ts,tsx,css}", "server/**/*.ts", "db/**/*.ts", "tests/**/*.ts", "scripts/**/*.ts"],
  ignoreDependencies: [
    // scripts/litestream.sh runs the binary this package installs (its platform's optional dependency).
    "@flydotio/litestream",
    // tests/e2e/support.ts reads node_modules/axe-core/axe.min.js and puts it in the page.
    "axe-core",
  ],
};

export default config;
