import { createContext, useContext } from "react";

/** The id of the <style> the stylesheet is inlined in. */
export const INLINE_STYLE_ID = "site-css";

/**
 * What entry.server hands the root Layout for the page it renders: the page's CSP nonce
 * (app/security/headers.server.ts), which Remix's inline scripts and the inline stylesheet
 * carry, and the stylesheet itself (app/lib/inline-css.server.ts), inlined so that nothing blocks
 * the first paint. In the browser both are read from the <style> the server sent (a script can
 * read an element's nonce property, not its attribute): when an error replaces the page in the
 * browser, React draws the whole document again, and the new <style> keeps the styles and passes
 * the CSP.
 */
export type DocumentContextValue = { nonce: string; css: string };

const served = typeof document === "undefined" ? null : document.getElementById(INLINE_STYLE_ID);

export const DocumentContext = createContext<DocumentContextValue>({ nonce: served?.nonce ?? "", css: served?.textContent ?? "" });

export function useDocument(): DocumentContextValue {
  return useContext(DocumentContext);
}
