// Loose CMS values made regular (ARCHITECTURE rule 10): what editors type, read into one form.
import { describe, expect, it } from 'vitest';
import { colour, flag, integer, link, optionalText, pattern, text, timestamp, timeZone } from '#sync/cms/normalize.ts';

describe('text', () => {
  it('keeps strings, writes numbers and switches as text, and reads anything else as empty', () => {
    expect(text('Hello')).toBe('Hello');
    expect(text(12)).toBe('12');
    expect(text(false)).toBe('false');
    for (const none of [null, undefined, {}, [], ['a']]) expect(text(none)).toBe('');
    expect(optionalText('  ')).toBeNull();
    expect(optionalText(' a ')).toBe('a');
  });
});

describe('integer and flag', () => {
  it('read whole numbers from numbers or digits, else null', () => {
    expect(integer(3)).toBe(3);
    expect(integer(' 7 ')).toBe(7);
    expect(integer('-2')).toBe(-2);
    for (const none of [null, undefined, 1.5, '1.5', 'three', '', NaN, Number.MAX_SAFE_INTEGER + 2])
      expect(integer(none)).toBeNull();
  });

  it('read switches from booleans, "true"/"false" and 1/0, else the default', () => {
    expect(flag(true)).toBe(true);
    expect(flag('true')).toBe(true);
    expect(flag(1)).toBe(true);
    expect(flag(0, true)).toBe(false);
    expect(flag(null)).toBe(false);
    expect(flag(null, true)).toBe(true);
    expect(flag('yes')).toBe(false);
  });
});

describe('time zones', () => {
  it('are IANA names as the runtime spells them, or null for none or one it does not know', () => {
    expect(timeZone('America/New_York')).toBe('America/New_York');
    expect(timeZone(' america/denver ')).toBe('America/Denver');
    expect(timeZone('UTC')).toBe('UTC');
    for (const loose of [null, undefined, '', 'Eastern', 'Mars/Olympus_Mons', '../etc', 5, {}])
      expect(timeZone(loose), String(loose)).toBeNull();
  });
});

describe('timestamps in either ISO form', () => {
  it('store one UTC form, so text order is time order', () => {
    expect(timestamp('2026-11-03T14:07:00.000Z')).toBe('2026-11-03T14:07:00.000Z');
    expect(timestamp('2026-11-03T14:07:00Z')).toBe('2026-11-03T14:07:00.000Z');
    expect(timestamp('2026-11-03T16:07:00+02:00')).toBe('2026-11-03T14:07:00.000Z');
    expect(timestamp('2026-11-03T16:07:00+0200')).toBe('2026-11-03T14:07:00.000Z');
    expect(timestamp('2026-11-03 14:07:00')).toBe('2026-11-03T14:07:00.000Z');
    expect(timestamp('2026-11-03T14:07')).toBe('2026-11-03T14:07:00.000Z');
    expect(timestamp('2026-11-03T14:07:00.123456Z')).toBe('2026-11-03T14:07:00.123Z');
  });

  it('read a date alone as midnight UTC', () => {
    expect(timestamp('2025-04-01')).toBe('2025-04-01T00:00:00.000Z');
  });

  it('read epoch milliseconds (SQLite-backed CMSs send them)', () => {
    expect(timestamp(Date.UTC(2025, 2, 14, 9))).toBe('2025-03-14T09:00:00.000Z');
  });

  it('read anything else as no date', () => {
    for (const bad of [
      '2025-02-31',
      '2025-13-01',
      'March 7, 2025',
      '07/03/2025',
      '',
      'now',
      null,
      undefined,
      {},
      Infinity,
    ]) {
      expect(timestamp(bad), String(bad)).toBeNull();
    }
  });
});

describe('colours', () => {
  it('get their # and lower case, and short forms are expanded', () => {
    expect(colour('355070')).toBe('#355070');
    expect(colour('#E09F3E')).toBe('#e09f3e');
    expect(colour(' #abc ')).toBe('#aabbcc');
  });

  it('are null when they are not a hex colour', () => {
    for (const bad of ['red', '#12345', '#1234567', 'rgb(0,0,0)', '', null, true])
      expect(colour(bad), String(bad)).toBeNull();
  });
});

describe('links an editor typed', () => {
  it('keep http(s) URLs', () => {
    expect(link('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(link('http://example.com')).toBe('http://example.com/');
  });

  it('get https when written without a scheme', () => {
    expect(link('www.example.org/story')).toBe('https://www.example.org/story');
    expect(link('example.org')).toBe('https://example.org/');
    expect(link('//cdn.example.com/v.mp4')).toBe('https://cdn.example.com/v.mp4');
  });

  it('keep site paths only where asked', () => {
    expect(link('/pixels2pages/posts', { allowPath: true })).toBe('/pixels2pages/posts');
    expect(link('/pixels2pages/posts')).toBeNull();
    expect(link('//evil.example/x', { allowPath: true })).toBe('https://evil.example/x');
    expect(link('/\\evil.example', { allowPath: true })).toBeNull();
  });

  it('drop what is unsafe or not a link, instead of rejecting the record', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      'mailto:a@b.c',
      'click here',
      '',
      null,
      42,
    ]) {
      expect(link(bad, { allowPath: true }), String(bad)).toBeNull();
    }
  });
});

describe('event theme pattern → number (SPEC §9)', () => {
  it('maps pattern_01 … pattern_16 to 1 … 16', () => {
    for (let n = 1; n <= 16; n++) expect(pattern(`pattern_${String(n).padStart(2, '0')}`)).toBe(n);
    expect(pattern('pattern_7')).toBe(7);
  });

  it('reads anything else as no pattern', () => {
    for (const bad of ['pattern_00', 'pattern_17', 'pattern-07', 'PATTERN_07', '', '07', null])
      expect(pattern(bad), String(bad)).toBeNull();
  });
});

describe('CMS calls', () => {
  it('time out at SPEC §7 14 000 ms, the one request timeout constant', async () => {
    const { DEFAULT_CMS_OPTIONS } = await import('#sync/cms/client.ts');
    const { REQUEST_TIMEOUT_MS } = await import('#core/domain/constants.ts');
    expect(REQUEST_TIMEOUT_MS).toBe(14_000);
    expect(DEFAULT_CMS_OPTIONS.timeoutMs).toBe(REQUEST_TIMEOUT_MS);
  });
});
