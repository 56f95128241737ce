import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { focusRing, paginate, sortRows, type SortDirection } from '@portal/kit';
import type { AutoReloadRule } from '@portal/contract';
import { ruleRow, type RuleRow } from './model/rows';
import { CheckCircleIcon, DeleteIcon } from '../../ui/icons';
import { useT } from '../../i18n';

export const RULES_PAGE_SIZE = 5;

// A plain table styled like MUI's small table: its Table family and sort labels would double this section's code.
const Table = styled('table')(({ theme }) => ({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: theme.typography.pxToRem(14),
  '& th, & td': { padding: '6px 12px', borderBottom: `1px solid ${theme.palette.divider}`, textAlign: 'left', verticalAlign: 'middle' },
  '& th': { fontWeight: 600, whiteSpace: 'nowrap' },
  '& tbody tr:last-of-type td': { borderBottom: 0 },
}));
const SortButton = styled('button')(({ theme }) => ({
  font: 'inherit',
  fontWeight: 600,
  color: 'inherit',
  background: 'none',
  border: 0,
  padding: '4px 2px',
  minHeight: 24,
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  '&:hover': { color: theme.palette.primary.main },
  '&:focus-visible': focusRing,
}));
const ARROW = { asc: '\u25B2', desc: '\u25BC' } as const;

export type RuleAction = 'activate' | 'deactivate' | 'delete';
type SortKey = keyof RuleRow['sort'];

const COLUMNS: Array<{ key: SortKey | 'price' | 'actions'; sortable: boolean }> = [
  { key: 'active', sortable: true },
  { key: 'rule', sortable: true },
  { key: 'value', sortable: true },
  { key: 'product', sortable: true },
  { key: 'price', sortable: false },
  { key: 'actions', sortable: false },
];

/** How a rule is named in its actions' names and in confirmations: 'E-Rides fall to 2 rides, 10 E-Rides'. */
export const ruleName = (r: RuleRow) => [`${r.rule} ${r.value}`.trim(), r.product].filter(Boolean).join(', ');

/**
 * The rules table (spec 2): Id hidden; Active (an icon named 'Active', or 'Not active'), Rule, Value, Product,
 * Price and Actions; all but Price and Actions sortable; pages of five with first, previous, next, last and 'x of y'.
 */
export function RulesTable({
  rules,
  disabled,
  describedBy,
  onAction,
}: {
  rules: AutoReloadRule[];
  disabled: boolean;
  describedBy?: string;
  onAction(action: RuleAction, rule: AutoReloadRule, name: string): void;
}) {
  const [sort, setSort] = useState<{ key: SortKey; direction: SortDirection }>({ key: 'active', direction: 'desc' });
  const [page, setPage] = useState(0);
  const rows = useMemo(
    () =>
      sortRows(
        rules.map((source) => {
          const row = ruleRow(source);
          return { source, row, ...row.sort };
        }),
        sort.key,
        sort.direction,
      ),
    [rules, sort],
  );
  const shown = paginate(rows, page, RULES_PAGE_SIZE);
  const t = useT();
  const sortBy = (key: SortKey) => {
    setSort((s) => ({ key, direction: s.key === key && s.direction === 'asc' ? 'desc' : 'asc' }));
    setPage(0);
  };
  const pager = [
    { label: t('rules.first'), to: 0, off: shown.page === 0 },
    { label: t('rules.previous'), to: shown.page - 1, off: shown.page === 0 },
    { label: t('rules.next'), to: shown.page + 1, off: shown.page >= shown.pageCount - 1 },
    { label: t('rules.last'), to: shown.pageCount - 1, off: shown.page >= shown.pageCount - 1 },
  ];
  return (
    <>
      {/* Scrolls sideways on small screens; focusable so keyboard users can scroll it too. */}
      <Box
        tabIndex={0}
        role="region"
        aria-label={t('rules.table')}
        sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
      >
        <Table aria-label={t('rules.table')}>
          <thead>
            <tr>
              {COLUMNS.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  aria-sort={sort.key === c.key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
                  style={c.key === 'actions' ? { textAlign: 'right' } : undefined}
                >
                  {c.sortable ? (
                    <SortButton type="button" onClick={() => sortBy(c.key as SortKey)}>
                      {t(`rules.col.${c.key}`)}
                      <Box component="span" aria-hidden="true" sx={{ fontSize: 10, opacity: sort.key === c.key ? 1 : 0.35 }}>
                        {ARROW[sort.key === c.key ? sort.direction : 'asc']}
                      </Box>
                    </SortButton>
                  ) : (
                    t(`rules.col.${c.key}`)
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.rows.map(({ source, row }) => {
              const name = ruleName(row);
              const toggle = t(row.active ? 'rules.deactivate' : 'rules.activate');
              return (
                <tr key={row.id}>
                  <td>
                    {row.active ? (
                      <CheckCircleIcon titleAccess={t('rules.activeIcon')} sx={{ color: 'success.main', verticalAlign: 'middle' }} />
                    ) : (
                      <Typography variant="body2" component="span" color="text.secondary">
                        {t('rules.notActive')}
                      </Typography>
                    )}
                  </td>
                  <td>{row.rule}</td>
                  <td style={{ whiteSpace: 'nowrap' }}>{row.value}</td>
                  <td>{row.product}</td>
                  <td style={{ whiteSpace: 'nowrap' }}>{row.price}</td>
                  <td style={{ whiteSpace: 'nowrap', textAlign: 'right' }}>
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={disabled}
                      aria-label={t('rules.actionOf', { action: toggle, name })}
                      aria-describedby={describedBy}
                      onClick={() => onAction(row.active ? 'deactivate' : 'activate', source, name)}
                      sx={{ mr: 1, minHeight: 32 }}
                    >
                      {toggle}
                    </Button>
                    <IconButton
                      size="small"
                      color="error"
                      disabled={disabled}
                      aria-label={t('rules.deleteOf', { name })}
                      aria-describedby={describedBy}
                      onClick={() => onAction('delete', source, name)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </Box>
      <Box
        component="nav"
        aria-label={t('rules.pages')}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: 0.5, mt: 1 }}
      >
        {pager.slice(0, 2).map((b) => (
          <Button key={b.label} size="small" disabled={b.off} onClick={() => setPage(b.to)}>
            {b.label}
          </Button>
        ))}
        <Typography variant="body2" aria-live="polite" sx={{ mx: 1 }}>
          {t('rules.pageOf', { page: shown.page + 1, count: shown.pageCount })}
        </Typography>
        {pager.slice(2).map((b) => (
          <Button key={b.label} size="small" disabled={b.off} onClick={() => setPage(b.to)}>
            {b.label}
          </Button>
        ))}
      </Box>
    </>
  );
}
