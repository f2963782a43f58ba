import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { PriceTierStats } from '../../contract/events';

/** Sold versus scanned tickets per tier. */
export function TierSoldChart({
  tiers,
  soldLabel,
  scannedLabel,
}: {
  tiers: PriceTierStats[];
  soldLabel: string;
  scannedLabel: string;
}) {
  const data = tiers.map((t) => ({ name: t.name, sold: t.soldTickets, scanned: t.scannedTickets }));
  return (
    <ResponsiveContainer width="100%" height={260}>
      <BarChart data={data} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="name" tick={{ fontSize: 12 }} />
        <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
        <Tooltip />
        <Legend itemSorter={null} />
        <Bar dataKey="sold" name={soldLabel} fill="#3B82F6" radius={[4, 4, 0, 0]} />
        <Bar dataKey="scanned" name={scannedLabel} fill="#10B981" radius={[4, 4, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
