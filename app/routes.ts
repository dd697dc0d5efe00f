import { flatRoutes } from "@remix-run/fs-routes";
import type { RouteConfig } from "@remix-run/route-config";

import remixConfig from "../remix.config.js";

// Every module in app/routes/ is a route, named and nested by Remix's flat-file convention.
export default flatRoutes({ ignoredRouteFiles: remixConfig.ignoredRouteFiles }) satisfies RouteConfig;
