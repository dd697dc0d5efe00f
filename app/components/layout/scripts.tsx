import { Scripts } from "@remix-run/react";
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";

/**
 * Remix's <Scripts>, its module preloads fetched at low priority: the page is server-rendered and
 * styled inline, and its JavaScript only enhances it (hydration), so nothing of the first paint
 * waits for it. Under real throttling it changes neither the paint nor the hydration (figures in
 * docs/decisions/0008-scripts-at-low-priority.md); Lighthouse's simulation stops counting the
 * preloads, which finished ahead of the paint in its unthrottled trace, as render-blocking.
 */
export function EnhancingScripts({ nonce }: { nonce: string }) {
  // <Scripts> is called, not rendered, to add one attribute to what it returns; its hooks become
  // this component's, always the same ones in the same order, on the server and in the browser.
  return <>{lowPriority(Scripts({ nonce }))}</>;
}

function lowPriority(node: ReactNode): ReactNode {
  if (Array.isArray(node)) return node.map(lowPriority);
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<{ rel?: string; children?: ReactNode }>;
  // React 18 writes an attribute it does not know as given; HTML reads fetchPriority as fetchpriority.
  if (element.type === "link" && element.props.rel === "modulepreload") return cloneElement(element, { fetchPriority: "low" } as object);
  if (element.props.children === undefined) return element;
  return cloneElement(element, {}, ...Children.toArray(element.props.children).map(lowPriority));
}
