import { describe, expect, it } from 'vitest';
import { productsMenu, productsMenuFor } from '#core/domain/nav-menu.ts';

const labels = (menu: typeof productsMenu) =>
  Object.fromEntries(menu.groups.map((g) => [g.label, g.links.map((l) => l.label)]));

describe('the Products menu (SPEC §2.9, §6)', () => {
  it('lists exactly the entries of §2.9, with no Find an Ambassador', () => {
    expect(labels(productsMenuFor({ accessP2p: true }))).toEqual({
      'Software & Apps': [
        'Facial Recognition',
        'Video Streaming',
        'Digital Art',
        'Artisan',
        'Historian',
        'Valet Software',
        'Mobile Apps',
      ],
      Services: ['pixels2Pages', 'Events', 'Family Research', 'Photo Restoration'],
      Shopping: ['Deals', 'Forever Club', 'Gift Certificates'],
      Opportunities: ['Become an Ambassador'],
    });
  });
  it('lists pixels2Pages only for accessP2p', () => {
    expect(labels(productsMenuFor({ accessP2p: false })).Services).toEqual([
      'Events',
      'Family Research',
      'Photo Restoration',
    ]);
  });
  it('is one constant per variant, so a prerendered copy is never shared between them (decision 020)', () => {
    expect(productsMenuFor({ accessP2p: true })).toBe(productsMenu);
    expect(productsMenuFor({ accessP2p: false })).toBe(productsMenuFor({ accessP2p: false }));
    expect(productsMenuFor({ accessP2p: false })).not.toBe(productsMenu);
    expect(productsMenuFor({ accessP2p: false }).id).toBe(productsMenu.id);
  });
});
