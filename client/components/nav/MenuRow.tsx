import { isCurrentSection, type NavLink } from '#core/domain/nav-menu.ts';
import { MenuLink } from './MenuLink.tsx';

/** A plain link of the small-screen side menu, marked when the visitor is in its section. */
export const MenuRow = ({ link, currentPath }: { link: NavLink; currentPath: string }) => (
  <li>
    <MenuLink link={link} className="menu-row" current={isCurrentSection(link, currentPath)} />
  </li>
);
