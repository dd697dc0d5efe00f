import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";

import { logPath } from "~/lib/http/log-path";
import { metaTranslator } from "~/lib/i18n/i18n";

export { keepDataAfterFailedPost as shouldRevalidate } from "~/lib/forms/revalidation";

export const meta: MetaFunction = ({ matches }) => [{ title: metaTranslator(matches)("common.notFoundTitle") }, { name: "robots", content: "noindex" }];

// Any path no other route matches: a real 404 inside the normal layout, and the path in the log.
export async function loader({ request }: LoaderFunctionArgs) {
  console.warn(`404 Not Found: ${logPath(new URL(request.url).pathname)}`);
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return null;
}
