import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { Scripts } from "react-router";

// What Remix's module script is while it waits for the first paint: a type no browser runs.
const HELD_TYPE = "text/x-after-paint";

/**
 * Downloads the modules at once (into the HTTP cache, where the module loader finds them: a
 * module preload would also compile them, on the main thread, before the paint), and switches the
 * held module script on once the browser reports its first contentful paint (the paint timing
 * entry is recorded when the frame is shown). A page opened in a background tab paints nothing
 * until it is shown, and a browser without paint timing cannot say: both run it at once.
 */
function release(modules: string[]): string {
  return `(function(){${JSON.stringify(modules).replace(/</g, "\\u003c")}.forEach(function(u){fetch(u).catch(function(){})});var done=0;function go(){if(done++)return;var s=document.querySelector('script[type="${HELD_TYPE}"]');if(!s)return;var m=document.createElement("script");m.type="module";m.setAttribute("nonce",s.nonce);m.text=s.text;s.replaceWith(m)}var P=window.PerformanceObserver;if(document.visibilityState==="hidden"||!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return go();new P(function(l){if(l.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true})})()`;
}

/**
 * Remix's <Scripts>, its modules compiled and run after the first paint instead of before it. The
 * page is server-rendered and styled inline, and its JavaScript only enhances it: on a good
 * connection the modules arrive while the page is still being laid out, and a slow phone compiled
 * and ran them before it painted anything (docs/decisions/0008-scripts-after-the-first-paint.md).
 * The same markup renders on the server and in the first client render, so hydration matches; the
 * release script swaps the held script for a live one in place before React looks.
 */
export function ScriptsAfterPaint({ nonce }: { nonce: string }) {
  // <Scripts> is called, not rendered, to change what it returns; its hooks become this
  // component's, always the same ones in the same order.
  const modules: string[] = [];
  const scripts = holdBack(Scripts({ nonce }), modules);
  return (
    <>
      {scripts}
      {/* Written by the server only: it has run by the time React hydrates, which leaves it as it is. */}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? release(modules) : "" }} />
    </>
  );
}

/** What <Scripts> returns with its module script held and its module preloads taken out (their files listed in `modules`). */
function holdBack(node: ReactNode, modules: string[]): ReactNode {
  if (Array.isArray(node)) return node.map((child) => holdBack(child, modules));
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<{ type?: string; rel?: string; href?: string; children?: ReactNode }>;
  if (element.type === "script" && element.props.type === "module") return cloneElement(element, { type: HELD_TYPE });
  if (element.type === "link" && element.props.rel === "modulepreload") {
    if (element.props.href) modules.push(element.props.href);
    return null;
  }
  if (element.props.children === undefined) return element;
  return cloneElement(element, {}, ...Children.toArray(element.props.children).map((child) => holdBack(child, modules)));
}
