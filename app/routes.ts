import type { RouteConfig } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";

/** Files in app/routes/ that are no route: dotfiles and tests. */
const IGNORED_ROUTE_FILES = ["**/.*", "**/*.test.*"];

// Every module in app/routes/ is a route, named and nested by the flat-file convention.
export default flatRoutes({ ignoredRouteFiles: IGNORED_ROUTE_FILES }) satisfies RouteConfig;
