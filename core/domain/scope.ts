// SPEC §6: "a scope key on the user feeds a scope-based permission check". The scope is a list of
// grants separated by spaces or commas (a lone "user" or "admin" is the common case). A grant
// names a permission ("promotions:preview") or an area with a wildcard ("promotions:*"); the
// admin grant holds every permission.

const ADMIN_GRANT = 'admin';

function grantsOf(scope: string | null | undefined): string[] {
  return (scope ?? '')
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
}

/** Whether a user with this scope holds `permission` (e.g. "admin", "promotions:preview"). */
export function scopeAllows(scope: string | null | undefined, permission: string): boolean {
  const wanted = permission.trim().toLowerCase();
  if (!wanted) return false;
  return grantsOf(scope).some(
    (grant) =>
      grant === ADMIN_GRANT || grant === wanted || (grant.endsWith(':*') && wanted.startsWith(grant.slice(0, -1))),
  );
}
