// ESLint (part of `npm test`): TypeScript's recommended rules with type information, React's
// hooks, jsx-a11y, one import order, and no unused code. Formatting is Prettier's (prettier.config.js).
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import simpleImportSort from "eslint-plugin-simple-import-sort";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "node_modules/", "test-results/", "playwright-report/", "public/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y, "simple-import-sort": simpleImportSort },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      // Type information, from tsconfig.json (which includes every .ts and .tsx file): app/, server/, db/, tests/, scripts/ and the configs.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // The two classic rules (version 7's recommended set adds the React Compiler's, for code written for it).
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      ...jsxA11y.flatConfigs.recommended.rules,
      // A dialog or a picker opened on request focuses its first field, as WAI-ARIA's dialog and combobox patterns ask.
      "jsx-a11y/no-autofocus": "off",
      "simple-import-sort/imports": "error",
      "simple-import-sort/exports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // Rules that need the types: a promise nobody awaits (its rejection lost, its work racing the
      // response), one passed where its caller expects nothing back, an await of what is no promise.
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/await-thenable": "error",
      // Not require-await: tried, its findings were loaders, form schemas and providers written
      // async for the interface they implement, none of them a mistake.
    },
  },
  {
    // Kysely's own shape for migrations: each runs against the schema of its day, not today's types.
    files: ["db/migrations/*.ts", "db/migrator.server.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  { files: ["**/*.{js,cjs}"], languageOptions: { globals: globals.node } },
  prettier,
);
