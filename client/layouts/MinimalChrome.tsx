import { Logo } from '#client/components/nav/Logo.tsx';
import type { CompanyMeta } from '#core/domain/company.ts';
import { LegalLinks } from './SiteFooter.tsx';
import { SkipLink } from './SiteHeader.tsx';

/** The navigationless layout's header (SPEC §2.7): the logo and nothing to wander off to. */
export function MinimalHeader({ company }: { company: CompanyMeta }) {
  return (
    <header id="top" tabIndex={-1} className="border-b border-slate-200 bg-white text-slate-900 outline-none">
      <SkipLink />
      <div className="page-width flex h-16 items-center justify-center">
        <Logo name={company.name} />
      </div>
    </header>
  );
}

/** … and its footer: who we are, privacy and terms. */
export function MinimalFooter({ company }: { company: CompanyMeta }) {
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="page-width py-6">
        <LegalLinks company={company} />
      </div>
    </footer>
  );
}
