// Any marketing or information page: its hero, then each section of its content in order.
import { FaqBlock } from '#client/components/faq/FaqBlock.tsx';
import { CallToAction } from '#client/components/marketing/CallToAction.tsx';
import { ContactCard } from '#client/components/marketing/ContactCard.tsx';
import { FeatureGrid } from '#client/components/marketing/FeatureGrid.tsx';
import { GiftOffer } from '#client/components/marketing/GiftOffer.tsx';
import { Hero } from '#client/components/marketing/Hero.tsx';
import { type CartProps, PlanTable } from '#client/components/marketing/PlanTable.tsx';
import { Prose } from '#client/components/marketing/Prose.tsx';
import type { PlanView } from '#client/components/marketing/plans.ts';
import { Researchers } from '#client/components/marketing/Researchers.tsx';
import { Testimonial } from '#client/components/marketing/Testimonial.tsx';
import type { Deferred } from '#client/components/WhenSettled.tsx';
import type { CompanyMeta } from '#core/domain/company.ts';
import type { Faq, PageImage, TeamMember } from '#core/views.ts';
import type { MarketingContent, MarketingSection } from './content/types.ts';

export interface MarketingData {
  faq: Faq | null;
  researchers: readonly TeamMember[];
  /** The plans' products by slug, from the store (streamed when late); null on a page that sells nothing. */
  plans: Deferred<Record<string, PlanView>> | null;
  /** What buying needs; null on a page that sells nothing. */
  cart: CartProps | null;
  /** The hero's picture from the CMS, where the page has a slot for one and an editor set it. */
  heroImage: PageImage | null;
}

interface Props {
  content: MarketingContent;
  data: MarketingData;
  company: CompanyMeta;
}

interface BlockProps {
  section: MarketingSection;
  data: MarketingData;
  company: CompanyMeta;
  firstPlans: boolean;
}

function Block({ section, data, company, firstPlans }: BlockProps) {
  switch (section.kind) {
    case 'features':
      return <FeatureGrid {...section} />;
    case 'plans':
      return data.plans && data.cart ? (
        <PlanTable content={section} plans={data.plans} cart={data.cart} first={firstPlans} />
      ) : null;
    case 'testimonial':
      return <Testimonial {...section} />;
    case 'prose':
      return <Prose {...section} />;
    case 'cta':
      return <CallToAction {...section} />;
    case 'gift':
      return <GiftOffer route={section.route} />;
    case 'faq':
      return <FaqBlock faq={data.faq} heading={section.heading} />;
    case 'researchers':
      return <Researchers heading={section.heading} members={data.researchers} />;
    case 'contact':
      return <ContactCard company={company} heading={section.heading} />;
  }
}

export function MarketingPage({ content, data, company }: Props) {
  const firstPlans = content.sections.findIndex((s) => s.kind === 'plans');
  return (
    <div data-testid="marketing-page">
      <Hero {...content.hero} image={data.heroImage} />
      {content.updated ? <p className="muted mt-6 text-center">Effective {content.updated}</p> : null}
      {content.sections.map((section, i) => (
        // Sections are fixed content: their order is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list never changes between renders.
        <Block key={i} section={section} data={data} company={company} firstPlans={i === firstPlans} />
      ))}
    </div>
  );
}
