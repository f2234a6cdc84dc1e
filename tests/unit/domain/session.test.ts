import { describe, expect, it } from 'vitest';
import { canSeeAdminMenu, sessionFromUser } from '#core/domain/session.ts';
import { storeInfoView } from '#core/domain/store-info.ts';

const user = { id: 1, slug: 'casey-morgan', name: 'Casey Morgan', email: 'casey@example.com' };

describe('session from the core user (SPEC §3, §6)', () => {
  it('is authenticated and not admin for a customer', () => {
    const s = sessionFromUser(user);
    expect(s).toMatchObject({ isAuthenticated: true, slug: 'casey-morgan', isAdmin: false, isImpersonator: false });
    expect(s.can).toEqual({ accessP2p: false, accessP2peditor: false });
  });
  it('is admin by flag or by the admin scope', () => {
    expect(sessionFromUser({ ...user, is_admin: true }).isAdmin).toBe(true);
    expect(sessionFromUser({ ...user, scope: 'admin' }).isAdmin).toBe(true);
  });
  it('is impersonating when the user has an impersonator, which hides the admin menu', () => {
    const s = sessionFromUser({ ...user, is_admin: true, impersonator: { slug: 'avery-chen', name: 'Avery Chen' } });
    expect(s.isImpersonator).toBe(true);
    expect(canSeeAdminMenu(s)).toBe(false);
    expect(canSeeAdminMenu(sessionFromUser({ ...user, is_admin: true }))).toBe(true);
  });
});

describe('store info view (SPEC §3, §6)', () => {
  const base = { cart_count: 2, badges: [], is_ambassador: false, linked_ambassador: null, ambassador: null };
  it('is a club member with at least one badge', () => {
    expect(storeInfoView(base).isClubMember).toBe(false);
    expect(storeInfoView({ ...base, badges: [{ tier: 50 }] }).isClubMember).toBe(true);
  });
  it('derives mailto, tel and the city-region text of the ambassador', () => {
    const view = storeInfoView({
      ...base,
      ambassador: {
        name: 'Jordan Reyes',
        email: 'jordan@example.com',
        phone: '(412) 555-0199',
        city: 'Pittsburgh',
        region: 'PA',
      },
    });
    expect(view.ambassador).toEqual({
      name: 'Jordan Reyes',
      email: 'jordan@example.com',
      phone: '(412) 555-0199',
      mailto: 'mailto:jordan@example.com',
      tel: 'tel:4125550199',
      cityRegion: 'Pittsburgh, PA',
    });
  });
});
