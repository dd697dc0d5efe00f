import { Link } from "react-router";

import { BookLink } from "~/components/booking/book-link";
import { buttonClass } from "~/components/ui/button";
import { REPAIR_SERVICE } from "~/content/booking";
import { type Brand, brandPath, BRANDS } from "~/content/brands";
import { useT } from "~/lib/i18n/i18n";

/** The ten brand cards: a neutral text mark (no copied logos), two specialties, View Details and Book Repair. */
export function BrandGrid({ brands = BRANDS }: { brands?: readonly Brand[] }) {
  const t = useT();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-5">
      {brands.map((brand) => (
        <li key={brand.slug} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
          <BrandMark name={brand.name} />
          <h3 className="mt-3 font-bold text-slate-900">{t("common.brandRepair", { brand: brand.name })}</h3>
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {brand.specialties.map((specialty) => (
              <li key={specialty} lang="en-IN" className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                {specialty}
              </li>
            ))}
          </ul>
          <div className="mt-auto grid gap-2 pt-4">
            <Link
              to={t.path(brandPath(brand))}
              className={buttonClass({ variant: "outline", size: "sm" })}
              aria-label={t("home.viewDetailsLabel", { brand: brand.name })}
            >
              {t("home.viewDetails")}
            </Link>
            <BookLink service={REPAIR_SERVICE} brand={brand.name} size="sm">
              {t("home.bookRepair")}
              <span className="sr-only"> {t("home.forBrand", { brand: brand.name })}</span>
            </BookLink>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A brand's name set as a plain word mark: we are independent, so no manufacturer logos. */
function BrandMark({ name }: { name: string }) {
  return (
    <span className="flex h-14 items-center justify-center rounded-xl border border-slate-200 bg-slate-50 text-xl font-extrabold tracking-wide text-slate-700">
      {name}
    </span>
  );
}
