import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { Scripts } from "react-router";

import { KEPT_BOOKING, OPEN_BOOKING_EVENT } from "~/components/booking/book-link";

// What Remix's module script is until a person first touches the page: a type no browser runs.
const HELD_TYPE = "text/x-on-touch";

/**
 * Leaves the modules alone until a person first touches the page (a tap, a key, a field taking
 * focus) anywhere but on a link, which works without them and leaves the page. Then downloads
 * them all at once (into the HTTP cache, where the module loader finds them, instead of one import
 * after another) and switches the held module script on. A page that is only read, or left by a
 * link, loads and runs no framework JavaScript at all. An 'openBooking' event starts them too, and
 * is kept (its detail, the last one) until the booking dialog listens and takes it (BookingDialog):
 * sent before the first touch or while the scripts load, it opens the dialog once they ran.
 */
function release(modules: string[]): string {
  return `(function(){var M=${JSON.stringify(modules).replace(/</g, "\\u003c")},E=["pointerdown","touchstart","keydown","focusin"],done=0,K=window.${KEPT_BOOKING}={};function start(){if(done)return;done=1;E.forEach(function(n){removeEventListener(n,go,true)});M.forEach(function(u){fetch(u).catch(function(){})});var s=document.querySelector('script[type="${HELD_TYPE}"]');if(!s)return;var m=document.createElement("script");m.type="module";m.setAttribute("nonce",s.nonce);m.text=s.text;s.replaceWith(m)}function go(e){var t=e.target;if(e.type==="keydown"||!(t&&t.closest&&t.closest("a[href]")))start()}E.forEach(function(n){addEventListener(n,go,{capture:true,passive:true})});addEventListener("${OPEN_BOOKING_EVENT}",function(e){if(K.taken)return;K.last={detail:e.detail};e.preventDefault();start()})})()`;
}

/**
 * Remix's <Scripts>, its modules loaded and run when a person first touches the page instead of
 * as it loads (docs/decisions/0017-public-pages-hydrate-on-first-touch.md). The page is
 * server-rendered and styled inline, its links are links and its forms post without JavaScript:
 * the framework only enhances it, and on a slow phone it cost seconds of CPU that a visitor who
 * reads and taps a link never needed. The same markup renders on the server and in the first
 * client render, so hydration matches; the release script swaps the held script for a live one in
 * place before React looks.
 */
export function ScriptsOnTouch({ nonce }: { nonce: string }) {
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
