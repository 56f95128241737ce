import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import type { Card, HistoryEntry } from '@portal/contract';
import { formatDate, formatMoney, todayIso, useClientCard } from '@portal/kit';
import { historyTotals, type DateRange, type ReadEntry } from './model/historyExport';
import { useToolsT } from './i18n';

/**
 * On paper only the statement: everything else of the page is hidden, the statement starts at the top of the
 * first page, its buttons are left out, its table's header repeats on each page, and each page is numbered.
 */
const PRINT_CSS = `
@page { margin: 15mm 12mm; @bottom-right { content: counter(page) " / " counter(pages); font: 9pt system-ui, sans-serif; } }
@media print {
  body * { visibility: hidden !important; }
  [data-print-statement], [data-print-statement] * { visibility: visible !important; }
  [data-print-statement] { position: absolute !important; left: 0; top: 0; width: 100%; border: 0 !important; margin: 0 !important; }
  [data-print-statement] .no-print { display: none !important; }
  [data-print-statement] thead { display: table-header-group; }
  [data-print-statement] tr { break-inside: avoid; }
}`;

const cell = { borderBottom: '1px solid #ccc', padding: '4px 6px', textAlign: 'left' as const, verticalAlign: 'top' as const };

/**
 * A statement of the card's history for the chosen kind and dates (issue 26): the card, its holder as registered, the
 * dates, the totals (money loaded, money spent, rides) and every entry; printed by the browser (print to PDF is the PDF).
 */
export function Statement({
  card,
  range,
  rows,
  kindLabel,
}: {
  card: Card;
  range: DateRange;
  rows: ReadEntry[];
  kindLabel(kind: HistoryEntry['kind']): string;
}) {
  const t = useToolsT();
  const id = useId();
  const { data: holder } = useClientCard(card);
  const name = holder ? [holder.firstName, holder.middleName, holder.lastName].filter(Boolean).join(' ') : '';
  const totals = historyTotals(rows);
  const figures: Array<[string, string]> = [
    [t('statement.holder'), name || t('statement.notRegistered')],
    [t('statement.range'), t('statement.rangeValue', { from: formatDate(range.from), to: formatDate(range.to) })],
    [t('statement.loaded'), formatMoney(totals.loaded)],
    [t('statement.spent'), formatMoney(totals.spent)],
    [t('statement.rides'), String(totals.rides)],
  ];
  return (
    <Box
      component="section"
      data-print-statement=""
      aria-labelledby={`${id}-title`}
      sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff', color: '#000' }}
    >
      <GlobalStyles styles={PRINT_CSS} />
      <Typography id={`${id}-title`} component="h4" variant="h6" sx={{ mb: 1 }}>
        {t('statement.title', { card: card.cardNumber })}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 2 }}>
        {figures.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontWeight: 600 }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('statement.entries')}>
        <Box component="table" sx={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
          <thead>
            <tr>
              {(['csv.date', 'csv.type', 'csv.product', 'csv.operation'] as const).map((k) => (
                <th key={k} style={cell}>
                  {t(k)}
                </th>
              ))}
              <th style={{ ...cell, textAlign: 'right' }}>{t('csv.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((e, i) => (
              <tr key={`${e.date}-${i}`}>
                <td style={{ ...cell, whiteSpace: 'nowrap' }}>{e.date.replace('T', ' ').slice(0, 16)}</td>
                <td style={cell}>{kindLabel(e.kind)}</td>
                <td style={cell}>{e.product}</td>
                <td style={cell}>{e.operation}</td>
                <td style={{ ...cell, textAlign: 'right', whiteSpace: 'nowrap' }}>{e.amount === null ? '' : formatMoney(e.amount)}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('statement.printed', { date: formatDate(todayIso()) })}
      </Typography>
      <Button className="no-print" variant="contained" onClick={() => window.print()} sx={{ mt: 2, minHeight: 44 }}>
        {t('tools.print')}
      </Button>
    </Box>
  );
}
