import { Suspense, use } from 'react';
import type { NavCategory } from '../../../worker/db/queries/blog.ts';
import type { Session } from '../../domain/session.ts';
import BlogDraftsSwitch from '../../islands/BlogDraftsSwitch.tsx';
import BlogSearchBox from '../../islands/BlogSearchBox.tsx';
import { Island } from '../../islands/Island.tsx';
import { CategoryTabs } from './CategoryTabs.tsx';

export interface BlogSubnavProps {
  categories: NavCategory[];
  currentCategory: string | null;
  currentTerm: string;
  draftsOn: boolean;
  session: Promise<Session>;
}

function DraftsSwitchForAdmins({ session, on }: { session: Promise<Session>; on: boolean }) {
  return use(session).isAdmin ? <Island name="BlogDraftsSwitch" component={BlogDraftsSwitch} props={{ on }} /> : null;
}

/** Under the blog's header (SPEC §2.7): category tabs, "Search the blog", the admin drafts switch. */
export function BlogSubnav({ categories, currentCategory, currentTerm, draftsOn, session }: BlogSubnavProps) {
  return (
    <div className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-2">
        <CategoryTabs categories={categories} current={currentCategory} />
        <div className="flex items-center gap-3">
          <Island name="BlogSearchBox" component={BlogSearchBox} props={{ currentTerm }} load="visible" />
          <Suspense fallback={null}>
            <DraftsSwitchForAdmins session={session} on={draftsOn} />
          </Suspense>
        </div>
      </div>
    </div>
  );
}
