import { MenuLink } from '#client/components/nav/MenuLink.tsx';
import { Prerendered } from '#client/components/Prerendered.tsx';
import type { CompanyMeta } from '#core/domain/company.ts';
import { footerSections, legalLinks, socialLinks } from '#core/domain/nav-menu.ts';

const footerLink = 'footer-link';

/** The company meta of SPEC §1: name, postal address, support email, phone and website. */
export function CompanyAddress({ company, className = '' }: { company: CompanyMeta; className?: string }) {
  return (
    <address className={`not-italic ${className}`} data-testid="company-meta">
      <strong className="text-white">{company.name}</strong>
      <br />
      {company.address}
      <br />
      <a href={`mailto:${company.email}`} className={footerLink}>
        {company.email}
      </a>
      {' · '}
      <a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`} className={`${footerLink} whitespace-nowrap`}>
        {company.phone}
      </a>
      {' · '}
      <a href={company.website} className={footerLink}>
        {company.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
      </a>
    </address>
  );
}

export function SocialLinks({ className = '' }: { className?: string }) {
  return (
    <ul
      aria-label="Follow us"
      className={`m-0 flex list-none flex-wrap gap-2 p-0 ${className}`}
      data-testid="social-links"
    >
      {socialLinks.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            rel="noopener"
            className={
              'inline-block rounded-full border border-slate-600 px-3 py-1 text-xs font-semibold text-slate-200 ' +
              'no-underline hover:border-white hover:text-white'
            }
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function LegalLinks({ company }: { company: CompanyMeta }) {
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-xs text-slate-400">
      <span>
        © {new Date().getFullYear()} {company.name}
      </span>
      <ul aria-label="Legal" className="m-0 flex list-none flex-wrap gap-x-4 gap-y-1 p-0">
        {legalLinks.map((link) => (
          <li key={link.href}>
            <MenuLink link={link} className="text-xs text-slate-400 no-underline hover:text-white hover:underline" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Everything the footer shows besides its constant links: the company meta and the year. */
export const companyVariant = (company: CompanyMeta) =>
  `${new Date().getFullYear()}|${company.name}|${company.address}|${company.email}|${company.phone}|${company.website}`;

/** The footer (SPEC §2.9): four sections of links, social links, privacy and terms, company meta. */
export function SiteFooter({ company }: { company: CompanyMeta }) {
  return (
    <footer className="mt-16 bg-slate-900 text-sm text-slate-300">
      <Prerendered of={footerSections} variant={companyVariant(company)} className="page-width py-12">
        <nav aria-label="Footer" className="grid gap-8 sm:grid-cols-2 md:grid-cols-4">
          {footerSections.map((section, i) => (
            <section key={section.label} aria-labelledby={`footer-section-${i}`}>
              <h2 id={`footer-section-${i}`} className="m-0 text-xs font-bold uppercase tracking-wider text-white">
                {section.label}
              </h2>
              <ul className="m-0 mt-4 list-none space-y-2 p-0">
                {section.links.map((link) => (
                  <li key={link.href}>
                    <MenuLink link={link} className={footerLink} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        <div
          className={
            'mt-10 flex flex-col gap-6 border-t border-slate-700 pt-8 md:flex-row md:items-start md:justify-between'
          }
        >
          <CompanyAddress company={company} className="leading-relaxed" />
          <SocialLinks />
        </div>
        <div className="mt-6">
          <LegalLinks company={company} />
        </div>
      </Prerendered>
    </footer>
  );
}
