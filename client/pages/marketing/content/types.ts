// A marketing or information page as content: its head, its hero and its sections in order.
// MarketingPage renders any of them, so a new page is a content module, a line in all.ts and one in
// worker/pages/marketing/routes.ts.

import type { CallToActionContent } from '#client/components/marketing/CallToAction.tsx';
import type { FeatureGridContent } from '#client/components/marketing/FeatureGrid.tsx';
import type { GiftOfferContent } from '#client/components/marketing/GiftOffer.tsx';
import type { HeroContent } from '#client/components/marketing/Hero.tsx';
import type { PlanTableContent } from '#client/components/marketing/PlanTable.tsx';
import type { ProseContent } from '#client/components/marketing/Prose.tsx';
import type { TestimonialContent } from '#client/components/marketing/Testimonial.tsx';
import type { PageImageSlot } from '#core/domain/images/page-slots.ts';
import type { RouteName } from '#core/routes/table.ts';

export type MarketingSection =
  | ({ kind: 'features' } & FeatureGridContent)
  | ({ kind: 'plans' } & PlanTableContent)
  | ({ kind: 'testimonial' } & TestimonialContent)
  | ({ kind: 'prose' } & ProseContent)
  | ({ kind: 'cta' } & CallToActionContent)
  /** The product can be given: a link to its gifting page. */
  | ({ kind: 'gift' } & GiftOfferContent)
  /** The FAQ of this slug from the D1 copy (SPEC §7 GET /faqs?slug=…); nothing when there is none. */
  | { kind: 'faq'; slug: string; heading?: string }
  /** The genealogists of the team (SPEC §9), from the D1 copy. */
  | { kind: 'researchers'; heading: string }
  /** The company's meta (SPEC §1). */
  | { kind: 'contact'; heading?: string };

export interface MarketingContent {
  route: RouteName;
  title: string;
  description: string;
  hero: HeroContent;
  /** The hero's picture: the CMS's page-imagery slot editors set it in (docs/decisions/061). */
  imageSlot?: PageImageSlot;
  /** A legal page's effective date, shown under its heading. */
  updated?: string;
  sections: readonly MarketingSection[];
}

/** The store slugs a page's plan tables sell, in order, each once. */
export const planSlugs = (content: MarketingContent) => [
  ...new Set(content.sections.flatMap((s) => (s.kind === 'plans' ? s.plans.map((p) => p.slug) : []))),
];

export const faqSlug = (content: MarketingContent) => content.sections.find((s) => s.kind === 'faq')?.slug ?? null;

export const hasResearchers = (content: MarketingContent) => content.sections.some((s) => s.kind === 'researchers');
