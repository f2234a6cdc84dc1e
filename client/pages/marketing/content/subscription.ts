// A product line sold monthly or yearly: the two plans side by side, the yearly one's savings
// computed from their live prices (SPEC §9's "more than 25 percent" claim is shown only while true).
import type { PlanTableContent } from '#client/components/marketing/PlanTable.tsx';

export function monthlyAndYearly(
  line: string,
  name: string,
  perks: readonly string[],
  intro?: string,
): PlanTableContent {
  const monthly = `${line}-monthly`;
  const yearly = `${line}-yearly`;
  return {
    id: `${line}-plans`,
    heading: `${name} plans`,
    ...(intro ? { intro } : {}),
    plans: [
      { slug: monthly, label: `${name}, monthly`, per: 'a month', perks },
      { slug: yearly, label: `${name}, yearly`, per: 'a year', perks: [...perks, 'Billed once a year'] },
    ],
    savings: { monthly, yearly },
    trust: 'subscription',
  };
}
