import { describe, expect, it } from 'vitest';
import { type Notification, notificationDestination } from '#core/domain/notifications.ts';

const from = (n: Partial<Notification> & { subtype: string }): Notification => ({
  sendingUser: { slug: 'jamie-lee' },
  ...n,
});

describe('notificationDestination (SPEC §4)', () => {
  it.each(['friend_request', 'friend_request_accepted', 'made_account_manager'])(
    '%s leads to the sender’s profile',
    (subtype) => {
      expect(notificationDestination(from({ subtype }))).toEqual({ kind: 'navigate', href: '/app/users/jamie-lee' });
    },
  );

  it('upload complete leads to the gallery', () => {
    expect(notificationDestination(from({ subtype: 'upload_complete' }))).toEqual({
      kind: 'navigate',
      href: '/app/gallery',
    });
  });

  it('upload reminder leads to the gallery with the uploader shown', () => {
    expect(notificationDestination(from({ subtype: 'upload_reminder' }))).toEqual({
      kind: 'navigate',
      href: '/app/gallery?uploader=jamie-lee',
    });
  });

  it('friend album files added leads to the album’s new files since the date (SPEC §2.4)', () => {
    const since = '2026-11-01T10:00:00Z';
    expect(
      notificationDestination(
        from({ subtype: 'friend_album_files_added', contextAlbum: { slug: 'summer-1998' }, since }),
      ),
    ).toEqual({
      kind: 'navigate',
      href: `/app/users/jamie-lee/albums/summer-1998/new?since=${encodeURIComponent(since)}`,
    });
    expect(
      notificationDestination(
        from({ subtype: 'friend_album_files_added', contextAlbum: { slug: 'summer-1998', shareToken: 'tok' }, since }),
      ),
    ).toEqual({
      kind: 'navigate',
      href: `/app/users/jamie-lee/albums/summer-1998/new/tok?since=${encodeURIComponent(since)}`,
    });
  });

  it('order shipped opens the order URL, never a script or protocol-relative one', () => {
    const url = 'https://www.forever-memories.example/orders/R123';
    expect(notificationDestination(from({ subtype: 'order_shipped', url }))).toEqual({ kind: 'navigate', href: url });
    expect(notificationDestination(from({ subtype: 'order_shipped', url: 'javascript:alert(1)' }))).toEqual({
      kind: 'navigate',
      href: '/app/notifications',
    });
    expect(notificationDestination(from({ subtype: 'order_shipped', url: '//evil.example/x' }))).toEqual({
      kind: 'navigate',
      href: '/app/notifications',
    });
  });

  it('exif download ready triggers a download of its file', () => {
    expect(
      notificationDestination(from({ subtype: 'exif_download_ready', downloadId: 42, containerName: 'exif-exports' })),
    ).toEqual({
      kind: 'download',
      downloadId: '42',
      containerName: 'exif-exports',
    });
  });

  it('an unknown subtype or a missing field opens the notifications list', () => {
    expect(notificationDestination(from({ subtype: 'something_new' }))).toEqual({
      kind: 'navigate',
      href: '/app/notifications',
    });
    expect(notificationDestination({ subtype: 'friend_request' })).toEqual({
      kind: 'navigate',
      href: '/app/notifications',
    });
    expect(notificationDestination(from({ subtype: 'exif_download_ready' }))).toEqual({
      kind: 'navigate',
      href: '/app/notifications',
    });
  });
});
