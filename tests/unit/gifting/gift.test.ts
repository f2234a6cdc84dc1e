// The gift form's rules (SPEC §6, §9): lengths, delivery (gift_mgmt for ambassadors only, an
// address for email), timing (a later day from tomorrow to a year ahead) and the modal's flag.
import { describe, expect, it } from 'vitest';
import { confirmationOf, confirmationQuery, GIFT_SUBJECTS, giftSlug, parseGift } from '#core/domain/gifting/gift.ts';

const TODAY = '2026-11-23';
const GIFT = {
  duration: '1-year',
  delivery: 'email',
  recipient_name: ' Robin ',
  recipient_email: 'robin@example.com',
  message: '',
  timing: 'immediately',
  send_on: '',
};
const parse = (over: Record<string, unknown> = {}, isAmbassador = false) =>
  parseGift({ ...GIFT, ...over }, { today: TODAY, isAmbassador });
const errors = (over: Record<string, unknown>, isAmbassador = false) => {
  const r = parse(over, isAmbassador);
  return r.ok ? {} : r.errors;
};

describe('parseGift', () => {
  it('accepts a gift sent now by email, trimmed, with empty optional fields as null', () => {
    expect(parse()).toEqual({
      ok: true,
      order: {
        duration: '1-year',
        delivery: 'email',
        recipientName: 'Robin',
        recipientEmail: 'robin@example.com',
        message: null,
        sendOn: null,
      },
    });
  });
  it('needs an address for email and both, not for print', () => {
    expect(errors({ recipient_email: '' })).toHaveProperty('recipient_email');
    expect(errors({ delivery: 'both', recipient_email: '' })).toHaveProperty('recipient_email');
    expect(parse({ delivery: 'print', recipient_email: '' }).ok).toBe(true);
  });
  it('offers gift_mgmt to ambassadors only', () => {
    expect(errors({ delivery: 'gift_mgmt' })).toEqual({ delivery: 'Gift Management is for ambassadors only.' });
    expect(parse({ delivery: 'gift_mgmt', recipient_email: '' }, true).ok).toBe(true);
  });
  it('sends later only on a day from tomorrow to a year ahead, and ignores the day when sent now', () => {
    expect(errors({ timing: 'later' })).toHaveProperty('send_on');
    expect(errors({ timing: 'later', send_on: TODAY })).toEqual({ send_on: 'Choose a day after today.' });
    expect(errors({ timing: 'later', send_on: '2027-11-24' })).toEqual({ send_on: 'Choose a day within a year.' });
    expect(errors({ timing: 'later', send_on: '24/11/2026' })).toHaveProperty('send_on');
    expect(parse({ timing: 'later', send_on: '2026-11-24' })).toMatchObject({
      ok: true,
      order: { sendOn: '2026-11-24' },
    });
    expect(parse({ timing: 'later', send_on: '2027-11-23' }).ok).toBe(true);
    expect(parse({ send_on: '1999-01-01' })).toMatchObject({ ok: true, order: { sendOn: null } });
  });
  it('refuses unknown lengths, methods and timings, and fields that are not text', () => {
    expect(errors({ duration: '2-years' })).toHaveProperty('duration');
    expect(errors({ delivery: 'pigeon' })).toHaveProperty('delivery');
    expect(errors({ timing: 'soon' })).toHaveProperty('timing');
    expect(errors({ recipient_name: ['a'] })).toHaveProperty('recipient_name');
    expect(errors({ message: 'x'.repeat(501) })).toHaveProperty('message');
  });
  it('keeps what was typed for the form to show again', () => {
    const r = parse({ recipient_name: '' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.values).toMatchObject({ recipient_email: 'robin@example.com', duration: '1-year' });
  });
});

describe('the confirmation flag', () => {
  const query = (q: string) => (name: string) => new URLSearchParams(q).get(name) ?? undefined;
  it('round-trips the summary, and carries nothing personal', () => {
    const r = parse({ timing: 'later', send_on: '2026-12-01' });
    if (!r.ok) throw new Error('gift should parse');
    const q = confirmationQuery(r.order);
    expect(q).toBe('gift=added&duration=1-year&delivery=email&send_on=2026-12-01');
    expect(confirmationOf(query(q))).toEqual({ duration: '1-year', delivery: 'email', sendOn: '2026-12-01' });
  });
  it('opens nothing without the flag or with a summary that does not parse', () => {
    expect(confirmationOf(query(''))).toBeNull();
    expect(confirmationOf(query('gift=added&duration=1-year'))).toBeNull();
    expect(confirmationOf(query('gift=added&duration=1-year&delivery=email&send_on=soon'))).toEqual({
      duration: '1-year',
      delivery: 'email',
      sendOn: null,
    });
  });
});

describe('gift products', () => {
  it('are named {line}-gift-{length} for each page', () => {
    expect(giftSlug(GIFT_SUBJECTS['gifting-forever-storage'], '3-months')).toBe('forever-storage-gift-3-months');
  });
});
