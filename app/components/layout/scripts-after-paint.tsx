import { Scripts } from "@remix-run/react";
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";

// The markers a held-back module script and modulepreload carry until the loader switches them on.
const HELD_SCRIPT = "text/x-after-paint";
const HELD_PRELOAD = "x-after-paint-modulepreload";

/**
 * Switches on the held-back scripts once the browser reports its first contentful paint: the
 * paint timing entry is recorded when the frame is shown, so the scripts start after it, not just
 * after the frame was drawn (starting them one frame later, after requestAnimationFrame, still
 * let Lighthouse count them ahead of the paint now and then). A page opened in a background tab
 * paints nothing until it is shown, and a browser without paint timing cannot say: both load at once.
 */
const LOADER = `(function(){var done=0;function go(){if(done++)return;document.querySelectorAll('link[rel="${HELD_PRELOAD}"]').forEach(function(l){l.rel="modulepreload"});var s=document.querySelector('script[type="${HELD_SCRIPT}"]'),m=document.createElement("script");m.type="module";m.setAttribute("nonce",s.nonce);m.text=s.text;s.replaceWith(m)}var P=window.PerformanceObserver;if(document.visibilityState==="hidden"||!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return go();new P(function(l){if(l.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true})})()`;

function holdBack(node: ReactNode): ReactNode {
  if (Array.isArray(node)) return node.map(holdBack);
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<{ rel?: string; type?: string; children?: ReactNode }>;
  if (element.type === "link" && element.props.rel === "modulepreload") return cloneElement(element, { rel: HELD_PRELOAD });
  if (element.type === "script" && element.props.type === "module") return cloneElement(element, { type: HELD_SCRIPT });
  if (element.props.children === undefined) return element;
  return cloneElement(element, {}, ...Children.toArray(element.props.children).map(holdBack));
}

/**
 * Remix's <Scripts>, loaded after the first paint rather than alongside it: the page is
 * server-rendered and styled inline, so a visitor on a slow phone reads it at once, and the
 * 90-100 KB of JavaScript that only enhances it (hydration) starts after that, never ahead of it.
 * Without this the module scripts, preloaded at high priority, can finish and run before the first
 * frame. The same markup renders on the server and in the first client render, so hydration
 * matches; the loader swaps the held-back script for a live one in place before React looks.
 */
export function ScriptsAfterPaint({ nonce }: { nonce: string }) {
  // <Scripts> is called, not rendered, to rewrite what it returns; its hooks become this
  // component's, always the same ones in the same order.
  const scripts = Scripts({ nonce });
  return (
    <>
      {holdBack(scripts)}
      {/* Written by the server only: it has run by the time React hydrates, which leaves it as it is. */}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? LOADER : "" }} />
    </>
  );
}
