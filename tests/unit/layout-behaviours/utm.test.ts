import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { UtmMetadata, utmFromSearch, utmToSend } from '#core/domain/utm.ts';

describe('UTM metadata (SPEC §5)', () => {
  it('reads the five values of the landing URL and nothing else', () => {
    expect(
      utmFromSearch(
        '?utm_source=news&utm_medium=email&utm_campaign=fall&utm_term=scan&utm_content=hero&gclid=x&page=2',
      ),
    ).toEqual({
      utm_source: 'news',
      utm_medium: 'email',
      utm_campaign: 'fall',
      utm_term: 'scan',
      utm_content: 'hero',
    });
  });

  it('is sent when one value alone is present', () => {
    expect(utmFromSearch('?utm_campaign=fall%20sale')).toEqual({ utm_campaign: 'fall sale' });
  });

  it('is not sent without any of the five, or with only empty ones', () => {
    expect(utmFromSearch('')).toBeNull();
    expect(utmFromSearch('?ref=abc&page=2')).toBeNull();
    expect(utmFromSearch('?utm_source=&utm_medium=%20')).toBeNull();
  });

  it('is sent once per browser session', () => {
    expect(utmToSend('?utm_source=news', false)).toEqual({ utm_source: 'news' });
    expect(utmToSend('?utm_source=news', true)).toBeNull();
  });

  it('the endpoint’s schema refuses unknown fields, non-text values and an empty payload', () => {
    expect(v.safeParse(UtmMetadata, { utm_source: 'news' }).success).toBe(true);
    expect(v.safeParse(UtmMetadata, {}).success).toBe(false);
    expect(v.safeParse(UtmMetadata, { utm_source: 3 }).success).toBe(false);
    expect(v.safeParse(UtmMetadata, { utm_source: 'a', admin: true }).success).toBe(false);
    expect(v.safeParse(UtmMetadata, { utm_source: 'x'.repeat(501) }).success).toBe(false);
  });
});
