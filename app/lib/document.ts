import { createContext, useContext } from "react";

/**
 * What entry.server hands the root Layout for the page it renders: the page's CSP nonce
 * (app/security/headers.server.ts), which Remix's inline scripts and the inline stylesheet
 * carry, and the stylesheet itself (app/lib/inline-css.server.ts), inlined so that nothing blocks
 * the first paint. In the browser both are "": browsers hide a nonce from scripts, and the
 * stylesheet is already in the document; hydration leaves the server's markup as it is.
 */
export type DocumentContextValue = { nonce: string; css: string };

export const DocumentContext = createContext<DocumentContextValue>({ nonce: "", css: "" });

export function useDocument(): DocumentContextValue {
  return useContext(DocumentContext);
}
