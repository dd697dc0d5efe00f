import type { ReactNode } from "react";
import { data, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";

import { requireAdmin } from "~/auth.server";
import { useStaffFormat } from "~/components/admin/staff-format";
import { PrintButton } from "~/components/billing/print-button";
import { addressLine, business } from "~/content/business";
import { can } from "~/lib/auth/capabilities";
import { rupeesInWords } from "~/lib/billing/amount-in-words";
import { parseRowId } from "~/lib/forms/row-id";
import { metaTranslator, useT } from "~/lib/i18n/i18n";
import { LANGUAGES } from "~/lib/i18n/locales";
import { messagesFor, serverTranslator } from "~/lib/i18n/messages.server";
import { formatIstDate } from "~/lib/time/ist";
import { getCreditNote } from "~/models/credit-notes.server";
import { bookingOfInvoice } from "~/models/invoices.server";
import { listVisitPhotos } from "~/models/visit-photos.server";

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => [
  { title: loaded ? metaTranslator(matches)("books.creditNoteMeta", { number: loaded.note.number }) : "Credit note not found - Admin" },
  { name: "robots", content: "noindex,nofollow" },
];

// A credit note as issued, to read and print (the books' readers: owner, office, accountant): the
// supplier with GSTIN and state, its number and date, the invoice it corrects with that one's date,
// the customer, what it corrects, the taxable value and tax taken off, the total in words.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, "books.read");
  const tag = LANGUAGES[admin.language].tag;
  const id = parseRowId(params.creditNoteId);
  const note = id ? await getCreditNote(id) : undefined;
  if (!note) throw data("Credit note not found", { status: 404 });
  // What was done on the visit it corrects (photos, the signature), for staff who may open the job.
  const bookingId = can(admin.role, "jobs.open") ? await bookingOfInvoice(note.invoiceNumber) : null;
  const shown = bookingId ? await listVisitPhotos(bookingId) : [];
  return {
    photos: bookingId && shown.length ? { href: `/admin/jobs/${bookingId}/photos`, text: serverTranslator(admin.language)("field.photosLink") } : null,
    // The page's words in the reader's language; the amount in words is the document's, in English as on the invoices.
    messages: messagesFor(admin.language, "books"),
    note,
    date: formatIstDate(note.issuedAt, tag),
    invoiceDate: formatIstDate(note.invoiceIssuedAt, tag),
    inWords: rupeesInWords(note.total),
  };
}

function Pair({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 sm:justify-end">
      <dt className="text-slate-600">{term}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

export default function CreditNotePage() {
  const { note, date, invoiceDate, inWords, photos } = useLoaderData<typeof loader>();
  const t = useT();
  const { money } = useStaffFormat();
  const taxed = note.gstin !== null;
  const rows: [string, number][] = taxed
    ? [
        [t("books.taxable"), note.taxable],
        [`CGST (${note.gstPercent ?? 0}%)`, note.cgst],
        [`SGST (${note.gstPercent ?? 0}%)`, note.sgst],
      ]
    : [];
  return (
    <article
      aria-labelledby="credit-note-title"
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 print:border-0 print:shadow-none"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-300 pb-4">
        <div className="text-sm text-slate-800">
          <p className="text-xl font-bold text-brand-900">{business.name}</p>
          <p>{addressLine}</p>
          {taxed ? (
            <>
              <p>GSTIN {note.gstin}</p>
              <p>{t("books.stateLine", { code: note.gstin?.slice(0, 2) ?? "" })}</p>
            </>
          ) : null}
        </div>
        <div className="sm:text-right">
          <h2 id="credit-note-title" className="text-2xl font-bold text-slate-900">
            {t("books.creditNote")}
          </h2>
          <dl className="mt-1 text-sm">
            <Pair term={t("books.creditNoteNumber")}>
              <span className="font-mono font-semibold">{note.number}</span>
            </Pair>
            <Pair term={t("books.date")}>{date}</Pair>
            <Pair term={t("books.againstInvoice")}>
              <span className="font-mono">{note.invoiceNumber}</span> {t("books.ofDate", { date: invoiceDate })}
            </Pair>
          </dl>
        </div>
      </header>
      <div className="text-sm">
        <p className="text-xs font-medium text-slate-600 uppercase">{t("books.issuedTo")}</p>
        <p className="font-semibold text-slate-900">{note.customerName}</p>
        {note.customerAddress ? <p className="break-words text-slate-800">{note.customerAddress}</p> : null}
        {taxed ? <p className="text-slate-800">{t("books.placeLine")}</p> : null}
      </div>
      <p className="text-sm text-slate-800">
        <span className="font-medium">{t("books.whatItCorrects")}</span> {note.reason}
      </p>
      <table className="w-full max-w-md text-sm">
        <tbody className="divide-y divide-slate-100">
          {rows.map(([label, paise]) => (
            <tr key={label}>
              <th scope="row" className="py-1 text-left font-normal text-slate-700">
                {label}
              </th>
              <td className="py-1 text-right">{money(paise)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="py-1 text-left font-semibold text-slate-900">
              {t("books.totalCredited")}
            </th>
            <td className="py-1 text-right font-semibold">{money(note.total)}</td>
          </tr>
        </tbody>
      </table>
      <p className="text-sm text-slate-800">{inWords}</p>
      <p className="text-sm text-slate-600">{t("books.computerGenerated", { business: business.name })}</p>
      <div className="print:hidden">
        <PrintButton>{t("books.print")}</PrintButton>
      </div>
      {photos ? (
        <p className="print:hidden">
          <a href={photos.href} className="font-medium text-brand-700 underline">
            {photos.text}
          </a>
        </p>
      ) : null}
    </article>
  );
}
