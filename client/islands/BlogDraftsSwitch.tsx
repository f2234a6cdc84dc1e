import { BLOG_DRAFT_COOKIE } from '../domain/blog.ts';
import { AUTH_COOKIE_MAX_AGE_S } from '../domain/constants.ts';

export interface BlogDraftsSwitchProps {
  on: boolean;
}

/** The admin-only drafts switch (SPEC §2.7, §4): kept in a cookie; the page reloads on change. */
export default function BlogDraftsSwitch({ on }: BlogDraftsSwitchProps) {
  const toggle = () => {
    document.cookie = `${BLOG_DRAFT_COOKIE}=${on ? 'false' : 'true'}; path=/; max-age=${AUTH_COOKIE_MAX_AGE_S}; samesite=lax${location.protocol === 'https:' ? '; secure' : ''}`;
    location.reload();
  };
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      onClick={toggle}
      className="inline-flex items-center gap-2 rounded border border-slate-300 bg-white px-3 py-1.5 text-sm"
      data-testid="drafts-switch"
    >
      <span aria-hidden="true" className={`inline-block h-4 w-7 rounded-full ${on ? 'bg-teal-600' : 'bg-slate-300'}`} />
      Drafts {on ? 'ON' : 'OFF'}
    </button>
  );
}
