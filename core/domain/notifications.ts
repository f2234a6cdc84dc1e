import * as v from 'valibot';
import { external } from '#core/routes/external.ts';

// SPEC §3 "Notification" and §4 "Notification destinations": where opening a notification leads.
// Every destination inside /app is a full-page navigation (a plain link), never an in-app one.

const Slugged = v.object({ slug: v.string() });

export const Notification = v.object({
  subtype: v.string(),
  sendingUser: v.optional(v.nullable(Slugged)),
  contextAlbum: v.optional(v.nullable(v.object({ slug: v.string(), shareToken: v.optional(v.nullable(v.string())) }))),
  since: v.optional(v.nullable(v.string())),
  url: v.optional(v.nullable(v.string())),
  downloadId: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  containerName: v.optional(v.nullable(v.string())),
});
export type Notification = v.InferOutput<typeof Notification>;

export type NotificationDestination =
  /** A full-page navigation (into /app, or the order's own URL). */
  | { kind: 'navigate'; href: string }
  /** The EXIF export: the downloads API fetches it by id and container (its paths are not shown in SPEC §7). */
  | { kind: 'download'; downloadId: string; containerName: string };

const SENDER_PROFILE = new Set(['friend_request', 'friend_request_accepted', 'made_account_manager']);

/** Anything we cannot place (an unknown subtype, a missing field) opens the notifications list. */
const fallback: NotificationDestination = { kind: 'navigate', href: external.notifications() };

export function notificationDestination(n: Notification): NotificationDestination {
  const sender = n.sendingUser?.slug;
  if (SENDER_PROFILE.has(n.subtype)) return sender ? { kind: 'navigate', href: external.user(sender) } : fallback;
  switch (n.subtype) {
    case 'upload_complete':
      return { kind: 'navigate', href: external.gallery() };
    case 'upload_reminder':
      return { kind: 'navigate', href: external.gallery(sender ? { uploader: sender } : undefined) };
    case 'friend_album_files_added': {
      const album = n.contextAlbum;
      if (!sender || !album) return fallback;
      return {
        kind: 'navigate',
        href: external.album(sender, album.slug, {
          since: n.since ?? undefined,
          shareToken: album.shareToken ?? undefined,
        }),
      };
    }
    case 'order_shipped':
      return n.url && /^(https?:\/\/|\/(?!\/))/.test(n.url) ? { kind: 'navigate', href: n.url } : fallback;
    case 'exif_download_ready':
      return n.downloadId != null && n.containerName
        ? { kind: 'download', downloadId: String(n.downloadId), containerName: n.containerName }
        : fallback;
    default:
      return fallback;
  }
}
