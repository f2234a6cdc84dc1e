import { behaviourRoot } from '#client/behaviours/marker.ts';
import { EntryScript } from '#client/document/EntryScript.tsx';
import { IMPERSONATION_END_FORM } from '#core/domain/impersonation.ts';
import { initialOf } from '#core/domain/initial.ts';
import { type AccountMenuUser, accountMenuLinks } from '#core/domain/nav-menu.ts';
import { LOG_OUT_FORM } from '#core/domain/session.ts';
import { external } from '#core/routes/external.ts';
import { Chevron } from './Chevron.tsx';
import { MenuLink } from './MenuLink.tsx';

/** The menu's toggle: the button script shows, or the disclosure's summary without script. */
const toggleLayout = 'group/menu-button flex cursor-pointer items-center gap-2 px-2';
const toggleClass = `${toggleLayout} border-0 bg-transparent text-sm font-semibold text-inherit`;

const logOutClass =
  'w-full cursor-pointer rounded border-0 bg-transparent px-2 py-2 text-left text-sm font-semibold ' +
  'text-slate-700 hover:bg-brand-50 hover:text-brand-700 disabled:opacity-60';

/** The visitor's initial and name (the name only on wide screens, and to screen readers). */
const Identity = ({ name }: { name: string }) => (
  <>
    <span
      aria-hidden="true"
      className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
    >
      {initialOf(name)}
    </span>
    <span className="hidden max-w-40 truncate lg:inline">{name}</span>
    <span className="sr-only lg:hidden">{name}</span>
  </>
);

/**
 * The signed-in user's menu (SPEC §2.9, §4, §6): their name, the account application's pages,
 * Admin for admins who are not impersonating, and Log out (which ends an impersonation instead,
 * as a form that works without script). Without script it is a disclosure the browser opens,
 * with the same panel and a Log out that posts a form. The account-menu behaviour opens it (on hover only at
 * medium widths and up, on click always), closes it when one of its links is followed, and logs
 * out. Below the small breakpoint it is the side menu from the right (SPEC §4), the nav's side
 * menu being on the left: the panel hangs from the header bar down the window's right edge.
 */
export function AccountMenu({ user }: { user: AccountMenuUser }) {
  const name = user.name || 'Your account';
  const links = accountMenuLinks(user);
  return (
    <div
      {...behaviourRoot('account-menu')}
      data-after-logout={external.afterLogout()}
      className="flex items-stretch md:relative"
      data-testid="account-menu"
    >
      <EntryScript />
      {/*
       * Without script the browser opens the menu itself: the panel (and the button script shows)
       * sit in a disclosure, whose summary is the menu's toggle. The behaviour moves them out and
       * removes the disclosure, leaving the button and panel it works on.
       */}
      <details data-no-script="" className="flex items-stretch" data-testid="account-disclosure">
        <summary className={toggleClass}>
          <span className="sr-only">Account menu for </span>
          <Identity name={name} />
          <Chevron />
        </summary>
        <button type="button" aria-expanded="false" aria-controls="account-menu-panel" hidden className={toggleClass}>
          <span className="sr-only">Account menu for </span>
          <Identity name={name} />
          <Chevron />
        </button>
        <div
          id="account-menu-panel"
          className={
            'absolute right-0 top-full z-40 h-[calc(100dvh-4rem)] w-80 max-w-[85vw] overflow-y-auto md:h-auto ' +
            'md:w-64 md:overflow-visible'
          }
          data-testid="account-menu-panel"
        >
          <div
            className={
              'min-h-full border-l border-slate-200 bg-white py-2 text-left text-slate-800 shadow-xl md:min-h-0 ' +
              'md:rounded-b-xl md:border md:border-t-0'
            }
          >
            <p className="m-0 border-b border-slate-100 px-4 pb-3 pt-1 text-xs text-slate-500">
              Signed in as{' '}
              <strong className="block truncate text-sm text-slate-900" data-testid="account-name">
                {name}
              </strong>
            </p>
            <ul className="m-0 list-none p-0 py-1">
              {links.map((link) => (
                <li key={link.href}>
                  <MenuLink
                    link={link}
                    className={
                      'block px-4 py-2 text-sm text-slate-700 no-underline hover:bg-brand-50 hover:text-brand-700'
                    }
                  />
                </li>
              ))}
            </ul>
            <div className="border-t border-slate-100 px-2 pt-2">
              {user.isImpersonator ? (
                // SPEC §4: log out while managing a user ends the impersonation instead.
                <form
                  method="post"
                  action={IMPERSONATION_END_FORM}
                  {...behaviourRoot('impersonation')}
                  data-action="end"
                  className="m-0"
                >
                  <button type="submit" className={logOutClass}>
                    Log out
                  </button>
                </form>
              ) : (
                // A form, so it logs out without script too; the behaviour sends it as a call instead.
                <form method="post" action={LOG_OUT_FORM} data-log-out="" className="m-0">
                  <button type="submit" className={logOutClass}>
                    Log out
                  </button>
                </form>
              )}
            </div>
          </div>
        </div>
      </details>
    </div>
  );
}
