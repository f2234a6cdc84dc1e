import { CmsImage } from '#client/components/CmsImage.tsx';
import { HeroPanel } from '#client/components/marketing/HeroPanel.tsx';
import { PersonalWidget } from '#client/components/personal/PersonalWidget.tsx';
import { PostGrid } from '#client/components/posts/PostCard.tsx';
import type { ChromeData } from '#client/layouts/chrome.ts';
import type { PageImageSlot } from '#core/domain/images/page-slots.ts';
import { blogLinks } from '#core/domain/post-links.ts';
import { pathTo } from '#core/routes/paths.ts';
import type { PageImage, PostSummary } from '#core/views.ts';

export const HOME_HEAD = {
  title: 'Digitize, preserve and print your family memories',
  description:
    'Send us your video tapes, film, photos and slides in our box: we digitize them, keep them safe in ' +
    'permanent cloud storage, and turn them into photo books, prints and gifts.',
} as const;

const OFFERS = [
  {
    slot: 'home-digitize',
    eyebrow: 'Digitize',
    title: 'Tapes, film, photos and slides, saved',
    text:
      'Fill our box with video tapes, audio, film reels, photos, slides and negatives. We digitize every one by ' +
      'hand and send the originals back.',
    href: pathTo('digital-conversion'),
    cta: 'See how it works',
  },
  {
    slot: 'home-preserve',
    eyebrow: 'Preserve & Share',
    title: 'Permanent cloud storage',
    text:
      'Keep every digitized memory in storage that lasts, organised by people and albums, and share it with the ' +
      'whole family.',
    href: pathTo('preserve-and-share'),
    cta: 'Explore storage',
  },
  {
    slot: 'home-create',
    eyebrow: 'Create & Print',
    title: 'Photo books, cards and gifts',
    text:
      'Design photo books, calendars, canvas prints, mugs, blankets and more from your own pictures, printed and ' +
      'shipped to your door.',
    href: pathTo('create-and-print'),
    cta: 'Start creating',
  },
  {
    slot: 'home-club',
    eyebrow: 'Forever Club',
    title: 'A membership for memory keepers',
    text: 'Club members get more out of every order. Join the club and keep saving as you digitize, store and print.',
    href: pathTo('forever-club'),
    cta: 'Join the club',
  },
] as const satisfies readonly {
  slot: PageImageSlot;
  eyebrow: string;
  title: string;
  text: string;
  href: string;
  cta: string;
}[];

/** The pictures editors set for the home page (docs/decisions/061). */
export const HOME_IMAGE_SLOTS = ['home-hero', ...OFFERS.map((o) => o.slot)] as const;
export type HomeImages = Partial<Record<(typeof HOME_IMAGE_SLOTS)[number], PageImage>>;

/** An offer card's width: one column on phones, two from `sm`, four from `md` (in `page-width`). */
const OFFER_SIZES =
  '(min-width: 1200px) 258px, (min-width: 992px) calc((100vw - 120px) / 4), (min-width: 768px) calc((100vw - ' +
  '72px) / 2), calc(100vw - 32px)';

const STEPS = [
  {
    title: 'Order your box',
    text: 'Tell us what you have, or estimate it item by item. Your box arrives with prepaid labels.',
  },
  { title: 'Send your memories', text: 'Pack your tapes, film and photos and ship them back, tracked all the way.' },
  {
    title: 'Relive them',
    text: 'Your files arrive in your gallery, ready to watch, share and print. Your originals come home.',
  },
] as const;

