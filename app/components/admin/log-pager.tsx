import { Link } from "react-router";

import { buttonClass } from "~/components/ui/button";
import { useT } from "~/lib/i18n/i18n";

/** Newer and Older links under a log that pages newest first (?page=2 is older); nothing when it fits one page. Its words: the logs. namespace. */
export function LogPager({ label, path, page, pageCount }: { label: string; path: string; page: number; pageCount: number }) {
  const t = useT();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm">
      {page > 1 ? (
        <Link to={page === 2 ? path : `${path}?page=${page - 1}`} className={buttonClass({ variant: "outline", size: "sm" })}>
          {t("logs.newer")}
        </Link>
      ) : (
        <span />
      )}
      <span>{t("logs.pageOf", { page, pageCount })}</span>
      {page < pageCount ? (
        <Link to={`${path}?page=${page + 1}`} className={buttonClass({ variant: "outline", size: "sm" })}>
          {t("logs.older")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
