import { createHash } from "node:crypto";

import type { LoaderFunctionArgs } from "react-router";

import { business } from "~/content/business";
import { DEFAULT_LOCALE, isLocale, LANGUAGES, type Locale } from "~/lib/i18n/locales";
import { serverTranslator } from "~/lib/i18n/messages.server";
import { resourceResponse } from "~/security/headers.server";

// The page the admin's service worker shows when an admin page cannot be loaded (no signal), in
// the account's language: /admin/offline?lang=kn. The worker keeps one per language at install
// and picks the one the signed-in account speaks (routes/admin_.sw[.]js.tsx). Static HTML, no
// script, nobody's data: anyone may fetch it. "Try again" is a link to the page itself: the worker
// answers the address that failed with it, so the link loads that address again.
const STYLE = [
  "body{margin:0;font-family:system-ui,'Noto Sans Kannada','Noto Sans Devanagari',sans-serif;background:#f8fafc;color:#0f172a}",
  "main{max-width:28rem;margin:0 auto;padding:4rem 1rem;text-align:center}",
  "h1{font-size:1.5rem;margin:0 0 .75rem}",
  "p{color:#475569;line-height:1.5}",
  "a{display:inline-block;margin-top:1.5rem;padding:.75rem 1.25rem;border-radius:.5rem;background:#1e40af;color:#fff;font-weight:600;text-decoration:none}",
].join("");
// The page's one style block, allowed by its hash: nothing else may load or run.
const CSP = `default-src 'none'; style-src 'sha256-${createHash("sha256").update(STYLE).digest("base64")}'; img-src 'self'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'`;

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const pages = new Map<Locale, string>();

function offlinePage(locale: Locale): string {
  let page = pages.get(locale);
  if (page === undefined) {
    const t = serverTranslator(locale);
    const title = escape(t("offline.title"));
    page = `<!doctype html>
<html lang="${LANGUAGES[locale].tag}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} - ${escape(t("admin.brand", { name: business.name }))}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${escape(t("offline.text"))}</p>
<a href="">${escape(t("offline.tryAgain"))}</a>
</main>
</body>
</html>
`;
    pages.set(locale, page);
  }
  return page;
}

export function loader({ request }: LoaderFunctionArgs) {
  const asked = new URL(request.url).searchParams.get("lang");
  return resourceResponse(offlinePage(isLocale(asked) ? asked : DEFAULT_LOCALE), {
    type: "text/html",
    // The worker fetches it afresh at every install (a deploy), with cache: "reload".
    cacheControl: "no-cache",
    contentSecurityPolicy: CSP,
  });
}
