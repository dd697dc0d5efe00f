import { LegalPage, legalPageMeta } from "~/components/sections/legal-page";
import { REFUND_POLICY } from "~/content/legal";
import { legalLoader } from "~/lib/i18n/legal-loader.server";

export { publicPageHeaders as headers } from "~/lib/http/cache-control";
export const loader = legalLoader(REFUND_POLICY);
export const meta = legalPageMeta(REFUND_POLICY);

export default function Page() {
  return <LegalPage document={REFUND_POLICY} />;
}
