import { Link } from "react-router";

import { BookLink } from "~/components/booking/book-link";
import { CheckList } from "~/components/sections/check-list";
import { buttonClass } from "~/components/ui/button";
import { Illustration } from "~/components/ui/illustration";
import { machineRepairService } from "~/content/booking";
import { machinePath, MACHINES, type MachineType } from "~/content/machines";
import type { MessageId } from "~/content/messages/en";
import { machineName } from "~/content/navigation";
import { telHref } from "~/lib/contact/links";
import { useT } from "~/lib/i18n/i18n";

// Built by Vite into build/client/assets with a content hash, so they are cached as immutable;
// `no-inline` keeps these small files out of the JavaScript (Vite inlines files under 4 KB).
const ILLUSTRATIONS = import.meta.glob<string>("../../assets/illustrations/machines/*.svg", {
  eager: true,
  query: "?url&no-inline",
  import: "default",
});

function machineIllustrationSrc(machine: Pick<MachineType, "slug">): string {
  const src = ILLUSTRATIONS[`../../assets/illustrations/machines/${machine.slug}.svg`];
  if (!src) throw new Error(`No illustration for the machine type ${machine.slug}`);
  return src;
}

/** Six machine-type cards: illustration, description, three features, page link, Call and Book Now. */
export function MachineGrid({ machines = MACHINES }: { machines?: readonly MachineType[] }) {
  const t = useT();
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {machines.map((machine) => (
        <li key={machine.slug} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <Illustration
            src={machineIllustrationSrc(machine)}
            alt={t("home.machineIllustration", {
              machine: t(machineName(machine.slug)),
            })}
            width={240}
            height={180}
          />
          <h3 className="mt-4 text-lg font-bold text-slate-900">
            <Link to={t.path(machinePath(machine))} className="hover:text-brand-700 hover:underline">
              {t("home.machineTitle", {
                machine: t(machineName(machine.slug)),
              })}
            </Link>
          </h3>
          <p className="mt-1 text-sm text-slate-600">{t(`home.machine.${machine.slug}.text` as MessageId)}</p>
          <CheckList
            items={(["1", "2", "3"] as const).map((n) => t(`home.machine.${machine.slug}.${n}` as MessageId))}
            className="mt-3 space-y-1 text-sm text-slate-700"
          />
          <div className="mt-auto grid grid-cols-2 gap-2 pt-5">
            <a href={telHref} className={buttonClass({ variant: "call", size: "sm" })}>
              {t("common.call")}
              <span className="sr-only">
                {" "}
                {t("home.aboutRepair", {
                  machine: t(machineName(machine.slug)),
                })}
              </span>
            </a>
            <BookLink service={machineRepairService(machine)} machine={machine.slug} size="sm">
              {t("common.bookNow")}
              <span className="sr-only"> {t("home.forRepair", { machine: t(machineName(machine.slug)) })}</span>
            </BookLink>
          </div>
        </li>
      ))}
    </ul>
  );
}
