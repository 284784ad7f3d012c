import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { messages } from '../../../../shared/messages';
import type { SalesRange } from '../../../../shared/schemas/sales';
import { formatPoundsLE } from '../../../components/ui/money';
import type { SalesOfDay } from '../api/dashboard-api';

const m = messages.dashboard;
// The figures are net of refunds (issue 36).
const net = messages.returns.netSales;
const HEIGHT = 300;
const HALF_DAY = 43_200;
const BRAND = '#c2410c';
const ORDERS_BLUE = '#0369a1';

// Days are plotted at UTC midnight and the axis is drawn in UTC, so a 'YYYY-MM-DD' day is
// labelled as itself whatever the admin's own time zone is.
const daySeconds = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`) / 1000;
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const DAY = 86_400;
// Whole days, weeks, months (uPlot treats 30 days as a month) and years: never hours.
const DAY_STEPS = [1, 2, 3, 7, 14, 30, 60, 90, 180, 365, 730].map((days) => days * DAY);

/** Sales (bars, LE) and order count (line) per day, drawn with uPlot on a canvas. */
export function SalesChart({ days, range }: { days: SalesOfDay[]; range: SalesRange }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [days.map((day) => daySeconds(day.date)), days.map((day) => day.totalSales), days.map((day) => day.totalOrders)];
    const options: uPlot.Options = {
      width: element.clientWidth,
      height: HEIGHT,
      tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
      cursor: { drag: { x: false, y: false } },
      scales: {
        // The whole chosen range, half a day of air on each side, even where there were no sales.
        x: { time: true, range: () => [daySeconds(range.startDate) - HALF_DAY, daySeconds(range.endDate) + HALF_DAY] },
        sales: { range: (_u, _min, max) => [0, max > 0 ? max * 1.15 : 1] },
        orders: { range: (_u, _min, max) => [0, Math.max(1, Math.ceil(max * 1.15))] },
      },
      series: [
        { label: m.date, value: (_u, ts) => (ts == null ? '–' : new Date(ts * 1000).toISOString().slice(0, 10)) },
        {
          label: net.column,
          scale: 'sales',
          stroke: BRAND,
          fill: 'rgba(249, 115, 22, 0.45)',
          paths: uPlot.paths.bars!({ size: [0.7, 48], align: 0 }),
          points: { show: false },
          value: (_u, value) => (value == null ? '–' : formatPoundsLE(value)),
        },
        {
          label: m.orders,
          scale: 'orders',
          stroke: ORDERS_BLUE,
          width: 2,
          points: { show: true, size: 6, fill: ORDERS_BLUE },
          value: (_u, value) => (value == null ? '–' : String(value)),
        },
      ],
      axes: [
        { stroke: '#4b5563', grid: { stroke: '#f3f4f6' }, incrs: DAY_STEPS },
        { scale: 'sales', stroke: BRAND, size: 56, grid: { stroke: '#e5e7eb' }, values: (_u, splits) => splits.map((v) => compact.format(v)) },
        { scale: 'orders', side: 1, stroke: ORDERS_BLUE, size: 40, grid: { show: false }, incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000] },
      ],
    };
    const chart = new uPlot(options, data, element);
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days, range]);

  return (
    <figure className="min-w-0 rounded-2xl border border-gray-200 bg-white p-3 shadow-sm sm:p-4">
      <figcaption className="mb-2 text-sm font-medium text-gray-700">{m.chartTitle(range.startDate, range.endDate)}</figcaption>
      {/* The table below carries the same figures for screen readers. */}
      <div ref={box} data-testid="sales-chart" aria-hidden="true" className="w-full overflow-hidden" />
    </figure>
  );
}
