import type { Stat } from "~/content/home";

// Literal class names, so Tailwind finds them.
const COLUMNS = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-3", 4: "sm:grid-cols-4" } as const;

/** Big figures with a label: the hero's, the process section's and the reviews' trust numbers. */
export function StatTiles({ stats, tone = "light", columns = 4 }: { stats: readonly Stat[]; tone?: "light" | "dark"; columns?: keyof typeof COLUMNS }) {
  const tile = tone === "dark" ? "bg-brand-800 text-white" : "bg-white text-slate-900 border border-slate-200";
  const label = tone === "dark" ? "text-brand-100" : "text-slate-600";
  return (
    <dl className={`grid grid-cols-2 gap-3 ${COLUMNS[columns]}`}>
      {stats.map((stat) => (
        <div key={stat.label} className={`flex flex-col-reverse rounded-xl p-4 text-center ${tile}`}>
          <dt className={`text-sm ${label}`}>{stat.label}</dt>
          <dd className="text-2xl font-extrabold">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
