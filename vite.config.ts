import { fileURLToPath } from "node:url";
import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import remixConfig from "./remix.config.js";

export default defineConfig({
  plugins: [tailwindcss(), remix(remixConfig)],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    // build/client is served as immutable for a year (remix-serve), which suits only files with a
    // content hash; public/ (favicon, Open Graph image, admin app) is served from public/ itself,
    // for an hour.
    copyPublicDir: false,
  },
});
