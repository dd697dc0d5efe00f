import type { MetaFunction } from "react-router";

import type { LegalDocument, LegalSection } from "~/content/legal";
import type { MessageId } from "~/content/messages/en";
import { metaTranslator, useT } from "~/lib/i18n/i18n";
import { pageMeta } from "~/lib/seo/meta";

/**
 * A legal text page: one h1, then the document's sections. In Kannada and Hindi the title and
 * the summary are in the page's language and the binding text follows in English, marked so,
 * unless the document is written whole in the language (`translated`: the privacy notice).
 */
export function LegalPage({ document, translated }: { document: LegalDocument; translated?: readonly LegalSection[] }) {
  const t = useT();
  // A document written whole in the page's language (the privacy notice) needs no English text after it.
  const english = t.locale === "en" || translated !== undefined;
  const sections = translated ?? document.sections;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{t(`legal.${document.key}.title` as MessageId)}</h1>
      <p className="mt-2 text-sm text-slate-600">{t("legal.updated", { date: document.updated })}</p>
      <p className="mt-6 text-lg text-slate-700">{t(`legal.${document.key}.intro` as MessageId)}</p>
      {english ? null : <p className="mt-4 rounded-lg bg-slate-50 p-3 text-slate-700">{t("legal.englishNote")}</p>}
      <div lang={english ? undefined : "en-IN"}>
        {sections.map((section) => (
          <section key={section.heading} className="mt-8">
            <h2 className="text-xl font-bold text-slate-900">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </div>
    </main>
  );
}

/** The `meta` of a legal page. */
export function legalPageMeta(document: LegalDocument): MetaFunction {
  return (args) => {
    const t = metaTranslator(args.matches);
    return pageMeta(args, {
      title: t(`legal.${document.key}.title` as MessageId),
      description: document.description,
      keywords: [document.title.toLowerCase(), "washing machine repair Bengaluru"],
      path: document.path,
    });
  };
}
