// Who does the research: up to three genealogists from the team (SPEC §9), from the D1 copy.
import { CmsImage } from '#client/components/CmsImage.tsx';
import { fullName } from '#client/pages/company/team-groups.ts';
import { pathTo } from '#core/routes/paths.ts';
import type { TeamMember } from '#core/views.ts';
import { Section } from './Section.tsx';

export function Researchers({ heading, members }: { heading: string; members: readonly TeamMember[] }) {
  if (!members.length) return null;
  return (
    <Section heading={heading} testId="researchers">
      <ul className="mt-8 grid list-none gap-6 p-0 md:grid-cols-3">
        {members.map((m) => {
          const name = fullName(m);
          return (
            <li key={m.id} className="panel flex flex-col gap-2" data-testid="researcher">
              <CmsImage
                image={{ ...m, imageAlt: m.imageAlt?.trim() || `Photo of ${name}` }}
                sizes="(min-width: 992px) 300px, calc(100vw - 80px)"
                ratio="1/1"
                className="w-full rounded-xl"
              />
              <h3 className="heading-3">{name}</h3>
              {m.title ? <p className="text-sm font-semibold text-brand">{m.title}</p> : null}
              {m.bio ? <p className="text-sm text-slate-700">{m.bio}</p> : null}
            </li>
          );
        })}
      </ul>
      <p className="mt-6">
        <a href={pathTo('our-story-team')} className="font-semibold text-brand-700">
          Meet the whole team
        </a>
      </p>
    </Section>
  );
}
