import { LegalPage, legalPageMeta } from "~/components/sections/legal-page";
import { TERMS } from "~/content/legal";
import { legalLoader } from "~/lib/i18n/legal-loader.server";

export { publicPageHeaders as headers } from "~/lib/http/cache-control";
export const loader = legalLoader(TERMS);
export const meta = legalPageMeta(TERMS);

export default function Page() {
  return <LegalPage document={TERMS} />;
}
