'use strict';

// The content a team of editors leaves behind after a few years, created through Strapi 5's
// document service (validation, draft & publish, components, uploads and their formats) on a
// fresh database: the same records as the Strapi v3 project's seed (tests/contract/strapi/seed),
// case for case, in Strapi 5's words. Each case the site's sync must take (issues 6 and 38) is
// marked CASE next to the record that carries it; the contract tests look those records up by
// their slug or title. A relation names a document by its documentId, a media field a file by
// its id; `published_at: null` keeps a document a draft (never published), as in v3; the
// editors' article date, v3's `publishedAt`, is `article_date` (Strapi 5 keeps `publishedAt`).
const { makeImages } = require('./images');
// The generated titles and slugs are v3's, so both projects hold the same blog.
const { title: generatedTitle, slugify } = require('../../../strapi/seed/words');

const MARKDOWN = (image) =>
  [
    'Every box that reaches the lab tells a story. Here is **what we check first**, and _why_ it matters.',
    '## What to know before you start',
    '- Label each tape on its sleeve\n- Rewind anything that stopped halfway\n- Set aside tapes with mould',
    '> The best time to digitize was twenty years ago. The second best time is today.',
    `![A shelf of tapes](${image.url})`,
    'Read the [full packing guide](https://www.forever-memories.example/guides/packing) or use `Ctrl+F` to find your format.',
    '<p class="note">This paragraph was pasted as <b>HTML</b> into the Markdown editor.</p>',
    '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="How we digitize tapes"></iframe>',
  ].join('\n\n');

const uid = (model) => `api::${model}.${model}`;

/** A document, published unless `published_at` is null (a type without draft & publish has one version). */
async function create(model, { published_at, ...data }) {
  const documents = strapi.documents(uid(model));
  return documents.create({ data, ...(published_at === null ? {} : { status: 'published' }) });
}

