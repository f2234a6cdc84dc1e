import { describe, expect, it } from 'vitest';
import { ambassadorShareLink, decodeFlash, encodeFlash, previewDate } from '#core/domain/banners.ts';
import { MESSAGES } from '#core/domain/messages.ts';

describe('the preview cookie (SPEC §2.8 time-travel preview)', () => {
  it('names a day as an ISO time or a Unix time in seconds or milliseconds', () => {
    expect(previewDate('2026-12-24T10:00:00Z')).toBe('December 24, 2026');
    expect(previewDate('2026-12-24')).toBe('December 24, 2026');
    expect(previewDate(String(Date.UTC(2027, 0, 2) / 1000))).toBe('January 2, 2027');
    expect(previewDate(String(Date.UTC(2027, 0, 2)))).toBe('January 2, 2027');
  });
  it('names none when absent, empty or not a time', () => {
    expect(previewDate(undefined)).toBeNull();
    expect(previewDate('  ')).toBeNull();
    expect(previewDate('next tuesday')).toBeNull();
    expect(previewDate('9'.repeat(100))).toBeNull();
  });
  it('reads "Viewing store on {date}"', () => {
    expect(MESSAGES.previewBanner('December 24, 2026')).toBe('Viewing store on December 24, 2026');
  });
});

describe('the flash toast', () => {
  it('round-trips a toast, colons in its text included', () => {
    const toast = { tone: 'success', text: MESSAGES.impersonationStarted('Casey: Morgan') } as const;
    expect(decodeFlash(encodeFlash(toast))).toEqual(toast);
  });
  it('refuses an unknown tone, an empty or an oversized text, and garbage', () => {
    expect(decodeFlash('info:Hello')).toBeNull();
    expect(decodeFlash('success:')).toBeNull();
    expect(decodeFlash(`danger:${'x'.repeat(201)}`)).toBeNull();
    expect(decodeFlash('no colon')).toBeNull();
    expect(decodeFlash(':success')).toBeNull();
    expect(decodeFlash(undefined)).toBeNull();
  });
});

describe('the ambassador share link', () => {
  it('is the site crediting the ambassador', () => {
    expect(ambassadorShareLink('https://example.test', 'jordan-reyes')).toBe(
      'https://example.test/?ambassador=jordan-reyes',
    );
    expect(ambassadorShareLink('https://example.test', 'a b&c')).toBe('https://example.test/?ambassador=a%20b%26c');
  });
});
