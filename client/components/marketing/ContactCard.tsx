// The company's meta (SPEC §1: name, a US postal address, support email, phone, website), as the
// footer shows it, in an <address> so it reads as the page's contact details.
import type { CompanyMeta } from '#core/domain/company.ts';
import { Section } from './Section.tsx';

export function ContactCard({ company, heading = 'Contact us' }: { company: CompanyMeta; heading?: string }) {
  return (
    <Section heading={heading} testId="contact-card">
      <address className="panel mt-6 max-w-xl not-italic text-slate-700">
        <p className="font-semibold text-ink">{company.name}</p>
        <p>{company.address}</p>
        <p className="mt-3">
          Email:{' '}
          <a href={`mailto:${company.email}`} className="text-brand-700">
            {company.email}
          </a>
        </p>
        <p>
          Phone:{' '}
          <a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`} className="text-brand-700">
            {company.phone}
          </a>
        </p>
        <p>
          Web:{' '}
          <a href={company.website} className="text-brand-700">
            {company.website.replace(/^https?:\/\//, '')}
          </a>
        </p>
      </address>
    </Section>
  );
}
