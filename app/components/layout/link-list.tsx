import { Link } from "@remix-run/react";
import type { NavLink } from "~/content/navigation";

/** A <ul> of internal links: the header menus, the drawer and the footer lists. */
export function LinkList({ links, className, linkClassName }: { links: readonly NavLink[]; className: string; linkClassName: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={linkClassName}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
