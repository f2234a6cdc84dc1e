import { DRAFTS_API, type DraftsSection } from '#core/domain/drafts.ts';

/**
 * A drafts switch: a form whose one button flips the section's cookie and reloads the page
 * (worker/api/drafts.ts). No script needed, so it is no island.
 */
export function DraftsSwitch({ section, on, returnTo }: { section: DraftsSection; on: boolean; returnTo: string }) {
  return (
    // Named, the form is a landmark of its own: the switch is never outside one.
    <form method="post" action={DRAFTS_API} className="m-0" aria-label="Drafts">
      <input type="hidden" name="section" value={section} />
      <input type="hidden" name="on" value={on ? 'false' : 'true'} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" role="switch" aria-checked={on} className="switch" data-testid="drafts-switch">
        <span aria-hidden="true" className="switch-track">
          <span className="switch-knob" />
        </span>
        Drafts {on ? 'ON' : 'OFF'}
      </button>
    </form>
  );
}
