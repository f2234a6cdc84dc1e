import { PostSubnav, type SectionNav } from '#client/components/posts/PostSubnav.tsx';
import type { ChromeData } from '#client/layouts/chrome.ts';
import type { PostSection } from './section.ts';

/** The section's bar, as every page of the section shows it. */
export const sectionSubnav =
  (section: PostSection) =>
  ({ data, chrome }: { data: { nav: SectionNav }; chrome: ChromeData }) => (
    <PostSubnav
      nav={data.nav}
      links={section.links}
      drafts={section.drafts}
      searchLabel={section.texts.search}
      categoriesLabel={section.texts.categories}
      chrome={chrome}
    />
  );
