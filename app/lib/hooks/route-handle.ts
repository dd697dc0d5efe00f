import { useMatches } from "react-router";

/** What a route module may export as `handle`. */
export type RouteHandle = {
  /** false for pages that do without the public header, footer, action bar and booking dialog (the admin). */
  publicChrome?: boolean;
};

export function usePublicChrome(): boolean {
  return !useMatches().some((match) => (match.handle as RouteHandle | undefined)?.publicChrome === false);
}
