// What the chosen tier holds, by SPEC §9's per-GB estimates.
import { capacityTable, type StorageTier } from '#client/domain/storage/plans.ts';

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function CapacityTable({ tier }: { tier: StorageTier }) {
  return (
    <table className="mt-4 w-full border-collapse text-left" data-testid="capacity-table">
      <caption className="sr-only">{`What ${tier} holds`}</caption>
      <thead>
        <tr className="border-b border-slate-300">
          <th scope="col" className="py-2 pr-4">
            Kind of file
          </th>
          <th scope="col" className="py-2">{`About how much fits in ${tier}`}</th>
        </tr>
      </thead>
      <tbody>
        {capacityTable(tier).map((row) => (
          <tr key={row.what} className="border-b border-slate-200">
            <th scope="row" className="py-2 pr-4 font-normal">
              {row.what}
            </th>
            <td className="py-2">{`${count.format(row.low)} to ${count.format(row.high)} ${row.unit}`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
