import type { MetaFunction } from "@remix-run/node";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo/meta";
import type { LegalDocument } from "~/content/legal";

/** A legal text page: one h1, then the document's sections. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{document.title}</h1>
      <p className="mt-2 text-sm text-slate-600">Last updated: {document.updated}</p>
      <p className="mt-6 text-lg text-slate-700">{document.intro}</p>
      {document.sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-xl font-bold text-slate-900">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </main>
  );
}

/** The `meta` of a legal page. */
export function legalPageMeta(document: LegalDocument): MetaFunction {
  return (args) =>
    pageMeta(args, {
      title: document.title,
      description: document.description,
      keywords: [document.title.toLowerCase(), "washing machine repair Bengaluru"],
      path: document.path,
      jsonLd: (siteUrl) => [
        breadcrumbJsonLd(siteUrl, [
          { name: document.title, path: document.path },
        ]),
      ],
    });
}