async function seedBlog(images) {
  const tags = {};
  for (const [slug, name] of [
    ['vhs', 'VHS & Camcorder'],
    ['film', 'Home Movie Film'],
    ['slides', 'Slides & Negatives'],
    ['photo-books', 'Photo Books'],
    ['genealogy', 'Genealogy'],
    ['gifts', 'Gifts'],
    ['audio', 'Audio'],
    ['organizing', 'Organizing'],
  ]) {
    tags[slug] = await create('blog-tag', { slug, name });
  }

  const authors = {
    margaret: await create('blog-author', {
      name: 'Margaret Okafor',
      slug: 'margaret-okafor',
      bio: 'Runs the digitization lab.',
      avatar: images.portrait.id,
    }),
    hank: await create('blog-author', {
      name: 'Hank Whitaker',
      slug: 'hank-whitaker',
      bio: 'Film specialist.',
      avatar: images.film.id,
    }),
    // CASE nulls: an author whose bio and avatar were never filled in.
    priya: await create('blog-author', { name: 'Priya Raman', slug: 'priya-raman', bio: null, avatar: null }),
    sofia: await create('blog-author', {
      name: 'Sofia Lindqvist',
      slug: 'sofia-lindqvist',
      bio: 'Designs photo books.',
    }),
    // CASE drafts: draft & publish is on for authors, and this one was never published.
    guest: await create('blog-author', {
      name: 'Guest Writers',
      slug: 'guest-writers',
      bio: 'Stories from customers.',
      published_at: null,
    }),
  };

  const categories = {
    digitizing: await create('blog-category', {
      name: 'Digitizing',
      slug: 'digitizing',
      description: 'Tapes, film and slides.',
      show_in_nav: true,
      order: 1,
    }),
    projects: await create('blog-category', {
      name: 'Photo Projects',
      slug: 'photo-projects',
      description: 'Books and prints.',
      show_in_nav: true,
      order: 2,
    }),
    history: await create('blog-category', {
      name: 'Family History',
      slug: 'family-history',
      description: null,
      show_in_nav: true,
      order: 3,
    }),
    // CASE nulls: order and nav switch left empty.
    news: await create('blog-category', {
      name: 'Events & News',
      slug: 'events-and-news',
      description: null,
      show_in_nav: null,
      order: null,
    }),
    // CASE drafts: a category still in draft, with posts already pointing at it.
    archive: await create('blog-category', {
      name: 'From the Archive',
      slug: 'from-the-archive',
      description: 'Old favourites.',
      show_in_nav: true,
      order: 0,
      published_at: null,
    }),
  };

  const categoryList = [categories.digitizing, categories.projects, categories.history, categories.news];
  const authorList = [authors.margaret, authors.hank, authors.sofia, authors.priya];
  const tagList = Object.values(tags);
  const posts = [];
  // 108 posts: more than one default page (100) and more than two capped pages (50).
  for (let n = 0; n < 108; n++) {
    const day = new Date(Date.UTC(2023, 0, 1) + n * 9 * 86_400_000);
    const title = generatedTitle(n);
    posts.push({
      title,
      slug: slugify(title),
      description: `Notes on ${title.toLowerCase()}.`,
      content:
        n % 5 === 0
          ? MARKDOWN(images.hero)
          : `${title} is one of the questions we hear most.\n\n## In short\n\nStart with **the oldest** first.`,
      // CASE article_date vs publishedAt: the article date, set by the editor (v3's publishedAt).
      article_date: n % 11 === 3 ? null : day.toISOString(),
      post_image: n % 3 === 0 ? images.hero.id : n % 3 === 1 ? images.slides.id : null,
      tag: tagList[n % tagList.length].documentId,
      author: authorList[n % authorList.length].documentId,
      category: categoryList[n % categoryList.length].documentId,
      // CASE drafts: every thirteenth post is unpublished.
      ...(n % 13 === 7 ? { published_at: null } : {}),
    });
  }
  Object.assign(posts[4], { slug: '8mm_or_super_8', title: '8mm or Super 8? How to Tell Your Reels Apart' }); // CASE slugs
  Object.assign(posts[8], { slug: 'Grandmas-Kodachrome.Summer~1960', title: "Grandma's Kodachrome Summer of 1960" }); // CASE slugs
  // CASE article_date vs publishedAt: written in 2025, published in Strapi today.
  Object.assign(posts[10], {
    slug: 'written-in-2025-published-today',
    title: 'Written in 2025, Published Today',
    article_date: '2025-03-14T09:00:00.000Z',
  });
  Object.assign(posts[12], { category: null, slug: 'no-category-post', title: 'A Post With No Category' }); // CASE nulls
  Object.assign(posts[13], { author: null, slug: 'no-author-post', title: 'A Post With No Author' }); // CASE nulls
  Object.assign(posts[14], {
    author: authors.guest.documentId,
    slug: 'by-the-draft-author',
    title: 'Written by the Draft Author',
  }); // CASE relation to a draft
  Object.assign(posts[15], {
    category: categories.archive.documentId,
    slug: 'in-the-draft-category',
    title: 'Filed in the Draft Category',
  }); // CASE relation to a draft
  Object.assign(posts[16], {
    slug: 'markdown-showcase',
    title: 'What Happens to a Tape in Our Lab',
    content: MARKDOWN(images.hero),
  }); // CASE Markdown
  // CASE a title only a tolerant reader survives: one 96-character word.
  Object.assign(posts[17], {
    slug: 'very-long-word',
    title: `The ${'Supercalifragilisticexpialidocious'.repeat(2)}Camcorderminidigital Problem`,
  });
  // CASE a record that truly cannot be used: its title was cleared.
  Object.assign(posts[18], { slug: 'cleared-title', title: '' });
  // CASE drafts: a draft with title and slug but no content yet.
  Object.assign(posts[20], { slug: 'empty-draft', title: 'An Empty Draft', content: '', published_at: null });
  // CASE (Strapi 5 only) a published post whose draft holds edits not yet published (below).
  Object.assign(posts[22], { slug: 'published-with-draft-edits', title: 'Published With Draft Edits' });

  const created = [];
  for (const post of posts) created.push(await create('blog-post', post));
  await strapi.documents(uid('blog-post')).update({
    documentId: created[22].documentId,
    data: { title: 'Published With Draft Edits (Not Yet Published)', description: 'An edit not yet published.' },
  });
  // CASE single types: the featured post is set (to a published post).
  await create('blog-post-featured', { blog_post: created[16].documentId });
  return created;
}

