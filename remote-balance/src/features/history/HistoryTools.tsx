import { useId, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Card, HistoryEntry } from '@portal/contract';
import { todayIso, useCardHistory, type HistoryFilter } from '@portal/kit';
import { historyCsv, historyFileName, historyIn, RANGE_CHOICES, rangeOf, readableEntries, type RangeChoice } from './model/historyExport';
import { useToolsT } from './i18n';
import { useT } from '../../i18n';
import { Statement } from './Statement';
import { LazyPart } from '../../ui/LazyPart';

// The chart and its code are downloaded when it is first shown.
const loadChart = () => import('./HistoryChart');
const KINDS: HistoryFilter[] = ['all', 'reload', 'ride', 'admin'];

/** Saves text as a file the browser downloads (a Blob, never a data: URL). */
function download(text: string, name: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const select = {
  font: 'inherit',
  padding: '8px 10px',
  minHeight: 44,
  border: '1px solid #6b6b6b',
  borderRadius: 4,
  background: '#fff',
  color: 'inherit',
} as const;

/**
 * The card's history to keep (issue 26): every entry of a kind within dates, as a CSV file, a printable statement, or
 * a chart of the last 12 months with its table. Downloaded when the customer opens it (the Balance tab's first load
 * carries only the button). Entries whose date or amount cannot be read are left out and counted.
 */
export default function HistoryTools({ card, initialKind }: { card: Card; initialKind: HistoryFilter }) {
  const t = useToolsT();
  const bt = useT();
  const { data } = useCardHistory(card);
  const [kind, setKind] = useState<HistoryFilter>(initialKind);
  const [choice, setChoice] = useState<RangeChoice>('thisMonth');
  const [custom, setCustom] = useState({ from: '', to: '' });
  const [view, setView] = useState<'none' | 'statement'>('none');
  const [chart, setChart] = useState(false);
  const [said, setSaid] = useState('');
  const id = useId();
  const today = todayIso();
  const range = rangeOf(choice, today, custom);
  const readable = useMemo(() => readableEntries(data ?? []), [data]);
  const rows = useMemo(() => (range ? historyIn(readable.rows, kind, range) : []), [readable, kind, range]);
  const kindLabel = (k: HistoryEntry['kind']) => (k ? bt(`history.kind.${k}`) : '');

  if (!data) return null;
  if (data.length === 0)
    return (
      <Typography role="status" sx={{ py: 1 }}>
        {t('tools.noHistory')}
      </Typography>
    );

  const downloadCsv = () => {
    if (!range || rows.length === 0) return;
    const name = historyFileName(card.cardNumber, range);
    const csv = historyCsv(
      rows,
      {
        date: t('csv.date'),
        type: t('csv.type'),
        product: t('csv.product'),
        operation: t('csv.operation'),
        amount: t('csv.amount'),
        currency: t('csv.currency'),
        route: t('csv.route'),
        bus: t('csv.bus'),
        stop: t('csv.stop'),
      },
      kindLabel,
    );
    download(csv, name, 'text/csv;charset=utf-8');
    setSaid(t('tools.downloaded', { file: name, count: rows.length }));
  };

  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography id={`${id}-title`} component="h4" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }} className="no-print">
        {t('tools.title')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-end', mb: 1 }} className="no-print">
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <label htmlFor={`${id}-kind`}>{t('tools.kind')}</label>
          <select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as HistoryFilter)} style={select}>
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {bt(`history.kind.${k}`)}
              </option>
            ))}
          </select>
        </Box>
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <label htmlFor={`${id}-range`}>{t('tools.range')}</label>
          <select id={`${id}-range`} value={choice} onChange={(e) => setChoice(e.target.value as RangeChoice)} style={select}>
            {RANGE_CHOICES.map((c) => (
              <option key={c} value={c}>
                {t(`tools.range.${c}`)}
              </option>
            ))}
          </select>
        </Box>
        {choice === 'custom' &&
          (['from', 'to'] as const).map((end) => (
            <Box key={end} sx={{ display: 'grid', gap: 0.5 }}>
              <label htmlFor={`${id}-${end}`}>{t(`tools.${end}`)}</label>
              <input
                id={`${id}-${end}`}
                type="date"
                value={custom[end]}
                max={today}
                aria-describedby={range ? undefined : `${id}-bad`}
                aria-invalid={!range}
                onChange={(e) => setCustom((c) => ({ ...c, [end]: e.target.value }))}
                style={select}
              />
            </Box>
          ))}
      </Box>
      {choice === 'custom' && !range && (
        <Typography id={`${id}-bad`} role="alert" color="error" variant="body2" sx={{ mb: 1 }} className="no-print">
          {t('tools.badRange')}
        </Typography>
      )}
      {readable.unreadable > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }} className="no-print">
          {t('tools.unreadable', { count: readable.unreadable })}
        </Alert>
      )}
      {range && rows.length === 0 && (
        <Typography role="status" sx={{ mb: 1 }} className="no-print">
          {t('tools.none')}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} className="no-print">
        <Button variant="contained" disabled={!range || rows.length === 0} onClick={downloadCsv} sx={{ minHeight: 44 }}>
          {t('tools.download')}
        </Button>
        <Button
          variant="outlined"
          disabled={!range || rows.length === 0}
          aria-expanded={view === 'statement'}
          onClick={() => setView((v) => (v === 'statement' ? 'none' : 'statement'))}
          sx={{ minHeight: 44 }}
        >
          {t('tools.statement')}
        </Button>
        <Button variant="outlined" aria-expanded={chart} onClick={() => setChart((c) => !c)} sx={{ minHeight: 44 }}>
          {chart ? t('tools.hideChart') : t('tools.chart')}
        </Button>
      </Box>
      <Typography role="status" variant="body2" sx={{ mt: 1, minHeight: '1.5em' }} className="no-print">
        {said}
      </Typography>
      {view === 'statement' && range && rows.length > 0 && <Statement card={card} range={range} rows={rows} kindLabel={kindLabel} />}
      {chart && (
        <LazyPart
          load={loadChart}
          failed={t('chart.failed')}
          render={(HistoryChart) => <HistoryChart card={card} rows={readable.rows} today={today} />}
        />
      )}
    </Box>
  );
}
