// What the chosen tier holds, by SPEC §9's per-GB estimates (the chooser's script rewrites it as
// the tier changes).
import { capacityTexts } from '#core/domain/storage/plan-texts.ts';
import type { StorageTier } from '#core/domain/storage/plans.ts';

export function CapacityTable({ tier }: { tier: StorageTier }) {
  const texts = capacityTexts(tier);
  return (
    <table className="mt-4 w-full border-collapse text-left" data-testid="capacity-table">
      <caption className="sr-only" data-part="capacity-caption">
        {texts.caption}
      </caption>
      <thead>
        <tr className="border-b border-slate-300">
          <th scope="col" className="py-2 pr-4">
            Kind of file
          </th>
          <th scope="col" className="py-2" data-part="capacity-column">
            {texts.column}
          </th>
        </tr>
      </thead>
      <tbody>
        {texts.rows.map((row) => (
          <tr key={row.what} className="border-b border-slate-200">
            <th scope="row" className="py-2 pr-4 font-normal">
              {row.what}
            </th>
            <td className="py-2" data-part="capacity-amount">
              {row.amount}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