async function seedP2p(images) {
  const tags = [];
  for (const [slug, name] of [
    ['layering', 'Layering'],
    ['templates', 'Templates'],
    ['journaling', 'Journaling'],
    ['colour', 'Colour'],
    ['heritage', 'Heritage'],
    ['holiday', 'Holiday'],
  ]) {
    tags.push(await create('p-2-p-tag', { slug, name }));
  }
  const authors = [
    await create('p-2-p-author', {
      name: 'Whitney Calder',
      slug: 'whitney-calder',
      bio: 'Writes the challenges.',
      avatar: images.portrait.id,
    }),
    await create('p-2-p-author', { name: 'Marcus Delgado', slug: 'marcus-delgado', bio: null }),
    await create('p-2-p-author', { name: 'Ann-Marie Fox', slug: 'ann-marie-fox', bio: 'Designs blueprints.' }),
  ];
  const categories = [
    await create('p-2-p-category', { name: 'Scrapbooking', slug: 'scrapbooking', show_in_search: true }),
    await create('p-2-p-category', { name: 'Photo Editing', slug: 'photo-editing', show_in_search: true }),
    await create('p-2-p-category', { name: 'Monthly Challenges', slug: 'monthly-challenges', show_in_search: false }),
    // CASE nulls: the search switch left empty.
    await create('p-2-p-category', { name: 'Live Classes', slug: 'live-classes', show_in_search: null }),
  ];
  const types = ['agenda', 'challenge', 'tip', 'blueprint', 'video'];
  const posts = [];
  for (let n = 0; n < 14; n++) {
    const title =
      ['November Agenda', 'Gratitude Challenge', 'Drop Shadows', 'Family Tree Spread', 'Getting Started With Artisan'][
        n % 5
      ] + (n >= 5 ? ` ${Math.floor(n / 5) + 1}` : '');
    posts.push({
      title,
      slug: slugify(title),
      description: `About ${title.toLowerCase()}.`,
      content: `Try it on a page this week.\n\n## Steps\n\n1. Open Artisan\n2. Pick a **blueprint**\n3. Share it with the tag _#${tags[n % tags.length].slug}_`,
      type: types[n % 5],
      member_only: n % 3 === 0,
      video_url: types[n % 5] === 'video' ? `https://videos.forever-memories.example/p2p/${slugify(title)}` : null,
      // CASE dates: a challenge's dates are date fields; the second challenge never got an end.
      challenge_starts_on: types[n % 5] === 'challenge' ? `2025-0${(n % 9) + 1}-01` : null,
      challenge_ends_on: types[n % 5] === 'challenge' && n !== 11 ? `2025-0${(n % 9) + 1}-28` : null,
      // CASE components: a blueprint's parts, one of them never given its file.
      blueprint_parts:
        types[n % 5] === 'blueprint'
          ? [
              { name: 'Layout sheet', file: images.slides.id },
              { name: 'Journaling cards', file: null },
            ]
          : [],
      // CASE dates: article_date is a date field here ("2025-04-01").
      article_date: new Date(Date.UTC(2025, 3, 1) + n * 14 * 86_400_000).toISOString().slice(0, 10),
      image: n % 2 === 0 ? images.slides.id : null,
      author: authors[n % 3].documentId,
      category: categories[n % 4].documentId,
      tags: [tags[n % tags.length].documentId, tags[(n + 2) % tags.length].documentId],
      ...(n === 13 ? { published_at: null } : {}),
    });
  }
  Object.assign(posts[6], { slug: null, title: 'A Post Whose Slug Was Never Filled' }); // CASE slugs: null slug
  Object.assign(posts[7], {
    type: null,
    member_only: null,
    tags: [],
    slug: 'no-type-no-tags',
    title: 'No Type, No Tags',
  }); // CASE nulls
  for (const post of posts) await create('p-2-p-post', post);
  // CASE single types: the homepage pinned posts are never set, so GET answers 404.

  const slides = [
    {
      title: 'Welcome',
      subtitle: 'Classes and challenges.',
      link_url: '/pixels2pages/posts',
      image: images.slides.id,
      order: 1,
    },
    // CASE loose values: a link typed without its scheme.
    { title: 'Our Story', subtitle: null, link_url: 'www.example.org/story', image: null, order: null },
    {
      title: 'Holiday Classes',
      subtitle: 'Sign-ups open soon.',
      link_url: 'https://www.forever-memories.example/classes',
      image: images.hero.id,
      order: 3,
      published_at: null,
    },
    { title: 'Unsafe Link', subtitle: '', link_url: 'javascript:alert(1)', image: null, order: 4 },
  ];
  for (const slide of slides) await create('p-2-p-homepage-slide', slide);

  const tips = [
    { title: 'Credit the kit', body: 'Mention the **kit** you used.', order: 1 },
    { title: 'Tag the challenge', body: 'Add the challenge tag.\n\n> It puts your page in the gallery.', order: null },
    { title: 'Share at full size', body: null, order: 3 },
    { title: 'Print your favourites', body: 'Coming soon.', order: 4, published_at: null },
  ];
  for (const tip of tips) await create('p-2-p-sharing-tip', tip);
}

