import { TeamPage } from '#client/pages/company/TeamPage.tsx';
import { teamList } from '#worker/db/queries/company.ts';
import { definePage } from '#worker/pages/unit/define-page.ts';

/** /our-story/team: published members only (the team has no drafts switch). */
export const teamPage = definePage({
  route: 'our-story-team',
  load: async (ctx) => ({ members: await teamList(ctx.db) }),
  head: () => ({
    title: 'Our team',
    description: 'The people behind Forever Memories: leadership, family researchers, customer care and the lab.',
  }),
  body: ({ data }) => <TeamPage members={data.members} />,
});
