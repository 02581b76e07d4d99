/** A row of links between the pages of one section (patient settings, a program). */
import { NavLink } from 'react-router-dom';

export interface SectionLink {
  to: string;
  label: string;
}

export function SectionNav({ label, links }: { label: string; links: SectionLink[] }) {
  return (
    <nav className="pro-section-nav" aria-label={label}>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
