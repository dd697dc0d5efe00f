import { expect, test } from "@playwright/test";
import { HtmlValidate } from "html-validate";

import { LANGUAGES, localePath, LOCALES } from "../../app/lib/i18n/locales";

// The HTML the server sends, as crawlers and visitors without JavaScript get it, checked against
// the HTML standard and html-validate's accessibility rules, in each language.
const validator = new HtmlValidate({ extends: ["html-validate:standard", "html-validate:a11y"] });

const PAGES = ["/", "/locations/koramangala", "/contact", "/check-warranty", "/services/washing-machine-repair", "/book", "/terms", "/view-all-areas"];

for (const locale of LOCALES) {
  test(`the ${LANGUAGES[locale].englishName} pages are valid HTML`, async ({ request }) => {
    for (const page of PAGES) {
      const path = localePath(locale, page);
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const report = await validator.validateString(await response.text());
      const problems = report.results.flatMap((result) => result.messages.map((message) => `${message.ruleId}: ${message.message} (${message.selector})`));
      expect(problems, path).toEqual([]);
    }
  });
}
