import fs from "node:fs";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Rollup } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";

const appFile = (file: string) => fileURLToPath(new URL(`./app/${file}`, import.meta.url));
const COMPONENTS = appFile("components/");
/** What every page loads: the browser entry, the root route, and the page meta every page route's `meta` uses. */
const SHELL_ENTRIES = [appFile("entry.client.tsx"), appFile("root.tsx"), appFile("lib/seo/meta.ts")];

/**
 * The browser's JavaScript in as few files as the pages need: what every page loads (React,
 * React Router, and SHELL_ENTRIES with everything they import statically: header, footer, toaster...)
 * is one file, the "shell", instead of some twenty small ones. Gzip compresses each file on its
 * own, so the twenty cost more than the one (docs/performance.md).
 * Route modules, and what only some routes or a lazy import use, stay in chunks of their own,
 * but for two chunks of the forms, for the same reason: the kit every form page loads (the form
 * hook, fields, name and phone, the offline answer), and the booking form with what only it
 * draws (its localities), which /book, the booking dialog and the warranty
 * repair form load. In some ten small files /book's forms cost 1.8 KB more.
 */
const FORM_KIT = ["components/forms/", "components/booking/name-phone-fields", "lib/forms/answer.ts", "lib/forms/honeypot"].map(appFile);
/**
 * conform (some 9 KB gzipped), in a chunk of its own, loaded with a form's schema when the person
 * first touches the form (app/components/forms/use-form.tsx); its binding is under
 * components/forms/, which would otherwise put it in the kit every form page loads.
 */
const FORM_STATE = appFile("components/forms/conform-binding.tsx");
const BOOKING_FORM = [
  "components/booking/booking-form",
  "components/booking/locality-text-input",
  "components/booking/booking-api",
  "content/localities",
  "lib/booking/chat-text",
].map(appFile);

/**
 * The small parts most staff screens draw (the tabs, a booking's status, the technician picker, the
 * map link): one file instead of four, for the same reason. On a booking's page, 0.4 KB less.
 */
const STAFF_KIT = ["components/admin/tab-nav", "components/admin/status-badge", "components/admin/technician-select", "lib/booking/map-link"].map(appFile);

/** Modules the booking form imports that other pages use too: named, or Rollup puts them in its chunk. */
const SHARED_WITH_FORMS = new Map([
  [appFile("content/booking.ts"), "booking"],
  [appFile("lib/time/ist.ts"), "visit"],
  [appFile("lib/booking/visit.ts"), "visit"],
  // The day-and-slot fields, which only the customer's forms draw, apart from the dates every staff page formats.
  [appFile("components/booking/visit-fields.tsx"), "visit-fields"],
]);

// A renamed or moved module would silently leave its chunk: the build stops instead.
for (const listed of [...FORM_KIT, ...STAFF_KIT, FORM_STATE, ...BOOKING_FORM, ...SHARED_WITH_FORMS.keys()]) {
  if (!["", ".ts", ".tsx"].some((extension) => fs.existsSync(listed + extension))) throw new Error(`vite.config.ts lists ${listed}, which does not exist`);
}

function browserChunks(): Rollup.GetManualChunk {
  let shell: Set<string> | undefined;
  return (id, { getModuleInfo }) => {
    if (!shell) {
      const found = new Set<string>();
      const walk = (moduleId: string) => {
        if (found.has(moduleId)) return;
        found.add(moduleId);
        for (const imported of getModuleInfo(moduleId)?.importedIds ?? []) walk(imported);
      };
      for (const entry of SHELL_ENTRIES) walk(entry);
      shell = found;
    }
    if (shell.has(id)) return "shell";
    if (id === FORM_STATE) return "form-state";
    if (FORM_KIT.some((path) => id.startsWith(path))) return "forms";
    if (BOOKING_FORM.some((path) => id.startsWith(path))) return "booking-form";
    if (STAFF_KIT.some((path) => id.startsWith(path))) return "staff-kit";
    return SHARED_WITH_FORMS.get(id);
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tailwindcss(),
    reactRouter(),
    // The browser's files compressed once, at the best each format does, beside them (.br and
    // .gz): the server sends the one a browser takes (server/index.ts). Compressed per request,
    // Brotli at the middleware's quality came out larger than gzip (the shell: 94.1 KB against
    // 93.2 gzipped and 80.9 in Brotli at quality 11), and cost the server's CPU on every file.
    ...(isSsrBuild
      ? []
      : [
          compression({
            algorithms: [
              defineAlgorithm("brotliCompress", { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } }),
              defineAlgorithm("gzip", { level: zlib.constants.Z_BEST_COMPRESSION }),
            ],
            include: /\.(js|css|svg|json|webmanifest)$/,
          }),
        ]),
  ],
  resolve: {
    alias: [
      { find: "~", replacement: fileURLToPath(new URL("./app", import.meta.url)) },
      { find: "~db", replacement: fileURLToPath(new URL("./db", import.meta.url)) },
      // react-router's package points every import at its development build, whose warnings
      // (ENABLE_DEV_WARNINGS) stay in the browser's code; the browser gets its production build,
      // the same code without them (0.7 KB less gzipped on every page, docs/performance.md).
      ...(isSsrBuild
        ? []
        : [
            { find: /^react-router$/, replacement: fileURLToPath(new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url)) },
            { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL("./node_modules/react-router/dist/production/dom-export.mjs", import.meta.url)) },
          ]),
    ],
  },
  build: {
    // build/client is served as immutable for a year (server/index.ts), which suits only files
    // with a content hash; public/ (favicon, Open Graph image, admin app) is served from public/
    // itself, for an hour.
    copyPublicDir: false,
    // The phones we serve run a Chrome of 2021 or later (ES2022: class fields, ?? and ?.), so
    // nothing is rewritten into longer older syntax (0.5 KB less gzipped on every page).
    target: "es2022",
    // Terser's output is smaller than esbuild's here (docs/performance.md).
    minify: "terser",
    terserOptions: { compress: { passes: 2, pure_getters: true } },
    rollupOptions: isSsrBuild
      ? {}
      : {
          output: { manualChunks: browserChunks() },
          // Components do nothing when imported: one imported for the server's render only (the
          // warranty page's repair form, lazy in the browser) is left out of the browser's files.
          treeshake: { moduleSideEffects: (id: string) => !id.startsWith(COMPONENTS) },
        },
  },
}));