async function seedEvents(images) {
  const events = [
    {
      title: 'Preserve & Share Summit 2027',
      slug: 'preserve-and-share-summit-2027',
      description: 'Three days of classes.',
      starts_at: '2027-04-15T13:00:00.000Z',
      ends_at: '2027-04-17T22:00:00.000Z',
      // CASE loose values: a time zone typed in lower case.
      time_zone: 'america/new_york',
      location: 'Pittsburgh, PA',
      badgeText: 'Early bird ends soon',
      hero_image: images.event.id,
      // CASE loose values: a colour typed without #, and one in capitals.
      event_theme: { pattern: 'pattern_03', primary_color: '355070', secondary_color: '#E09F3E' },
      tickets: [
        { name: 'Early Bird Pass', store_sku: 'EVT-PSS27-EARLY', is_early_bird: true },
        { name: 'Full Pass', store_sku: 'EVT-PSS27-GA', is_early_bird: false },
        // CASE nulls: a ticket added after its fields were (see below).
        { name: 'Recording Only', store_sku: 'EVT-PSS27-REC' },
      ],
      sections: [
        {
          __component: 'event.agenda',
          title: 'Agenda',
          items: [
            { time: 'Thursday 9:00', title: 'Keynote', description: 'Why every archive needs a plan.' },
            { time: 'Friday 10:00', title: 'Design studio', description: null },
          ],
        },
        {
          __component: 'event.info-card',
          title: 'Where to stay',
          body: 'A room block at the **Westin**. Use code `FOREVER27`.',
        },
        { __component: 'event.video', title: 'Highlights', url: 'videos.forever-memories.example/summit-2026' },
        {
          __component: 'event.faqs',
          title: 'Questions',
          items: [
            { question: 'Is lunch included?', answer: 'Yes, **all three days**.' },
            { question: 'Parking?', answer: null },
          ],
        },
        {
          __component: 'event.cancellation',
          title: 'Cancellation',
          body: 'Refundable until 30 days before.\n\n- 50% until 7 days before\n- Transferable any time',
        },
      ],
    },
    {
      // CASE nulls: no theme, no image, no tickets, no sections, no end.
      title: 'Ambassador Meetup',
      slug: 'ambassador-meetup',
      description: null,
      starts_at: '2027-01-20T18:00:00.000Z',
      ends_at: null,
      time_zone: null,
      location: null,
      badgeText: null,
      event_theme: null,
      tickets: [],
      sections: [],
    },
    {
      title: 'Fall Heritage Workshop',
      slug: 'fall-heritage-workshop',
      description: 'A one-day workshop.',
      starts_at: '2027-10-09T13:00:00.000Z',
      // Its time zone left to the field's default, the company's.
      event_theme: { pattern: 'pattern_16', primary_color: '#2f5d62', secondary_color: '#d4a373' },
      tickets: [{ name: 'Seat', store_sku: 'EVT-FHW27-GA', is_early_bird: false }],
      sections: [{ __component: 'event.info-card', title: 'Save the date', body: 'Details in the spring.' }],
      published_at: null,
    },
  ];
  for (const event of events) await create('event', event);
  // CASE nulls: Strapi answers null for a component field that was added after the component
  // rows existed (here store_sku and is_early_bird): the database column is NULL for them.
  // Strapi 5 keeps a published event's components apart from its draft's: both rows are NULL.
  await strapi.db
    .connection('components_event_tickets')
    .where({ name: 'Recording Only' })
    .update({ store_sku: null, is_early_bird: null });
}

