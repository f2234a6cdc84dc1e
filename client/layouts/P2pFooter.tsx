import type { CompanyMeta } from '#core/domain/company.ts';
import { external } from '#core/routes/external.ts';
import { pathTo } from '#core/routes/paths.ts';
import { LegalLinks, SocialLinks } from './SiteFooter.tsx';

const contactLink = 'footer-link';

/** pixels2Pages' own footer (SPEC §2.7): social links and ways to reach us. */
export function P2pFooter({ company }: { company: CompanyMeta }) {
  return (
    <footer className="mt-16 bg-slate-900 text-sm text-slate-300">
      <div className="page-width flex flex-col gap-8 py-10 md:flex-row md:items-start md:justify-between">
        <div>
          <p className="m-0 text-base font-bold text-white">
            <a href={pathTo('pixels2pages')} className="text-inherit no-underline">
              pixels2Pages
            </a>
          </p>
          <p className="m-0 mt-1 text-slate-400">Design inspiration from {company.name}</p>
          <SocialLinks className="mt-4" />
        </div>
        <div>
          <h2 className="m-0 text-xs font-bold uppercase tracking-wider text-white">Contact us</h2>
          <ul className="m-0 mt-3 list-none space-y-2 p-0" data-testid="company-meta">
            <li>
              <a href={`mailto:${company.email}`} className={contactLink}>
                {company.email}
              </a>
            </li>
            <li>
              <a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`} className={`${contactLink} whitespace-nowrap`}>
                {company.phone}
              </a>
            </li>
            <li>
              <a href={external.helpCentre()} rel="noopener" className={contactLink}>
                Help Centre
              </a>
            </li>
            <li>
              <a href={pathTo('info')} className={contactLink}>
                Contact &amp; Info
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="page-width pb-8">
        <LegalLinks company={company} />
      </div>
    </footer>
  );
}
