import { deliveryDateText, todayIn } from '#core/domain/trust/delivery-dates.ts';
import type { BusinessDays } from '#core/domain/trust/policies.ts';

// A printed product's delivery line (client/components/trust/TrustLines.tsx): the HTML, cached and
// shared, says the spans; here, with the visitor's own clock and time zone, it says the dates.

function spanOf(value: string | undefined): BusinessDays | null {
  const [fewest, most] = (value ?? '').split(',').map(Number);
  return fewest !== undefined && most !== undefined && fewest > 0 && most >= fewest ? [fewest, most] : null;
}

export function deliveryDate(root: HTMLElement): void {
  const production = spanOf(root.dataset.production);
  const delivery = spanOf(root.dataset.delivery);
  if (!production || !delivery) return;
  root.textContent = deliveryDateText(todayIn(new Date()), production, delivery);
}
