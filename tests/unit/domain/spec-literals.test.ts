// SPEC's own words and numbers, copied here by hand: the rest of the suite compares the pages with
// the project's constants, so a constant that drifted from SPEC would pass everywhere but here.
import { describe, expect, it } from 'vitest';
import {
  AUTH_COOKIE_MAX_AGE_S,
  BLOG_PAGE_SIZE,
  BREAKPOINTS,
  CART_COUNT_CAP,
  CHUNK_RELOAD_GUARD_MS,
  CLUB_TIERS,
  DRAFT_COUNT,
  HASH_SCROLL_POLL_MS,
  HASH_SCROLL_TRIES,
  HOVER_MENU_DELAY_MS,
  LOADING_DURATION_MS,
  LOADING_HIDE_AFTER_MS,
  LOADING_THROTTLE_MS,
  RELATED_POSTS_DEFAULT,
  REQUEST_TIMEOUT_MS,
  SAVED_PRODUCTS_PER_PAGE,
  SUPPORT_WIDGET_TIMEOUT_MS,
} from '#core/domain/constants.ts';
import { ERROR_PAGE, ERROR_PAGE_FAILED, MESSAGES } from '#core/domain/messages.ts';

// SPEC §2.6's 404 text, whole (it is too long for a line of its own inside the expectation).
const NOT_FOUND_TEXT =
  "The page you were looking for doesn't exist. You may have mistyped the address, or the page may have moved.";

describe('SPEC §2.6 error page texts', () => {
  it('are SPEC’s, word for word', () => {
    expect(ERROR_PAGE[403]).toEqual({
      title: 'Permission Denied (403)',
      text: 'You do not have access to the requested page',
    });
    expect(ERROR_PAGE[404]).toEqual({
      title: 'Page Not Found (404)',
      text: NOT_FOUND_TEXT,
    });
    expect(ERROR_PAGE.other).toEqual({
      title: 'Something Went Wrong',
      text: "Something went wrong on our end, please try again later. We'll make sure it gets fixed.",
    });
    expect(ERROR_PAGE_FAILED).toBe('An error occurred while showing the error page');
  });
});

describe('SPEC §8 error catalogue texts', () => {
  it('are SPEC’s, word for word', () => {
    expect(MESSAGES.unknownRoute).toBe('This page could not be found');
    expect(MESSAGES.addToCartFailed).toBe(
      'Something went wrong and we were unable to add this product to your cart. Please try again later.',
    );
    expect(MESSAGES.impersonationStartFailed).toBe('Could not start managing the selected user. Something went wrong.');
    expect(MESSAGES.impersonationEndFailed).toBe('Something went wrong.');
    expect(MESSAGES.impersonationStarted('Casey Morgan')).toBe('Now managing Casey Morgan.');
    expect(MESSAGES.impersonationEnded('Casey Morgan')).toBe('No longer managing Casey Morgan.');
  });
});

describe('SPEC §9 constants', () => {
  it('are SPEC’s numbers', () => {
    expect(DRAFT_COUNT).toBe(20);
    expect(BLOG_PAGE_SIZE).toBe(20);
    expect(RELATED_POSTS_DEFAULT).toBe(3);
    expect(SAVED_PRODUCTS_PER_PAGE).toBe(75);
    expect(CART_COUNT_CAP).toBe(99);
    expect([HASH_SCROLL_POLL_MS, HASH_SCROLL_TRIES]).toEqual([100, 50]);
    expect(HOVER_MENU_DELAY_MS).toBe(100);
    expect([LOADING_THROTTLE_MS, LOADING_DURATION_MS, LOADING_HIDE_AFTER_MS]).toEqual([200, 5000, 500]);
    expect(CHUNK_RELOAD_GUARD_MS).toBe(60_000);
    expect(REQUEST_TIMEOUT_MS).toBe(14_000);
    expect(SUPPORT_WIDGET_TIMEOUT_MS).toBe(10_000);
    expect(AUTH_COOKIE_MAX_AGE_S).toBe(31_536_000);
    expect(BREAKPOINTS).toEqual({ small: 768, medium: 992, large: 1200 });
    expect(CLUB_TIERS).toEqual([25, 50, 100, 250]);
  });
});
