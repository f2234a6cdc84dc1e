import { Suspense, use } from 'react';
import { DraftsSwitch } from '#client/components/DraftsSwitch.tsx';
import type { Session } from '#client/domain/session.ts';
import BlogSearchBox from '#client/islands/BlogSearchBox.tsx';
import { Island } from '#client/islands/Island.tsx';
import type { NavCategory } from '#worker/db/queries/blog.ts';
import { CategoryTabs } from './CategoryTabs.tsx';

export interface BlogSubnavProps {
  categories: NavCategory[];
  currentCategory: string | null;
  currentTerm: string;
  draftsOn: boolean;
  session: Promise<Session>;
  /** This page, to come back to after the drafts switch. */
  returnTo: string;
}

function DraftsSwitchForAdmins({ session, on, returnTo }: { session: Promise<Session>; on: boolean; returnTo: string }) {
  return use(session).isAdmin ? <DraftsSwitch section="blog" on={on} returnTo={returnTo} /> : null;
}

/** Under the blog's header (SPEC §2.7): category tabs, "Search the blog", the admin drafts switch. */
export function BlogSubnav({ categories, currentCategory, currentTerm, draftsOn, session, returnTo }: BlogSubnavProps) {
  return (
    <div className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-2">
        <CategoryTabs categories={categories} current={currentCategory} />
        <div className="flex items-center gap-3">
          <Island name="BlogSearchBox" component={BlogSearchBox} props={{ currentTerm }} load="visible" />
          <Suspense fallback={null}>
            <DraftsSwitchForAdmins session={session} on={draftsOn} returnTo={returnTo} />
          </Suspense>
        </div>
      </div>
    </div>
  );
}
