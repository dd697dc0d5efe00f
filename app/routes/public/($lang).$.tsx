import type { LoaderFunctionArgs, MetaFunction } from "react-router";

import { notFound } from "~/lib/http/log-path";
import { metaTranslator } from "~/lib/i18n/i18n";
import { isLanguagePrefix } from "~/lib/i18n/locales";

export { keepDataAfterFailedPost as shouldRevalidate } from "~/lib/forms/revalidation";

export const meta: MetaFunction = ({ matches }) => [{ title: metaTranslator(matches)("common.notFoundTitle") }, { name: "robots", content: "noindex" }];

// Any path no other route matches: a real 404 inside the normal layout, and the path in the log
// (once: the root logs a path whose first segment is no language, /a/b/c).
export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!isLanguagePrefix(params.lang)) throw new Response("Not Found", { status: 404 });
  throw notFound(request);
}

export default function NotFound() {
  return null;
}
