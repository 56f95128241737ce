import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { intlLocale, useLocale, type Card } from '@portal/contract';
import { formatMoney, useCardBalance } from '@portal/kit';
import { monthlyFigures, type MonthFigures, type ReadEntry } from './model/historyExport';
import { useToolsT } from './i18n';

/** Colours with at least 3:1 against white for the bars and the cap lines (WCAG 1.4.11), told apart by shape too. */
const RIDES = '#005a9c';
const SPENT = '#8a4b00';
const CAP = '#222';

/** 'Nov' / 'nov.' and '2026' for 'YYYY-MM', in the page's language. */
function monthName(month: string, locale: string, style: 'short' | 'long'): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, { month: style, ...(style === 'long' ? { year: 'numeric' } : {}), timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, 1)),
  );
}

/** One series as bars, drawn in SVG (no chart library: issue 26's comparison is in docs/performance.md). */
function Bars({
  months,
  values,
  color,
  cap,
  capLabel,
  format,
  locale,
  labelledBy,
}: {
  months: MonthFigures[];
  values: number[];
  color: string;
  cap: number | null;
  capLabel: string;
  format(v: number): string;
  locale: string;
  labelledBy: string;
}) {
  const W = 360;
  const H = 150;
  const top = 18;
  const bottom = 22;
  const max = Math.max(1, ...values, cap ?? 0);
  const step = W / months.length;
  const y = (v: number) => top + (H - top - bottom) * (1 - Math.max(0, v) / max);
  return (
    <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-labelledby={labelledBy} style={{ display: 'block', maxWidth: 720 }}>
      <line x1={0} x2={W} y1={H - bottom} y2={H - bottom} stroke="#767676" />
      {months.map((m, i) => {
        const v = values[i] ?? 0;
        const x = i * step + step * 0.2;
        return (
          <g key={m.month}>
            <rect x={x} y={y(v)} width={step * 0.6} height={H - bottom - y(v)} fill={color} />
            <text x={x + step * 0.3} y={y(v) - 3} fontSize={9} textAnchor="middle" fill="#222">
              {v > 0 ? format(v) : ''}
            </text>
            <text x={x + step * 0.3} y={H - 8} fontSize={9} textAnchor="middle" fill="#222">
              {monthName(m.month, locale, 'short')}
            </text>
          </g>
        );
      })}
      {cap !== null && cap > 0 && (
        <g>
          <line x1={0} x2={W} y1={y(cap)} y2={y(cap)} stroke={CAP} strokeDasharray="5 3" strokeWidth={1.5} />
          <text x={W - 2} y={y(cap) - 3} fontSize={9} textAnchor="end" fill={CAP}>
            {capLabel}
          </text>
        </g>
      )}
    </svg>
  );
}

/**
 * The last 12 months of the card (or as far back as its history goes): rides and money spent per month, with the
 * monthly fare caps where the card has them, and the same figures as a table for screen readers and anyone who
 * prefers one. Downloaded only when shown.
 */
export default function HistoryChart({ card, rows, today }: { card: Card; rows: ReadEntry[]; today: string }) {
  const t = useToolsT();
  const { locale } = useLocale();
  const intl = intlLocale(locale);
  const id = useId();
  const { data: balance } = useCardBalance(card);
  const months = monthlyFigures(rows, today, 12);
  if (months.length === 0)
    return (
      <Typography role="status" sx={{ mt: 2 }}>
        {t('tools.noHistory')}
      </Typography>
    );
  const rideCap = balance?.fareCaps.ride.month.cap ?? null;
  const cashCap = balance?.fareCaps.cash.month.cap ?? null;
  const total = months.reduce((s, m) => ({ rides: s.rides + m.rides, spent: s.spent + Math.round(m.spent * 100) }), { rides: 0, spent: 0 });
  const summary = t('chart.summary', { months: months.length, rides: total.rides, spent: formatMoney(total.spent / 100) });
  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ mt: 2 }} className="no-print">
      <Typography id={`${id}-title`} component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('chart.title')}
      </Typography>
      <Typography id={`${id}-summary`} variant="body2" sx={{ mb: 1 }}>
        {summary}
      </Typography>
      {/* Each figure can be reached by keyboard; its name is the series and the summary, the table has every figure. */}
      {(
        [
          { key: 'rides', label: t('chart.rides'), color: RIDES, values: months.map((m) => m.rides), cap: rideCap, format: String },
          {
            key: 'spent',
            label: t('chart.spent'),
            color: SPENT,
            values: months.map((m) => m.spent),
            cap: cashCap,
            format: (v: number) => formatMoney(v),
          },
        ] as const
      ).map((series) => (
        <Box key={series.key} tabIndex={0} role="group" aria-labelledby={`${id}-${series.key} ${id}-summary`} sx={{ mb: 2 }}>
          <Typography id={`${id}-${series.key}`} variant="body2" sx={{ fontWeight: 600, color: series.color }}>
            <span aria-hidden="true">■ </span>
            {series.label}
          </Typography>
          <Bars
            months={months}
            values={series.values}
            color={series.color}
            cap={series.cap}
            capLabel={
              series.cap
                ? series.key === 'rides'
                  ? t('chart.rideCap', { cap: series.cap })
                  : t('chart.cashCap', { cap: formatMoney(series.cap) })
                : ''
            }
            format={series.format}
            locale={intl}
            labelledBy={`${id}-${series.key}`}
          />
        </Box>
      ))}
      <Box tabIndex={0} role="region" aria-labelledby={`${id}-table`} sx={{ overflowX: 'auto' }}>
        <Box
          component="table"
          sx={{ borderCollapse: 'collapse', fontSize: 14, '& th, & td': { borderBottom: '1px solid #ccc', p: '4px 8px' } }}
        >
          <caption id={`${id}-table`} style={{ textAlign: 'left', fontWeight: 600, paddingBottom: 4 }}>
            {t('chart.table')}
          </caption>
          <thead>
            <tr>
              <th scope="col" style={{ textAlign: 'left' }}>
                {t('chart.month')}
              </th>
              <th scope="col" style={{ textAlign: 'right' }}>
                {t('chart.rides')}
              </th>
              <th scope="col" style={{ textAlign: 'right' }}>
                {t('chart.spent')}
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row" style={{ textAlign: 'left', fontWeight: 400 }}>
                  {monthName(m.month, intl, 'long')}
                </th>
                <td style={{ textAlign: 'right' }}>{m.rides}</td>
                <td style={{ textAlign: 'right' }}>{formatMoney(m.spent)}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Box>
  );
}
