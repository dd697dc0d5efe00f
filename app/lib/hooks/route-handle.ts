import { useMatches } from "react-router";

/** What a route module may export as `handle`. */
export type RouteHandle = {
  /** false for pages that do without the public header, footer, action bar and booking dialog (the admin). */
  publicChrome?: boolean;
  /**
   * "at-load" for a public page that must run its scripts as it loads, not at a person's first
   * touch (decision 0017): the customer's own booking page follows staff's changes while it is open.
   */
  scripts?: "at-load";
  /** false for a page whose visitor has already booked (the customer's own booking): the action bar offers no Book. */
  bookInActionBar?: boolean;
};

export function usePublicChrome(): boolean {
  return !useMatches().some((match) => (match.handle as RouteHandle | undefined)?.publicChrome === false);
}

/** Whether the phone's action bar offers Book on this page. */
export function useBookInActionBar(): boolean {
  return !useMatches().some((match) => (match.handle as RouteHandle | undefined)?.bookInActionBar === false);
}

/** A public page's scripts wait for a person's first touch unless its route asks for them at once. */
export function useScriptsAtLoad(): boolean {
  return useMatches().some((match) => (match.handle as RouteHandle | undefined)?.scripts === "at-load");
}
