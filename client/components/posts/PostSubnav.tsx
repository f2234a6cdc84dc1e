import { PersonalWidget } from '#client/components/personal/PersonalWidget.tsx';
import type { ChromeData } from '#client/layouts/chrome.ts';
import type { DraftsSection } from '#core/domain/drafts.ts';
import type { PostLinks } from '#core/domain/post-links.ts';
import type { NavCategory } from '#core/views.ts';
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
  chrome: ChromeData;
}

/**
 * Under a post section's header (SPEC §2.7): category tabs, its search box, and the drafts switch
 * for those allowed, a personal widget (docs/decisions/056).
 */
export function PostSubnav({ nav, links, drafts, searchLabel, categoriesLabel, chrome }: Props) {
  return (
    <div className="border-b border-slate-200 bg-white">
      <div className="page-width flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-1">
        <CategoryTabs label={categoriesLabel} categories={nav.categories} current={nav.current} links={links} />
        <div className="flex max-w-full grow flex-wrap items-center justify-end gap-3 py-1 md:grow-0">
          <PostSearchBox
            currentTerm={nav.term}
            label={searchLabel}
            paths={{ search: links.search(), home: links.home() }}
          />
          <PersonalWidget name="drafts" chrome={chrome} drafts={{ section: drafts, on: nav.draftsOn }} />
        </div>
      </div>
    </div>
  );
}
