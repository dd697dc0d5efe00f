import { LegalPage, legalPageMeta } from "~/components/sections/legal-page";
import { PRIVACY } from "~/content/legal";

export { publicPageHeaders as headers } from "~/lib/http/cache-control";
export { legalLoader as loader } from "~/lib/i18n/legal-loader.server";
export const meta = legalPageMeta(PRIVACY);

export default function Page() {
  return <LegalPage document={PRIVACY} />;
}
