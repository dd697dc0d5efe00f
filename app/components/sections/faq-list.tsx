import type { Faq } from "~/content/faqs";

/**
 * An accordion of questions: <details> elements sharing one name, so the browser keeps one
 * open at a time, and each can be closed again. No JavaScript needed.
 */
export function FaqList({ faqs, name = "faq" }: { faqs: readonly Faq[]; name?: string }) {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {faqs.map((faq) => (
        <details key={faq.question} name={name} className="group px-5">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
            {faq.question}
            <span aria-hidden="true" className="text-xl text-brand-700 transition-transform group-open:rotate-45">
              +
            </span>
          </summary>
          <p className="pb-4 text-slate-700">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
