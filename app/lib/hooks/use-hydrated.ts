import { useEffect, useState } from "react";

/** false during the server render and the first browser render, true once React runs in the page. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
