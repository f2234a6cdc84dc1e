// The places on the site's own pages where an editor sets the picture (the CMS's page-imagery
// single type, docs/decisions/061), as the D1 copy names them.
export const PAGE_IMAGE_SLOTS = [
  'home-hero',
  'home-digitize',
  'home-preserve',
  'home-create',
  'home-club',
  'digitization-hero',
  'storage-hero',
  'club-hero',
  'story-hero',
  'p2p-hero',
  'artisan-hero',
  'video-hero',
  'facial-recognition-hero',
  'restoration-hero',
  'family-research-hero',
  'gifts-hero',
  'valet-hero',
] as const;

export type PageImageSlot = (typeof PAGE_IMAGE_SLOTS)[number];
