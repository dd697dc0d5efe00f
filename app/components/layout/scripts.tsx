import { Scripts } from "@remix-run/react";
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";

// What Remix's module script and its preloads are while they wait for the first paint: a script
// type no browser runs, a link relation no browser fetches.
const HELD_TYPE = "text/x-after-paint";
const HELD_PRELOAD = "x-after-paint-modulepreload";

/**
 * Switches the held module script on once the browser reports its first contentful paint (the
 * paint timing entry is recorded when the frame is shown). A page opened in a background tab
 * paints nothing until it is shown, and a browser without paint timing cannot say: both run it at once.
 */
const RELEASE = `(function(){var done=0;function go(){if(done++)return;document.querySelectorAll('link[rel="${HELD_PRELOAD}"]').forEach(function(l){l.rel="modulepreload"});var s=document.querySelector('script[type="${HELD_TYPE}"]');if(!s)return;var m=document.createElement("script");m.type="module";m.setAttribute("nonce",s.nonce);m.text=s.text;s.replaceWith(m)}var P=window.PerformanceObserver;if(document.visibilityState==="hidden"||!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return go();new P(function(l){if(l.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true})})()`;

/**
 * Remix's <Scripts>, its module script run after the first paint instead of before it. The page is
 * server-rendered and styled inline, and its JavaScript only enhances it: on a good connection the
 * modules arrive while the page is still being laid out, and a slow phone evaluated them before it
 * painted anything (largest paint 480-736 ms with them, 320-488 ms without, at 40 ms and 9 Mbit/s
 * with a CPU 4x slower: docs/decisions/0008-scripts-after-the-first-paint.md). The preloads still
 * start at once, so the files are there when the script runs. The same markup renders on the server
 * and in the first client render, so hydration matches; the release script swaps the held script
 * for a live one in place before React looks.
 */
export function ScriptsAfterPaint({ nonce }: { nonce: string }) {
  // <Scripts> is called, not rendered, to change what it returns; its hooks become this
  // component's, always the same ones in the same order.
  const scripts = Scripts({ nonce });
  return (
    <>
      {holdBack(scripts)}
      {/* Written by the server only: it has run by the time React hydrates, which leaves it as it is. */}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? RELEASE : "" }} />
    </>
  );
}

function holdBack(node: ReactNode): ReactNode {
  if (Array.isArray(node)) return node.map(holdBack);
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<{ type?: string; rel?: string; children?: ReactNode }>;
  if (element.type === "script" && element.props.type === "module") return cloneElement(element, { type: HELD_TYPE });
  if (element.type === "link" && element.props.rel === "modulepreload") return cloneElement(element, { rel: HELD_PRELOAD });
  if (element.props.children === undefined) return element;
  return cloneElement(element, {}, ...Children.toArray(element.props.children).map(holdBack));
}
