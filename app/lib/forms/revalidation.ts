import type { ShouldRevalidateFunction } from "react-router";

/**
 * A page's data stays as it is after a post answered with a failure (4xx/5xx), as Remix's single
 * fetch promises, and as it does once a route exports any shouldRevalidate: after a fetcher's
 * post (the booking dialog, the warranty repair form) Remix v2 otherwise reloads every route that
 * exports none. A failed post changed nothing to show; and with the network cut, that reload
 * would fail too and replace the page (and what the visitor typed) with the error page.
 * Exported as `shouldRevalidate` by the root and by every public page with a loader.
 */
export const keepDataAfterFailedPost: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus !== undefined && actionStatus >= 400 ? false : defaultShouldRevalidate;
