import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * Decodes the page's data before React hydrates. React Router's HydratedRouter suspends on its
 * first render while it decodes the data the server streamed into the page (the promise it throws
 * before it calls any hook). A tap or a key press in that moment makes React 18 hydrate the root at
 * once, which cannot wait for a promise: hydration fails, React tries to draw the whole document
 * again in the browser, cannot, and the page is never hydrated (React error 345). On a slow phone a
 * second tap soon after the first (which starts the scripts, components/layout/scripts.tsx) did
 * that. Called here once, outside React, HydratedRouter starts the decoding and throws its promise;
 * once it settles, the router is made in React's first render without suspending.
 * tests/e2e/hydration.spec.ts presses keys through hydration.
 */
async function dataDecoded(): Promise<void> {
  // The page's module script names its route modules after its imports (this file among them) have run.
  await new Promise((resolve) => setTimeout(resolve, 0));
  try {
    HydratedRouter({});
  } catch (thrown) {
    // Anything else (React Router decoded at once and reached its hooks) leaves nothing to wait for.
    if (thrown instanceof Promise) await thrown;
  }
}

// React Router's default browser entry, written out so the build can put it in the shell chunk
// with React and the root (vite.config.ts): one file instead of two.
void dataDecoded().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
