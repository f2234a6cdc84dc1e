// Exactly one tier and one payment plan, as radio groups in a GET form. With script the price
// panel follows the radios at once (client/behaviours/storage-chooser.ts); without it "Show price"
// loads the page with ?tier=&plan=. A change never submits by itself, so arrowing through the
// radios never reloads the page under a keyboard user (WCAG 3.2.2).
import { STORAGE_TIERS } from '#core/domain/constants.ts';
import type { StorageChoice } from '#core/domain/storage/plans.ts';
import { CHOOSER_FORM_ID } from './storage-view.ts';

const PLAN_LABELS = { single: 'Single payment', '24-months': '24 monthly payments' } as const;

export function PlanChooser({ choice, path }: { choice: StorageChoice; path: string }) {
  return (
    <form
      id={CHOOSER_FORM_ID}
      method="get"
      action={`${path}#storage-price`}
      className="space-y-6"
      data-testid="storage-chooser"
    >
      <fieldset>
        <legend className="heading-3">Storage size</legend>
        <div className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-5 md:grid-cols-9">
          {STORAGE_TIERS.map((tier) => (
            <label
              key={tier}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2"
            >
              <input type="radio" name="tier" value={tier} defaultChecked={tier === choice.tier} className="h-4 w-4" />
              <span className="font-semibold">{tier}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="heading-3">Payment</legend>
        <div className="mt-3 flex flex-wrap gap-2">
          {(['single', '24-months'] as const).map((plan) => (
            <label
              key={plan}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2"
            >
              <input type="radio" name="plan" value={plan} defaultChecked={plan === choice.plan} className="h-4 w-4" />
              <span>{PLAN_LABELS[plan]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <noscript>
        <button type="submit" className="btn-secondary" data-testid="storage-show-price">
          Show price
        </button>
      </noscript>
    </form>
  );
}
