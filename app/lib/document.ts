import { createContext, useContext } from "react";

/** The id of the <style> the stylesheet is inlined in. */
export const INLINE_STYLE_ID = "site-css";
/** The id of the <script type="application/ld+json"> with the page's structured data. */
export const STRUCTURED_DATA_ID = "structured-data";

/**
 * What entry.server hands the root Layout for the page it renders: the page's CSP nonce
 * (app/security/headers.server.ts), which Remix's inline scripts and the inline stylesheet
 * carry, and the stylesheet itself (app/lib/inline-css.server.ts), inlined so that nothing blocks
 * the first paint. In the browser both are read from the <style> the server sent (a script can
 * read an element's nonce property, not its attribute): when an error replaces the page in the
 * browser, React draws the whole document again, and the new <style> keeps the styles and passes
 * the CSP. So is the page's structured data (app/lib/seo/structured-data.server.ts): written by the
 * server for crawlers, kept as it was served.
 */
export type DocumentContextValue = { nonce: string; css: string; structuredData: string };

const served = typeof document === "undefined" ? null : document.getElementById(INLINE_STYLE_ID);

export const DocumentContext = createContext<DocumentContextValue>({
  nonce: served?.nonce ?? "",
  css: served?.textContent ?? "",
  structuredData: (typeof document === "undefined" ? null : document.getElementById(STRUCTURED_DATA_ID))?.textContent ?? "",
});

export function useDocument(): DocumentContextValue {
  return useContext(DocumentContext);
}
