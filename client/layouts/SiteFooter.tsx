import type { CompanyMeta } from './chrome.ts';

/** The footer with the company meta (SPEC §1); the next issue adds its four sections. */
export function SiteFooter({ company }: { company: CompanyMeta }) {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 text-sm text-slate-600">
      <div className="mx-auto max-w-6xl px-4 py-8">
        <address className="not-italic" data-testid="company-meta">
          <strong className="text-slate-900">{company.name}</strong>
          <br />
          {company.address}
          <br />
          <a href={`mailto:${company.email}`}>{company.email}</a> · <a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>{company.phone}</a> ·{' '}
          <a href={company.website}>{company.website.replace(/^https?:\/\//, '')}</a>
        </address>
      </div>
    </footer>
  );
}
