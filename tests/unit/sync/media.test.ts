// Media from the CMS: absolute URLs, and a srcset from the size variants for cards and heroes.
import { describe, expect, it } from 'vitest';
import { readMedia } from '#sync/cms/read.ts';
import { avatarColumns, imageColumns } from '#sync/map/media.ts';
import { absoluteMediaUrl } from '#sync/map/urls.ts';

const cms = 'http://127.0.0.1:8788';

describe('absoluteMediaUrl', () => {
  it('prefixes a root-relative upload with the CMS base, keeping a path prefix', () => {
    expect(absoluteMediaUrl('/uploads/a.svg', cms)).toBe('http://127.0.0.1:8788/uploads/a.svg');
    expect(absoluteMediaUrl('/uploads/a.svg', `${cms}/`)).toBe('http://127.0.0.1:8788/uploads/a.svg');
    expect(absoluteMediaUrl('/uploads/a b.png', 'https://example.com/cms/')).toBe(
      'https://example.com/cms/uploads/a%20b.png',
    );
    expect(absoluteMediaUrl('uploads/a.png', 'https://example.com/cms')).toBe('https://example.com/cms/uploads/a.png');
  });

  it('keeps absolute http(s) urls (a CDN) and completes protocol-relative ones', () => {
    expect(absoluteMediaUrl('https://cdn.example.com/x.jpg', cms)).toBe('https://cdn.example.com/x.jpg');
    expect(absoluteMediaUrl('//cdn.example.com/x.jpg', 'https://cms.example.com')).toBe(
      'https://cdn.example.com/x.jpg',
    );
  });

  it('gives no url for other schemes', () => {
    expect(absoluteMediaUrl('javascript:alert(1)', cms)).toBeNull();
    expect(absoluteMediaUrl('data:image/png;base64,AAAA', cms)).toBeNull();
  });
});

describe('imageColumns', () => {
  const upload = readMedia({
    id: 17,
    url: '/uploads/photo.jpg',
    alternativeText: ' A photo ',
    width: 1200,
    height: 800,
    formats: {
      large: { url: '/uploads/large_photo.jpg', width: 1000, height: 667 },
      small: { url: '/uploads/small_photo.jpg', width: 500, height: 333 },
      thumbnail: { url: '/uploads/thumbnail_photo.jpg', width: 234, height: 156 },
      broken: { url: null, width: 10 },
    },
  });

  it('builds a srcset from the variants and the original, narrowest first', () => {
    expect(imageColumns(upload, cms)).toEqual({
      imageId: 17,
      imageUrl: `${cms}/uploads/photo.jpg`,
      imageAlt: 'A photo',
      imageWidth: 1200,
      imageHeight: 800,
      imageSrcset:
        `${cms}/uploads/thumbnail_photo.jpg 234w, ${cms}/uploads/small_photo.jpg 500w, ` +
        `${cms}/uploads/large_photo.jpg 1000w, ${cms}/uploads/photo.jpg 1200w`,
    });
  });

  it('has no srcset without variants or without the original width', () => {
    expect(
      imageColumns(readMedia({ url: '/uploads/a.png', width: 300, height: 200, formats: null }), cms).imageSrcset,
    ).toBeNull();
    expect(
      imageColumns(readMedia({ url: '/uploads/a.png', formats: { small: { url: '/uploads/s.png', width: 500 } } }), cms)
        .imageSrcset,
    ).toBeNull();
  });

  it('is all null for no media, an empty media object or a file without url', () => {
    for (const none of [null, {}, { url: '' }, [], 'x']) expect(imageColumns(readMedia(none), cms).imageUrl).toBeNull();
  });

  it('takes the first file of a multiple media field', () => {
    expect(imageColumns(readMedia([{ url: '/uploads/1.png' }, { url: '/uploads/2.png' }]), cms).imageUrl).toBe(
      `${cms}/uploads/1.png`,
    );
  });

  it('picks the narrowest variant that is sharp enough as an avatar', () => {
    expect(avatarColumns(upload, cms)).toEqual({ avatarId: 17, avatarUrl: `${cms}/uploads/thumbnail_photo.jpg` });
    expect(avatarColumns(upload, cms, 300).avatarUrl).toBe(`${cms}/uploads/small_photo.jpg`);
    expect(avatarColumns(readMedia({ url: '/uploads/a.png' }), cms)).toEqual({
      avatarId: null,
      avatarUrl: `${cms}/uploads/a.png`,
    });
    expect(avatarColumns(null, cms)).toEqual({ avatarId: null, avatarUrl: null });
  });
});
