import { useState } from 'react';
import { Chevron } from '#client/components/nav/Chevron.tsx';
import { MenuLink } from '#client/components/nav/MenuLink.tsx';
import { useHoverMenu } from '#client/components/nav/use-hover-menu.ts';
import { hoverOpensAccountMenu } from '#client/domain/hover-menu.ts';
import { type AccountMenuUser, accountMenuLinks } from '#client/domain/nav-menu.ts';
import { external } from '#client/routes/external.ts';

export interface AccountMenuProps {
  user: AccountMenuUser;
}

const SESSION_API = '/api/session';
const hoverEnabled = () => hoverOpensAccountMenu(window.innerWidth);

/**
 * The signed-in user's menu (SPEC §2.9, §4, §6): their name, the account application's pages,
 * Admin for admins who are not impersonating, and Log out. It opens on hover only at medium
 * widths and up, on click always. Logging out deletes the session and goes home; a failed
 * call is ignored (SPEC §7, §8) since the worker has cleared the cookie either way.
 */
export default function AccountMenu({ user }: AccountMenuProps) {
  const { open, rootProps, buttonProps } = useHoverMenu({ hoverEnabled });
  const [leaving, setLeaving] = useState(false);
  const name = user.name || 'Your account';
  const links = accountMenuLinks(user);

  async function logOut() {
    setLeaving(true);
    try {
      await fetch(SESSION_API, { method: 'DELETE', credentials: 'same-origin' });
    } catch {
      // Ignored: the session is reset anyway.
    }
    location.assign(external.afterLogout());
  }

  return (
    <div {...rootProps} className="relative flex items-stretch" data-testid="account-menu">
      <button
        {...buttonProps}
        aria-controls="account-menu-panel"
        className="flex cursor-pointer items-center gap-2 border-0 bg-transparent px-2 text-sm font-semibold text-inherit"
      >
        <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
          {name.trim().charAt(0).toUpperCase()}
        </span>
        <span className="sr-only">Account menu for </span>
        <span className="hidden max-w-40 truncate lg:inline">{name}</span>
        <span className="sr-only lg:hidden">{name}</span>
        <Chevron open={open} />
      </button>
      <div id="account-menu-panel" hidden={!open} className="absolute right-0 top-full z-40 w-64">
        <div className="rounded-b-xl border border-t-0 border-slate-200 bg-white py-2 text-left text-slate-800 shadow-xl">
          <p className="m-0 border-b border-slate-100 px-4 pb-3 pt-1 text-xs text-slate-500">
            Signed in as{' '}
            <strong className="block truncate text-sm text-slate-900" data-testid="account-name">
              {name}
            </strong>
          </p>
          <ul className="m-0 list-none p-0 py-1">
            {links.map((link) => (
              <li key={link.href}>
                <MenuLink link={link} className="block px-4 py-2 text-sm text-slate-700 no-underline hover:bg-brand-50 hover:text-brand-700" />
              </li>
            ))}
          </ul>
          <div className="border-t border-slate-100 px-2 pt-2">
            <button
              type="button"
              onClick={logOut}
              disabled={leaving}
              className="w-full cursor-pointer rounded border-0 bg-transparent px-2 py-2 text-left text-sm font-semibold text-slate-700 hover:bg-brand-50 hover:text-brand-700 disabled:opacity-60"
            >
              {leaving ? 'Logging out…' : 'Log out'}
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}
