import { CmsImage } from '#client/components/CmsImage.tsx';
import type { TeamMember } from '#core/views.ts';
import { fullName, groupTeam } from './team-groups.ts';

/** Shown where a member has no photo yet; the name below says who it is. */
const initials = (m: TeamMember) => `${m.firstName.charAt(0)}${m.lastName.charAt(0)}`.toUpperCase();

function MemberCard({ member }: { member: TeamMember }) {
  const name = fullName(member);
  return (
    <li className="flex flex-col gap-2" data-testid="team-member">
      {/* A small monogram, as a storefront's team page shows a member without a portrait: a grid of
          photo-sized grey tiles reads as a page still waiting for its pictures. */}
      {member.imageUrl ? null : (
        <div
          aria-hidden="true"
          className={
            'flex h-20 w-20 items-center justify-center rounded-full bg-accent-50 text-2xl font-bold ' +
            'text-accent-700 md:h-24 md:w-24'
          }
        >
          {initials(member)}
        </div>
      )}
      {/* The photo's alt text is the CMS's, or the member's name when the editor left it empty. */}
      <CmsImage
        image={{ ...member, imageAlt: member.imageAlt?.trim() || `Photo of ${name}` }}
        sizes="(min-width: 992px) 240px, 45vw"
        ratio="1/1"
        className="w-full rounded-xl"
      />
      <h3 className="heading-3">{name}</h3>
      {member.title ? <p className="text-sm font-semibold text-brand">{member.title}</p> : null}
      {member.bio ? <p className="text-sm text-slate-700">{member.bio}</p> : null}
    </li>
  );
}

/** /our-story/team: every published member, grouped by category, in the CMS’s order. */
export function TeamPage({ members }: { members: TeamMember[] }) {
  const groups = groupTeam(members);
  return (
    <>
      <h1 className="heading-1 mb-8">Meet the team</h1>
      {groups.length ? null : <p className="empty-state">Our team page is being updated. Come back soon.</p>}
      {groups.map((group) => (
        <section
          key={group.category}
          aria-labelledby={`team-${group.category || 'other'}`}
          className="mb-12"
          data-testid="team-group"
        >
          <h2 id={`team-${group.category || 'other'}`} className="heading-2 mb-6">
            {group.label}
          </h2>
          <ul className="grid grid-cols-2 gap-6 md:grid-cols-4">
            {group.members.map((m) => (
              <MemberCard key={m.id} member={m} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
