import { describe, expect, it } from 'vitest';
import { control, site } from '#tests/worker/helpers.ts';

describe('/digital-conversion/track-my-box', () => {
  it('explains the statuses and where to look, even with the store down', async () => {
    await control('store', '/fault', { mode: 'down' });
    try {
      const res = await site('/digital-conversion/track-my-box');
      expect(res.status).toBe(200);
      const page = await res.text();
      expect(page).toContain('<title>Track My Box');
      expect(page).toContain('What each status means');
      expect(page).toContain('Box received');
      expect(page).toContain('Open Orders in your account');
    } finally {
      await control('store', '/reset');
    }
  });
});
