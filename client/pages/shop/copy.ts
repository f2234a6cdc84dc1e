// What each page of the print catalogue says about itself: the catalogue's own copy by the
// store's type slug (client/components/shop/marketing/copy.ts), and the index's line.
import { copyOf } from '#client/components/shop/marketing/copy.ts';

const INDEX_COPY =
  'Photo books, cards, calendars, wall art and gifts, designed by you or by our designers and printed in the USA.';

export const placeCopy = (type: string | null) => (type === null ? INDEX_COPY : copyOf(type));
