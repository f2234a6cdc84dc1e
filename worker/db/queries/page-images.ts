// The pictures editors set for the site's own pages (docs/decisions/061), from the D1 copy.
import { inArray } from 'drizzle-orm';
import type { PageImageSlot } from '#core/domain/images/page-slots.ts';
import type { PageImage } from '#core/views.ts';
import type { ContentDb } from '#worker/db/client.ts';
import { pageImages } from '#worker/db/schema.ts';

const columns = {
  slot: pageImages.slot,
  imageUrl: pageImages.imageUrl,
  imageAlt: pageImages.imageAlt,
  imageWidth: pageImages.imageWidth,
  imageHeight: pageImages.imageHeight,
  imageSrcset: pageImages.imageSrcset,
  imageFocalX: pageImages.focalX,
  imageFocalY: pageImages.focalY,
};

export function pageImagesOf(db: ContentDb, slots: readonly PageImageSlot[]) {
  return db
    .select(columns)
    .from(pageImages)
    .where(inArray(pageImages.slot, [...slots]));
}

/** The pictures of these slots; a slot without one is missing (its page shows none). */
export async function pageImagesFor<S extends PageImageSlot>(
  db: ContentDb,
  slots: readonly S[],
): Promise<Partial<Record<S, PageImage>>> {
  const rows = await pageImagesOf(db, slots);
  return Object.fromEntries(rows.map(({ slot, ...image }) => [slot, image])) as Partial<Record<S, PageImage>>;
}
