import { describe, expect, it } from 'vitest';
import { SEARCH_RESULTS_MAX } from '#core/domain/constants.ts';
import { draftToggleOn } from '#core/domain/drafts.ts';
import { blogLinks } from '#core/domain/post-links.ts';
import { clearSearch, searchDestination } from '#core/domain/post-search.ts';
import {
  ftsQuery,
  normalizeSearchTerm,
  pageCount,
  pageOffset,
  parsePage,
  searchResults,
  showUpdated,
} from '#core/domain/posts.ts';

describe('blog search term (SPEC §5)', () => {
  it('is trimmed', () => {
    expect(normalizeSearchTerm('  photo books \n')).toBe('photo books');
    expect(normalizeSearchTerm(undefined)).toBe('');
    expect(normalizeSearchTerm(['a'])).toBe('');
  });
  it('goes to the search page with the term, or home when empty', () => {
    const blog = { search: blogLinks.search(), home: blogLinks.home() };
    expect(searchDestination('  vhs tapes ', blog)).toBe('/yours/search?term=vhs+tapes');
    expect(searchDestination('   ', blog)).toBe('/yours');
    expect(searchDestination('', blog)).toBe('/yours');
    expect(searchDestination('8mm & super 8', blog)).toBe('/yours/search?term=8mm+%26+super+8');
  });
  it('clearing empties the term and resubmits only when it matched the current query', () => {
    expect(clearSearch('vhs', 'vhs')).toEqual({ term: '', resubmit: true });
    expect(clearSearch(' vhs ', 'vhs')).toEqual({ term: '', resubmit: true });
    expect(clearSearch('vhs tapes', 'vhs')).toEqual({ term: '', resubmit: false });
    expect(clearSearch('', '')).toEqual({ term: '', resubmit: false });
  });
});

describe('FTS5 query from a search term', () => {
  it('quotes every word and prefix-matches the last', () => {
    expect(ftsQuery('Photo Boo')).toBe('"photo" "boo"*');
  });
  it('drops FTS syntax characters', () => {
    expect(ftsQuery('"vhs" OR (NEAR* -')).toBe('"vhs" "or" "near"*');
  });
  it('keeps letters of other scripts and diacritics', () => {
    expect(ftsQuery('Großmutter café')).toBe('"großmutter" "café"*');
  });
  it('is null when nothing searchable is left', () => {
    expect(ftsQuery('  ** () ')).toBeNull();
  });
});

describe('blog paging (SPEC §9: 20 a page)', () => {
  it('reads ?page as a whole number from 1', () => {
    expect(parsePage(undefined)).toBe(1);
    expect(parsePage('')).toBe(1);
    expect(parsePage('3')).toBe(3);
    for (const bad of ['0', '-1', '2.5', 'abc', '01', '1e3']) expect(parsePage(bad)).toBeNull();
  });
  it('counts pages of 20, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
    expect(pageCount(46)).toBe(3);
    expect(pageOffset(3)).toBe(40);
  });
});

describe('drafts switch cookie and dates', () => {
  it('reads the switch', () => {
    expect(draftToggleOn('true')).toBe(true);
    expect(draftToggleOn('false')).toBe(false);
    expect(draftToggleOn(undefined)).toBe(false);
  });
  it('shows "updated" only for a later day', () => {
    expect(showUpdated('2026-01-01T10:00:00.000Z', '2026-01-01T18:00:00.000Z')).toBe(false);
    expect(showUpdated('2026-01-01T10:00:00.000Z', '2026-01-04T10:00:00.000Z')).toBe(true);
    expect(showUpdated(null, '2026-01-04T10:00:00.000Z')).toBe(false);
  });
});

describe("a post section's links", () => {
  it('leave page 1 out of the URL, and encode odd slugs', () => {
    expect(blogLinks.home(1)).toBe('/yours');
    expect(blogLinks.home(2)).toBe('/yours?page=2');
    expect(blogLinks.category('how-to', 1)).toBe('/yours/category/how-to');
    expect(blogLinks.author('Grandmas-Kodachrome.Summer~1960', 3)).toBe(
      '/yours/author/Grandmas-Kodachrome.Summer~1960?page=3',
    );
    expect(blogLinks.author()).toBe('/yours/author');
    expect(blogLinks.search('tapes', 2)).toBe('/yours/search?term=tapes&page=2');
  });
});

describe('what a search shows of its matches (docs/decisions/055)', () => {
  it('shows every match it counted, up to SEARCH_RESULTS_MAX', () => {
    expect(searchResults(0)).toEqual({ shown: 0, text: '0 posts found' });
    expect(searchResults(1)).toEqual({ shown: 1, text: '1 post found' });
    expect(searchResults(SEARCH_RESULTS_MAX)).toEqual({
      shown: SEARCH_RESULTS_MAX,
      text: `${SEARCH_RESULTS_MAX} posts found`,
    });
  });

  it('says there are more than it shows when it counted one more', () => {
    expect(searchResults(SEARCH_RESULTS_MAX + 1)).toEqual({
      shown: SEARCH_RESULTS_MAX,
      text: `More than ${SEARCH_RESULTS_MAX} posts found; the ${SEARCH_RESULTS_MAX} best matches are shown`,
    });
  });
});
