// The Remix options, in one place. vite.config.ts passes them to the Remix Vite plugin; with
// v3_routeConfig on, the routes come from app/routes.ts, which passes ignoredRouteFiles on to
// flatRoutes(). Every v3 future flag is on, so the upgrade to React Router v7 is mechanical
// (docs/upgrading.md).
/** @type {import('@remix-run/dev').VitePluginConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.*"],
  serverModuleFormat: "esm",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
    v3_routeConfig: true,
  },
};
