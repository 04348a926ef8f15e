import { useLingui } from '@lingui/react/macro';
import { minorUnitsPerMajor } from '@tutorium/contract/fees';
import { CircleDollarSign } from 'lucide-react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartPanel } from '../../../components/ui/chart-panel';
import { axisTick, chartColors, useChartAnimation } from '../../../components/ui/chart-theme';
import { formatMoney, formatMonth } from '../../../lib/format';

interface MonthFigures {
  month: string;
  collectedMinor: number;
  refundedMinor: number;
}

const refundedFill = '#b91c1c';

/** Money collected and refunded per month, as pairs of bars, with the same figures as a table. */
export function RevenueByMonthChart({ months, currency }: { months: readonly MonthFigures[]; currency: string }) {
  const { t } = useLingui();
  const animate = useChartAnimation();
  const perMajor = minorUnitsPerMajor(currency);
  // The chart draws major units so that its axis reads as money; the table keeps the exact amounts.
  const data = months.map((row) => ({
    label: formatMonth(row.month),
    collected: row.collectedMinor / perMajor,
    refunded: row.refundedMinor / perMajor,
  }));
  const moneyOf = (major: number) => formatMoney(Math.round(major * perMajor), currency);
  return (
    <ChartPanel
      title={t`By month`}
      description={t`Money collected and refunded each month.`}
      chartLabel={t`Bar chart of money collected and refunded per month`}
      empty={{ icon: CircleDollarSign, title: t`No payments in this period`, description: t`Try a wider date range.` }}
      chart={
        <BarChart
          data={data}
          responsive
          style={{ width: '100%', height: '100%' }}
          accessibilityLayer={false}
          margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
        >
          <CartesianGrid vertical={false} stroke={chartColors.grid} />
          <XAxis dataKey="label" tick={axisTick} tickLine={false} />
          <YAxis tick={axisTick} tickLine={false} axisLine={false} width={88} tickFormatter={moneyOf} />
          <Tooltip cursor={{ fill: '#eef2ff' }} formatter={(value) => moneyOf(Number(value))} />
          <Legend />
          <Bar
            dataKey="collected"
            name={t`Collected`}
            fill={chartColors.primary}
            radius={[4, 4, 0, 0]}
            maxBarSize={40}
            isAnimationActive={animate}
          />
          <Bar
            dataKey="refunded"
            name={t`Refunded`}
            fill={refundedFill}
            radius={[4, 4, 0, 0]}
            maxBarSize={40}
            isAnimationActive={animate}
          />
        </BarChart>
      }
      data={{
        caption: t`Collected and refunded by month`,
        columns: [{ label: t`Month` }, { label: t`Collected`, numeric: true }, { label: t`Refunded`, numeric: true }],
        rows: months,
        keyOf: (row) => row.month,
        cellsOf: (row) => [
          formatMonth(row.month),
          formatMoney(row.collectedMinor, currency),
          formatMoney(row.refundedMinor, currency),
        ],
      }}
    />
  );
}