/** The front door: what the company does, how the box works, the guarantee, the newest stories. */
export function HomePage({ posts, images, chrome }: { posts: PostSummary[]; images: HomeImages; chrome: ChromeData }) {
  const hero = images['home-hero'];
  return (
    <>
      <HeroPanel
        image={hero}
        labelledBy="home-title"
        textClassName={
          hero ? 'px-6 py-10 sm:px-10 md:py-20' : 'mx-auto max-w-3xl px-6 py-14 text-center sm:px-10 md:py-20'
        }
      >
        {/* The visitor's own: a slot in the page every visitor shares (docs/decisions/056). */}
        <PersonalWidget name="welcome" chrome={chrome} />
        <p className={'text-sm font-semibold uppercase tracking-widest text-accent-300'}>
          Digitize · Preserve · Create
        </p>
        <h1 id="home-title" className="mt-3 text-4xl font-bold leading-tight tracking-tight sm:text-5xl">
          Your family’s memories, saved for good
        </h1>
        <p className="mt-5 text-lg text-slate-200 sm:text-xl">
          Send us your old tapes, film, photos and slides in our box. We turn them into digital files you keep forever,
          share with family and print into books and gifts.
        </p>
        <div className={`mt-8 flex flex-wrap gap-3 ${hero ? '' : 'justify-center'}`}>
          <a href={pathTo('digital-conversion')} className="btn-primary">
            Digitize your memories
          </a>
          <a
            href={pathTo('digital-conversion-estimator')}
            className="btn border-white/40 text-white hover:border-white"
          >
            Estimate your box
          </a>
        </div>
      </HeroPanel>

      <section aria-labelledby="offers-title" className="py-16">
        <h2 id="offers-title" className="heading-2 text-center">
          Everything your memories need
        </h2>
        <ul className="mt-10 grid list-none gap-6 p-0 sm:grid-cols-2 md:grid-cols-4">
          {OFFERS.map((offer) => (
            <li key={offer.href} className="card">
              {images[offer.slot] ? (
                <CmsImage
                  image={images[offer.slot]!}
                  sizes={OFFER_SIZES}
                  decorative
                  ratio="4/3"
                  className="block w-full"
                />
              ) : null}
              <div className="card-body">
                <p className="eyebrow">{offer.eyebrow}</p>
                <h3 className="heading-3">
                  <a href={offer.href} className="card-link">
                    {offer.title}
                  </a>
                </h3>
                <p className="text-sm text-slate-600">{offer.text}</p>
                <p className="mt-auto pt-2 text-sm font-semibold text-brand-700" aria-hidden="true">
                  {offer.cta} →
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="steps-title" className="rounded-2xl bg-slate-50 px-6 py-12 sm:px-10">
        <h2 id="steps-title" className="heading-2 text-center">
          How the box works
        </h2>
        <ol className="mt-10 grid list-none gap-8 p-0 md:grid-cols-3">
          {STEPS.map((step, i) => (
            <li key={step.title} className="text-center">
              <span
                aria-hidden="true"
                className={
                  'mx-auto flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 font-bold ' +
                  'text-white'
                }
              >
                {i + 1}
              </span>
              <h3 className="heading-3 mt-4">{step.title}</h3>
              <p className="mt-2 text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
        <p className="mt-10 text-center">
          <a href={pathTo('digital-conversion-track-my-box')} className="btn-secondary">
            Track my box
          </a>
        </p>
      </section>

      <section aria-labelledby="guarantee-title" className="py-16 text-center">
        <h2 id="guarantee-title" className="heading-2">
          Handled with care, guaranteed
        </h2>
        <p className="lead mx-auto mt-4 max-w-2xl">
          Your originals are tracked from your door to our studio and back, and every file is checked by a person before
          it reaches you. If something is not right, we make it right.
        </p>
        <p className="mt-6">
          <a href={pathTo('guarantee')} className="font-semibold">
            Read our guarantee
          </a>
        </p>
      </section>

      {posts.length > 0 ? (
        <section aria-labelledby="stories-title" className="border-t border-slate-200 pt-16" data-testid="home-posts">
          <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
            <h2 id="stories-title" className="heading-2">
              New on the blog
            </h2>
            <a href={blogLinks.home()} className="font-semibold">
              Read the blog
            </a>
          </div>
          <PostGrid posts={posts} links={blogLinks} headingLevel={3} />
        </section>
      ) : null}
    </>
  );
}
