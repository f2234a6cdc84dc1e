// A CMS picture in a box of a known shape is cropped to it by Cloudflare Image Resizing: a few
// widths, each cut from the smallest of Strapi's variants that covers it, never past what the
// original holds, around the CMS's focal point (docs/decisions/066).
import { describe, expect, it } from 'vitest';
import { croppedImage } from '#core/domain/images/cms-crop.ts';

const CMS = 'http://127.0.0.1:8788/uploads';
/** A 1400 × 2100 portrait with the variants Strapi makes of it (inside 245 × 156, 500, 750 and 1000 px squares). */
const PORTRAIT = {
  url: `${CMS}/dogs.jpg`,
  width: 1400,
  height: 2100,
  srcset: [
    `${CMS}/thumbnail_dogs.jpg 104w`,
    `${CMS}/small_dogs.jpg 333w`,
    `${CMS}/medium_dogs.jpg 500w`,
    `${CMS}/large_dogs.jpg 667w`,
    `${CMS}/dogs.jpg 1400w`,
  ].join(', '),
};

const candidates = (srcSet: string) =>
  srcSet.split(', ').map((c) => {
    const [url, w] = c.split(' ');
    const options = /^\/cdn-cgi\/image\/([^/]+)\/(.+)$/.exec(url!)!;
    return { w, options: options[1], source: options[2]!.slice(CMS.length + 1) };
  });

describe('croppedImage', () => {
  it('crops a portrait to a 16:9 card at a few widths, each from the smallest variant that covers it', () => {
    const { srcSet, width, height, src } = croppedImage(PORTRAIT, '16/9');
    expect(candidates(srcSet)).toEqual([
      { w: '336w', options: 'width=336,height=189,fit=cover,format=auto,quality=80', source: 'medium_dogs.jpg' },
      { w: '512w', options: 'width=512,height=288,fit=cover,format=auto,quality=80', source: 'large_dogs.jpg' },
      { w: '704w', options: 'width=704,height=396,fit=cover,format=auto,quality=80', source: 'dogs.jpg' },
      { w: '768w', options: 'width=768,height=432,fit=cover,format=auto,quality=80', source: 'dogs.jpg' },
      { w: '1024w', options: 'width=1024,height=576,fit=cover,format=auto,quality=80', source: 'dogs.jpg' },
      // The original is 1400 px wide: the widest crop it holds, not 1536.
      { w: '1400w', options: 'width=1400,height=788,fit=cover,format=auto,quality=80', source: 'dogs.jpg' },
    ]);
    expect([width, height]).toEqual([1400, 788]);
    expect(src).toBe(`/cdn-cgi/image/width=1024,height=576,fit=cover,format=auto,quality=80/${CMS}/dogs.jpg`);
  });

  it('crops around the focal point, as fractions of the source (gravity=XxY)', () => {
    const { srcSet } = croppedImage({ ...PORTRAIT, focalX: 30, focalY: 12.5 }, '4/3');
    for (const c of candidates(srcSet))
      expect(c.options).toMatch(/^width=\d+,height=\d+,fit=cover,gravity=0\.3x0\.125,format=auto,quality=80$/);
    expect(candidates(croppedImage({ ...PORTRAIT, focalX: 0, focalY: 100 }, '1/1').srcSet)[0]!.options).toContain(
      ',gravity=0x1,',
    );
    // Nonsense from the CMS is no focal point: the crop keeps the centre.
    expect(croppedImage({ ...PORTRAIT, focalX: Number.NaN, focalY: 40 }, '4/3').srcSet).not.toContain('gravity=');
  });

  it('never asks for more than a small original holds', () => {
    const { srcSet, width, height } = croppedImage(
      { url: `${CMS}/small.jpg`, width: 600, height: 400, srcset: null },
      '3/2',
    );
    expect(candidates(srcSet).map((c) => [c.w, c.options])).toEqual([
      ['336w', 'width=336,height=224,fit=cover,format=auto,quality=80'],
      ['512w', 'width=512,height=341,fit=cover,format=auto,quality=80'],
      ['600w', 'width=600,height=400,fit=cover,format=auto,quality=80'],
    ]);
    expect([width, height]).toEqual([600, 400]);
    const tiny = croppedImage({ url: `${CMS}/tiny.jpg`, width: 200, height: 400, srcset: null }, '16/9');
    expect(candidates(tiny.srcSet).map((c) => c.w)).toEqual(['200w']);
  });

  it('crops the original at every width when the CMS did not say how big it is', () => {
    const { srcSet, width, height } = croppedImage(
      { url: `${CMS}/unknown.jpg`, width: null, height: null, srcset: null },
      '16/9',
    );
    expect(candidates(srcSet).map((c) => `${c.w} ${c.source}`)).toEqual(
      ['336w', '512w', '704w', '768w', '1024w', '1536w'].map((w) => `${w} unknown.jpg`),
    );
    expect([width, height]).toEqual([1536, 864]);
  });
});
