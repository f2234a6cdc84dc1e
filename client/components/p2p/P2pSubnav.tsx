import { PersonalWidget } from '#client/components/personal/PersonalWidget.tsx';
import type { ChromeData } from '#client/layouts/chrome.ts';
import type { P2pDraftsTab, P2pSearchCategory } from '#core/views.ts';
import { DraftsTab } from './DraftsTab.tsx';
import { P2pSearchForm } from './P2pSearchForm.tsx';

/** What the pixels2Pages bar shows on one page (worker/pages/p2p/nav.ts loads it). */
export interface P2pNav {
  term: string;
  category: string;
  categories: P2pSearchCategory[];
  draftsOn: boolean;
  /** Only for an editor whose drafts are on. */
  draftsTab: P2pDraftsTab | null;
}

interface Props {
  nav: P2pNav;
  chrome: ChromeData;
}

/** Under the header of every pixels2Pages page (SPEC §2.7): search, the drafts switch and tab. */
export function P2pSubnav({ nav, chrome }: Props) {
  return (
    <div className="border-b border-slate-200 bg-white">
      <div className="page-width flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2">
        <div className="flex flex-wrap items-center gap-3 empty:hidden">
          {nav.draftsTab ? <DraftsTab tab={nav.draftsTab} /> : null}
          <PersonalWidget name="drafts" chrome={chrome} drafts={{ section: 'p2p', on: nav.draftsOn }} />
        </div>
        <P2pSearchForm term={nav.term} category={nav.category} categories={nav.categories} />
      </div>
    </div>
  );
}
