import { LegalPage, legalPageMeta } from "~/components/sections/legal-page";
import { PRIVACY } from "~/content/legal";
import { legalLoader } from "~/lib/i18n/legal-loader.server";

export { publicPageHeaders as headers } from "~/lib/http/cache-control";
export const loader = legalLoader(PRIVACY);
export const meta = legalPageMeta(PRIVACY);

export default function Page() {
  return <LegalPage document={PRIVACY} />;
}
