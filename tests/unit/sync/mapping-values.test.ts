import { describe, expect, it } from 'vitest';
import { RecordError } from '../../../sync/map/record-error.ts';
import { absoluteMediaUrl, mediaFields, safeLinkUrl } from '../../../sync/map/urls.ts';
import { isoUtc, isoUtcOrNull, patternNumber } from '../../../sync/map/values.ts';

describe('event theme pattern → number (SPEC §9)', () => {
  it('maps pattern_01 … pattern_16 to 1 … 16', () => {
    expect(patternNumber('pattern_01')).toBe(1);
    expect(patternNumber('pattern_07')).toBe(7);
    expect(patternNumber('pattern_10')).toBe(10);
    expect(patternNumber('pattern_16')).toBe(16);
    for (let n = 1; n <= 16; n++) expect(patternNumber(`pattern_${String(n).padStart(2, '0')}`)).toBe(n);
  });

  it('refuses anything else', () => {
    for (const bad of ['pattern_00', 'pattern_17', 'pattern_7', 'pattern-07', 'PATTERN_07', '', '07']) {
      expect(() => patternNumber(bad), bad).toThrow(RecordError);
    }
  });
});

describe('media url made absolute against CMS_URL', () => {
  const cms = 'http://127.0.0.1:8788';

  it('prefixes a root-relative upload with the CMS base', () => {
    expect(absoluteMediaUrl('/uploads/a.svg', cms)).toBe('http://127.0.0.1:8788/uploads/a.svg');
    expect(absoluteMediaUrl('/uploads/a.svg', `${cms}/`)).toBe('http://127.0.0.1:8788/uploads/a.svg');
  });

  it('keeps a path prefix of the CMS base', () => {
    expect(absoluteMediaUrl('/uploads/a b.png', 'https://example.com/cms/')).toBe('https://example.com/cms/uploads/a%20b.png');
  });

  it('resolves a relative path without a leading slash under the base', () => {
    expect(absoluteMediaUrl('uploads/a.png', 'https://example.com/cms')).toBe('https://example.com/cms/uploads/a.png');
  });

  it('keeps absolute http(s) urls (a CDN) and completes protocol-relative ones', () => {
    expect(absoluteMediaUrl('https://cdn.example.com/x.jpg', cms)).toBe('https://cdn.example.com/x.jpg');
    expect(absoluteMediaUrl('//cdn.example.com/x.jpg', 'https://cms.example.com')).toBe('https://cdn.example.com/x.jpg');
  });

  it('refuses other schemes', () => {
    expect(() => absoluteMediaUrl('javascript:alert(1)', cms)).toThrow(RecordError);
    expect(() => absoluteMediaUrl('data:image/png;base64,AAAA', cms)).toThrow(RecordError);
  });

  it('maps a media object to url and alt, and null to nulls', () => {
    expect(mediaFields({ url: '/uploads/a.svg', alternativeText: 'A' }, cms)).toEqual({ url: `${cms}/uploads/a.svg`, alt: 'A' });
    expect(mediaFields({ url: '/uploads/a.svg', alternativeText: '  ' }, cms)).toEqual({ url: `${cms}/uploads/a.svg`, alt: null });
    expect(mediaFields(null, cms)).toEqual({ url: null, alt: null });
  });
});

describe('editor links', () => {
  it('keeps http(s) urls and turns empty into null', () => {
    expect(safeLinkUrl('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeLinkUrl(' ')).toBeNull();
    expect(safeLinkUrl(null)).toBeNull();
    expect(safeLinkUrl(undefined)).toBeNull();
  });

  it('allows site paths only where asked', () => {
    expect(safeLinkUrl('/pixels2pages/posts', { allowPath: true })).toBe('/pixels2pages/posts');
    expect(() => safeLinkUrl('/pixels2pages/posts')).toThrow(RecordError);
    expect(() => safeLinkUrl('//evil.example/x', { allowPath: true })).toThrow(RecordError);
  });

  it('refuses javascript: and other schemes', () => {
    expect(() => safeLinkUrl('javascript:alert(1)')).toThrow(RecordError);
    expect(() => safeLinkUrl('JaVaScRiPt:alert(1)', { allowPath: true })).toThrow(RecordError);
    expect(() => safeLinkUrl('data:text/html,x')).toThrow(RecordError);
  });
});

describe('timestamps', () => {
  it('are stored in one UTC form so text order is time order', () => {
    expect(isoUtc('2026-11-03T14:07:00.000Z')).toBe('2026-11-03T14:07:00.000Z');
    expect(isoUtc('2026-11-03T14:07:00Z')).toBe('2026-11-03T14:07:00.000Z');
    expect(isoUtc('2026-11-03T16:07:00+02:00')).toBe('2026-11-03T14:07:00.000Z');
    expect(isoUtcOrNull(null)).toBeNull();
  });
});
