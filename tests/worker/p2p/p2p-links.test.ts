import { describe, expect, it } from 'vitest';
import { p2pLinks } from '#core/domain/post-links.ts';

describe('pixels2Pages links (SPEC §2.2)', () => {
  it('use the named routes, with a page number from page 2 on', () => {
    expect(p2pLinks.home()).toBe('/pixels2pages/posts');
    expect(p2pLinks.home(1)).toBe('/pixels2pages/posts');
    expect(p2pLinks.home(2)).toBe('/pixels2pages/posts?page=2');
    expect(p2pLinks.post('a-post')).toBe('/pixels2pages/posts/a-post');
    expect(p2pLinks.category('scrapbooking')).toBe('/pixels2pages/categories/scrapbooking');
    expect(p2pLinks.tag('layering', 3)).toBe('/pixels2pages/tags/layering?page=3');
    expect(p2pLinks.author('whitney-calder')).toBe('/pixels2pages/authors/whitney-calder');
  });

  it('search on the posts list, leaving out what is empty', () => {
    expect(p2pLinks.search('', '')).toBe('/pixels2pages/posts');
    expect(p2pLinks.search('shadows', 'photo-editing', 2)).toBe(
      '/pixels2pages/posts?term=shadows&category=photo-editing&page=2',
    );
  });
});
