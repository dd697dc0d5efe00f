import { LegalPage, legalPageMeta } from "~/components/sections/legal-page";
import { REFUND_POLICY } from "~/content/legal";

export const meta = legalPageMeta(REFUND_POLICY);

export default function Page() {
  return <LegalPage document={REFUND_POLICY} />;
}
