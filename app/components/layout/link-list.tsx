import { Link } from "react-router";

import type { NavLink } from "~/content/navigation";
import { useT } from "~/lib/i18n/i18n";

/** A <ul> of internal links, in the page's language: the header menus, the drawer and the footer lists. */
export function LinkList({ links, className, linkClassName }: { links: readonly NavLink[]; className: string; linkClassName: string }) {
  const t = useT();
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={t.path(link.to)} className={linkClassName}>
            {t(link.label, link.values)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
