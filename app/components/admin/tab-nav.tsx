import { NavLink } from "react-router";

export type Tab = { to: string; label: string; /** Active only on exactly this URL (the index tab). */ end?: boolean };

/**
 * Tabs as links: each tab is its own URL, so tabs work without JavaScript, can be bookmarked
 * and shared, and the back button steps through them. NavLink marks the current one with
 * aria-current="page".
 */
export function TabNav({ label, tabs, size = "default" }: { label: string; tabs: readonly Tab[]; size?: "default" | "sm" }) {
  const base = size === "sm" ? "rounded-md px-3 py-1.5 text-sm font-medium" : "rounded-lg px-4 py-2 text-sm font-semibold";
  return (
    <nav aria-label={label}>
      {/* Wrapped onto more rows on a narrow phone: every tab in sight, none scrolled off the edge. */}
      <ul className={`flex flex-wrap gap-1 ${size === "sm" ? "" : "rounded-xl border border-slate-200 bg-white p-1 shadow-sm"}`}>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end={tab.end}
              prefetch="intent"
              className={({ isActive }) =>
                `${base} inline-block whitespace-nowrap ${isActive ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100"}`
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
