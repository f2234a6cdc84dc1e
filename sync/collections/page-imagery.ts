// The page-imagery single type (docs/decisions/061): a row per slot that has a picture, keyed by
// the slot's name as the site's pages ask for it (`home_hero` is `home-hero`).
import * as records from '#sync/cms/records.ts';
import { imageColumns } from '#sync/map/media.ts';
import { pageImages } from '#worker/db/schema.ts';
import { defineCollection, populateOf, rowsOf } from './define.ts';

/** The record's id in the table: a single type has one record. */
const IMAGERY_ID = 1;

export const pageImageryCollection = defineCollection({
  name: 'page-imagery',
  // Each slot's image is media inside its picture component.
  source: {
    kind: 'single',
    path: '/page-imagery',
    populate: populateOf(Object.fromEntries(records.PAGE_IMAGE_FIELDS.map((field) => [field, '*' as const]))),
  },
  model: 'page-imagery',
  schema: records.PageImagery,
  tables: [{ table: pageImages, groupBy: 'imageryId', countsTowardRecord: true }],
  map(r, ctx) {
    return [
      rowsOf(
        pageImages,
        records.PAGE_IMAGE_FIELDS.flatMap((field) => {
          const picture = r[field];
          const image = imageColumns(picture?.image ?? null, ctx.cmsUrl);
          if (!picture || image.imageUrl === null) return [];
          return [
            {
              imageryId: IMAGERY_ID,
              slot: field.replace(/_/g, '-'),
              ...image,
              focalX: picture.focalX,
              focalY: picture.focalY,
            },
          ];
        }),
      ),
    ];
  },
});
