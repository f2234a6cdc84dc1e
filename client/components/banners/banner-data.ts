// What the banners show, apart from the slot that renders them (Banners.tsx): the personal widgets
// that fill them in (components/personal) read these types, and Banners.tsx reads those parts.
import type { Impersonating } from '#core/domain/impersonation.ts';
import type { StoreInfoView } from '#core/domain/store-info.ts';

export type Contact = NonNullable<StoreInfoView['ambassador']>;

export interface BannerData {
  /** The date a time-travel preview shows the store as of (from its cookie), or null. */
  preview: string | null;
  /** Who acts for whom by the worker's marker cookie: shown until the session answers, and without script. */
  impersonating: Impersonating | null;
  /** The linked ambassador's contact (GET /linked_ambassador), asked only for a linked user. */
  ambassador: Promise<Contact | null>;
}