async function seedCompany(images) {
  const team = [
    {
      first_name: 'Eleanor',
      last_name: 'Whitfield',
      title: 'Chief Executive Officer',
      category: 'leadership',
      bio: 'Started the company.',
      photo: images.portrait.id,
    },
    { first_name: 'Daniel', last_name: 'Brooks', title: 'Lead Genealogist', category: 'family_research', bio: null },
    {
      first_name: 'Helen',
      last_name: 'Kowalski',
      title: 'Genealogist',
      category: 'family_research',
      bio: 'Reads Polish records.',
    },
    // CASE nulls: category and title left empty.
    { first_name: 'Noah', last_name: 'Abernathy', title: null, category: null, bio: null },
    // CASE drafts: a new hire, not published.
    {
      first_name: 'Ivy',
      last_name: 'Chen',
      title: 'Archivist',
      category: 'lab',
      bio: 'Joins in January.',
      published_at: null,
    },
  ];
  for (const member of team) await create('team-member', member);

  const press = [
    {
      title: 'Second Digitization Lab Opens',
      slug: 'second-digitization-lab-opens',
      summary: 'Capacity doubles.',
      content: '**PITTSBURGH** — A new lab opens.\n\n### About us\n\nWe preserve memories.',
      image: images.hero.id,
      article_date: '2026-10-15',
    },
    // CASE slugs: typed by hand with an underscore and a tilde.
    {
      title: 'Glass Plate Grant',
      slug: 'press_2031~glass-plate-grant',
      summary: '2,031 glass plates.',
      content: 'A grant to scan **2,031** glass plate negatives.',
      image: null,
      article_date: '2026-02-03',
    },
    {
      title: 'Facial Recognition Launch',
      slug: 'facial-recognition-launch',
      summary: null,
      content: null,
      article_date: null,
    },
    {
      title: '2027 Product Preview',
      slug: '2027-product-preview',
      summary: 'Coming next year.',
      content: 'Not yet.',
      article_date: '2026-12-01',
      published_at: null,
    },
  ];
  for (const release of press) await create('press-release', release);

  const news = [
    {
      title: 'Saving Home Movies',
      slug: 'saving-home-movies',
      source: 'Post Ledger',
      url: 'https://www.postledger.example/2026/saving-home-movies',
      summary: 'A lab visit.',
      image: images.film.id,
    },
    // CASE loose values: a link pasted without its scheme.
    {
      title: 'The Business of Nostalgia',
      slug: 'the-business-of-nostalgia',
      source: 'Keystone Weekly',
      url: 'www.keystonebusiness.example/nostalgia',
      summary: null,
    },
    // CASE nulls: no link and no slug yet.
    { title: 'Radio Interview', slug: null, source: 'WPGH', url: null, summary: null },
    {
      title: 'Embargoed Story',
      slug: 'embargoed-story',
      source: 'Morning Record',
      url: 'https://morningrecord.example/embargoed',
      summary: 'Soon.',
      published_at: null,
    },
  ];
  for (const article of news) await create('news-article', article);

  const faqs = [
    {
      slug: 'digital-conversion',
      faq: [
        { question: 'How long does it take?', answer: 'Usually **6 to 8 weeks**.' },
        { question: 'Do you digitize Betamax?', answer: null },
        { question: 'Broken tapes?', answer: 'We repair them. See [repairs](/digital-conversion).' },
      ],
    },
    {
      slug: 'cloud-storage',
      faq: [{ question: 'How much free storage?', answer: '2GB, permanent after your first purchase.' }],
    },
    {
      slug: 'gifting',
      faq: [{ question: 'Can I schedule a gift?', answer: 'Yes: choose _later_.' }],
      published_at: null,
    },
  ];
  for (const faq of faqs) await create('faq', faq);
}

async function seedPageImagery(images) {
  // CASE single types with components: the pictures of the site's own pages, each an
  // imagery.picture (image, focal_x, focal_y). A focal point left empty, a slot whose component
  // has no image, and slots never filled (null).
  await create('page-imagery', {
    home_hero: { image: images.hero.id, focal_x: 50, focal_y: 70 },
    home_digitize: { image: images.film.id, focal_x: null, focal_y: null },
    home_preserve: { image: null, focal_x: 20, focal_y: 20 },
    digitization_hero: { image: images.slides.id, focal_x: 0, focal_y: 100 },
    story_hero: { image: images.event.id, focal_x: 35, focal_y: 40 },
  });
}

/** Fills an empty database; a database that has posts is left alone. */
module.exports = async function seed() {
  if ((await strapi.db.query(uid('blog-post')).count()) > 0) return false;
  const images = await makeImages(strapi);
  await seedBlog(images);
  await seedP2p(images);
  await seedEvents(images);
  await seedCompany(images);
  await seedPageImagery(images);
  return true;
};
