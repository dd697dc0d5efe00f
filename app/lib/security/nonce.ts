import { createContext, useContext } from "react";

/**
 * The page's CSP nonce (app/lib/security/headers.server.ts), from entry.server to the Layout's
 * <Scripts> and <ScrollRestoration>. In the browser it is "" (browsers hide a nonce from scripts),
 * which hydration leaves alone: the server's markup keeps the real one.
 */
export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}
