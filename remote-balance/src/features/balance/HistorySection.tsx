import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import {
  filterHistory,
  formatMoney,
  historyEmptyText,
  paginate,
  RetryAlert,
  sortRows,
  useCardHistory,
  visuallyHidden,
  type HistoryFilter,
  type SortDirection,
} from '@portal/kit';
import type { Card, HistoryEntry } from '@portal/contract';
import { useT, type BalanceKey } from '../../i18n';
import { LazyPart } from '../../ui/LazyPart';

export const PAGE_SIZE = 10;

// Download, statement and chart (issue 26): their code and texts are downloaded when first opened.
const loadTools = () => import(/* webpackChunkName: "history-tools" */ '../history/HistoryTools');

type Translate = ReturnType<typeof useT>;
type Column = { key: keyof HistoryEntry; label: BalanceKey; format?: (e: HistoryEntry, t: Translate) => string; numeric?: boolean };
const date: Column = { key: 'date', label: 'history.col.date', format: (e) => e.date.replace('T', ' ').slice(0, 16) };
const amount: Column = {
  key: 'amount',
  label: 'history.col.amount',
  numeric: true,
  format: (e) => (e.amount === null ? '' : formatMoney(e.amount)),
};
const product: Column = { key: 'product', label: 'history.col.product' };
const operation: Column = { key: 'operation', label: 'history.col.operation' };
/** The columns that mean something for each kind of history. */
const COLUMNS: Record<HistoryFilter, Column[]> = {
  reload: [date, product, operation, amount],
  ride: [
    date,
    product,
    { key: 'routeNumber', label: 'history.col.route' },
    { key: 'busNumber', label: 'history.col.bus' },
    { key: 'stop', label: 'history.col.stop' },
    amount,
  ],
  admin: [date, operation, product, amount],
  all: [
    date,
    { key: 'kind', label: 'history.col.type', format: (e, t) => (e.kind ? t(`history.kind.${e.kind}`) : '') },
    product,
    operation,
    amount,
  ],
};
const FILTERS: HistoryFilter[] = ['reload', 'ride', 'admin', 'all'];

/** The card's history (spec 2): a Reload / Ride / Admin / All selector, sortable columns, and paging when needed. */
export function HistorySection({ card, tools = true }: { card: Card; tools?: boolean }) {
  const history = useCardHistory(card);
  const { data, error, mutate } = history;
  const [filter, setFilter] = useState<HistoryFilter>('all');
  const t = useT();
  const [sort, setSort] = useState<{ key: keyof HistoryEntry; direction: SortDirection }>({ key: 'date', direction: 'desc' });
  const [page, setPage] = useState(0);
  const [toolsOpen, setToolsOpen] = useState(false);
  const columns = COLUMNS[filter];
  const rows = useMemo(() => sortRows(filterHistory(data ?? [], filter), sort.key, sort.direction), [data, filter, sort]);
  const shown = paginate(rows, page, PAGE_SIZE);
  // The same column again flips its direction; a new column starts newest first for dates, A–Z otherwise.
  const sortBy = (key: keyof HistoryEntry) => {
    setSort((s) => ({ key, direction: s.key === key ? (s.direction === 'asc' ? 'desc' : 'asc') : key === 'date' ? 'desc' : 'asc' }));
    setPage(0);
  };

  return (
    <Box component="section" aria-labelledby="history-title">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography id="history-title" component="h3" variant="h6">
          {t('history.title')}
        </Typography>
        {/* Toggle buttons: one pressed at a time (plain buttons, lighter than a toggle group). */}
        <Box role="group" aria-label={t('history.type')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {FILTERS.map((f) => (
            <Button
              key={f}
              size="small"
              aria-pressed={filter === f}
              variant={filter === f ? 'contained' : 'outlined'}
              onClick={() => {
                setFilter(f);
                setPage(0);
              }}
              sx={{ minWidth: 64 }}
            >
              {t(`history.kind.${f}`)}
            </Button>
          ))}
        </Box>
      </Box>
      {data ? (
        rows.length === 0 ? (
          <Typography sx={{ py: 3, textAlign: 'center' }} role="status">
            {historyEmptyText(filter)}
          </Typography>
        ) : (
          <>
            {/* Scrolls sideways on small screens; focusable so keyboard users can scroll it too. */}
            <Box
              tabIndex={0}
              role="region"
              aria-labelledby="history-title"
              sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
            >
              <Table size="small" aria-labelledby="history-title">
                <TableHead>
                  <TableRow>
                    {columns.map((c) => (
                      <TableCell
                        key={c.key}
                        align={c.numeric ? 'right' : 'left'}
                        sortDirection={sort.key === c.key ? sort.direction : false}
                      >
                        <TableSortLabel
                          active={sort.key === c.key}
                          direction={sort.key === c.key ? sort.direction : 'asc'}
                          onClick={() => sortBy(c.key)}
                        >
                          {t(c.label)}
                        </TableSortLabel>
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {shown.rows.map((e, i) => (
                    <TableRow key={`${e.date}-${i}`}>
                      {columns.map((c) => (
                        <TableCell key={c.key} align={c.numeric ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                          {c.format ? c.format(e, t) : String(e[c.key] ?? '')}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
            {shown.showPager && (
              <Box
                component="nav"
                aria-label={t('history.pages')}
                sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, mt: 1 }}
              >
                <Button onClick={() => setPage(shown.page - 1)} disabled={shown.page === 0}>
                  {t('history.previous')}
                </Button>
                <Typography variant="body2" aria-live="polite">
                  {t('history.page', { page: shown.page + 1, count: shown.pageCount })}
                </Typography>
                <Button onClick={() => setPage(shown.page + 1)} disabled={shown.page >= shown.pageCount - 1}>
                  {t('history.next')}
                </Button>
              </Box>
            )}
          </>
        )
      ) : error ? (
        <RetryAlert onRetry={() => void mutate()} busy={history.isValidating}>
          {t('history.failed')}
        </RetryAlert>
      ) : (
        <Box role="status">
          <Box component="span" sx={visuallyHidden}>
            {t('history.loading')}
          </Box>
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} height={36} />
          ))}
        </Box>
      )}
      {data && tools && (
        <Box sx={{ mt: 1 }}>
          <Button variant="text" aria-expanded={toolsOpen} onClick={() => setToolsOpen((o) => !o)} sx={{ minHeight: 44 }}>
            {t('tools.open')}
          </Button>
          {toolsOpen && (
            <LazyPart
              load={loadTools}
              failed={t('tools.failed')}
              render={(HistoryTools) => <HistoryTools card={card} initialKind={filter} />}
            />
          )}
        </Box>
      )}
    </Box>
  );
}
