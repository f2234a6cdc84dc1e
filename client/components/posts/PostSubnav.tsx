import { Suspense, use } from 'react';
import { DraftsSwitch } from '#client/components/DraftsSwitch.tsx';
import { type DraftsSection, MAY_SEE_DRAFTS } from '#client/domain/drafts.ts';
import type { PostLinks } from '#client/domain/post-links.ts';
import type { Session } from '#client/domain/session.ts';
import type { NavCategory } from '#worker/db/views.ts';
import { CategoryTabs, type CurrentTab } from './CategoryTabs.tsx';
import { PostSearchBox } from './PostSearchBox.tsx';

/** What a post section's bar shows on one page. */
export interface SectionNav {
  categories: NavCategory[];
  current: CurrentTab;
  /** The term of the search page being shown, or ''. */
  term: string;
  draftsOn: boolean;
}

interface Props {
  nav: SectionNav;
  links: PostLinks;
  drafts: DraftsSection;
  searchLabel: string;
  categoriesLabel: string;
  session: Promise<Session>;
  /** This page, to come back to after the drafts switch. */
  returnTo: string;
}

function DraftsSwitchIfAllowed({
  session,
  drafts,
  on,
  returnTo,
}: {
  session: Promise<Session>;
  drafts: DraftsSection;
  on: boolean;
  returnTo: string;
}) {
  return MAY_SEE_DRAFTS[drafts](use(session)) ? <DraftsSwitch section={drafts} on={on} returnTo={returnTo} /> : null;
}

/** Under a post section's header (SPEC §2.7): category tabs, its search box, and the drafts switch for those allowed. */
export function PostSubnav({ nav, links, drafts, searchLabel, categoriesLabel, session, returnTo }: Props) {
  return (
    <div className="border-b border-slate-200 bg-white">
      <div className="page-width flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-1">
        <CategoryTabs label={categoriesLabel} categories={nav.categories} current={nav.current} links={links} />
        <div className="flex max-w-full grow flex-wrap items-center justify-end gap-3 py-1 md:grow-0">
          <PostSearchBox currentTerm={nav.term} label={searchLabel} paths={{ search: links.search(), home: links.home() }} />
          <Suspense fallback={null}>
            <DraftsSwitchIfAllowed session={session} drafts={drafts} on={nav.draftsOn} returnTo={returnTo} />
          </Suspense>
        </div>
      </div>
    </div>
  );
}
