import type { RouteConfig } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";

/** Files in a routes folder that are no route: dotfiles and tests. */
const IGNORED_ROUTE_FILES = ["**/.*", "**/*.test.*"];

/**
 * The routes by area, each folder named by the flat-file convention (docs/architecture.md):
 * public   the site anyone reads, and the booking form (robots, sitemap, security.txt)
 * customer what a customer holds by a link: the booking's page, its receipt and data, a plan's page, push
 * admin    the staff's screens, behind sign-in
 * webhooks what outside services post to us
 */
const AREAS = ["public", "customer", "admin", "webhooks"] as const;

export default (
  await Promise.all(AREAS.map((area) => flatRoutes({ rootDirectory: `routes/${area}`, ignoredRouteFiles: IGNORED_ROUTE_FILES })))
).flat() satisfies RouteConfig;
