import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik, type FormikProps } from 'formik';
import { formatMoney, useCardProducts, useNextMonthPass } from '@portal/kit';
import * as rulesApi from './model/api';
import { ProductType, usePortalConfig, useToast, type Card, useApiClient } from '@portal/contract';
import {
  enabledRuleTabs,
  exceedsCashLimitText,
  firstRuleTab,
  RULE_DIALOG_TEXT,
  RULE_TOAST_MS,
  saveThresholdRequest,
  type RuleDraft,
  type RuleTab,
} from './model/ruleForm';
import { cashRuleSchema, parseDollars, ridesRuleSchema, type CashRuleValues, type RidesRuleValues } from './model/schemas';
import { useRuleT } from './i18n';
import { st } from '@portal/kit';

const TABS: Array<{ value: RuleTab }> = [{ value: 'rides' }, { value: 'pass' }, { value: 'cash' }];

/** A formik field as an MUI text field: the error on the field once touched, the hint otherwise. */
function fieldProps<V extends object>(form: FormikProps<V>, name: keyof V & string, id: string, hint?: string) {
  const error = form.touched[name] ? (form.errors[name] as string | undefined) : undefined;
  return {
    id,
    name,
    value: form.values[name] as string,
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    error: Boolean(error),
    helperText: error ?? hint,
    fullWidth: true,
    margin: 'normal' as const,
  };
}

/**
 * The New Rule dialog (spec 2): tabs E-Rides (disabled without ride products), E-Passes and E-Cash (only with
 * the eCash feature); Cancel and Add. Field errors are on their fields; 'Auto-Reload Rule Added!' when saved.
 */
/** A translated sentence with one part in bold, wherever the language puts it (its place is marked \u0000). */
function withStrong(sentence: string, strong: string) {
  const [before, after] = sentence.split('\u0000');
  return (
    <>
      {before}
      <strong>{strong}</strong>
      {after}
    </>
  );
}

export default function NewRuleDialog({ card, onClose, onAdded }: { card: Card; onClose(): void; onAdded(): void | Promise<void> }) {
  const client = useApiClient();
  const toast = useToast();
  const { features, constants } = usePortalConfig();
  const { data: products } = useCardProducts(card);
  const { data: nextPass, isLoading: passLoading } = useNextMonthPass(card);
  const rideProducts = (products ?? []).filter((p) => p.productTypeId === ProductType.Ride);
  // Until the products are known (the Reload tab has usually loaded them already), E-Rides is assumed open.
  const enabled = enabledRuleTabs({ hasRideProducts: !products || rideProducts.length > 0, eCashFeature: features.eCash });
  const [tab, setTab] = useState<RuleTab>(() => firstRuleTab(enabled));
  const [saving, setSaving] = useState(false);
  const t = useRuleT();
  // Once the products are known, a tab that cannot be used is never the one shown.
  useEffect(() => {
    if (products && !enabled[tab]) setTab(firstRuleTab(enabled));
  }, [products, enabled, tab]);

  const save = async (draft: RuleDraft) => {
    setSaving(true);
    try {
      await rulesApi.save(client, saveThresholdRequest(card, draft));
      toast.success(st('toast.ruleAdded'));
      await onAdded();
    } catch {
      // The request error toast says why; the values stay for another try.
    } finally {
      setSaving(false);
    }
  };

  const rides = useFormik<RidesRuleValues>({
    initialValues: { threshold: '', productId: '' },
    validationSchema: ridesRuleSchema,
    onSubmit: async (v) => {
      const product = rideProducts.find((p) => String(p.productId) === v.productId);
      if (product) await save({ kind: 'rides', threshold: Number(v.threshold), productId: product.productId, productName: product.name });
    },
  });
  const { values: rideValues, setFieldValue: setRideValue } = rides;
  useEffect(() => {
    if (!rideValues.productId && rideProducts[0]) void setRideValue('productId', String(rideProducts[0].productId), false);
  }, [rideProducts, rideValues.productId, setRideValue]);

  const cash = useFormik<CashRuleValues>({
    initialValues: { threshold: '', amount: '' },
    validationSchema: cashRuleSchema({ minimum: constants.autoReloadMinimum, limit: constants.eCashLimit }),
    onSubmit: (v) => save({ kind: 'cash', threshold: parseDollars(v.threshold), amount: parseDollars(v.amount) }),
  });

  const add = async () => {
    if (tab === 'pass') {
      if (nextPass) await save({ kind: 'pass' });
      return;
    }
    if (tab === 'rides') {
      await rides.submitForm();
      return;
    }
    // Spec 8: an amount over the limit is also a 4 s warning toast.
    const errors = await cash.validateForm();
    if (errors.amount === exceedsCashLimitText(constants.eCashLimit)) toast.warning(errors.amount, undefined, RULE_TOAST_MS.cashLimit);
    await cash.submitForm();
  };
  const canAdd = !saving && enabled[tab] && (tab !== 'pass' || Boolean(nextPass));

  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby="new-rule-title" fullWidth maxWidth="sm">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <DialogTitle id="new-rule-title">{t('newRule.title')}</DialogTitle>
        <DialogContent sx={{ minHeight: 280 }}>
          <Tabs
            value={tab}
            onChange={(_e, v: RuleTab) => setTab(v)}
            aria-label={t('newRule.type')}
            variant="fullWidth"
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            {TABS.filter((tb) => tb.value !== 'cash' || features.eCash).map((tb) => (
              <Tab
                key={tb.value}
                value={tb.value}
                label={t(`newRule.tab.${tb.value}`)}
                disabled={!enabled[tb.value]}
                id={`rule-tab-${tb.value}`}
                aria-controls={`rule-panel-${tb.value}`}
              />
            ))}
          </Tabs>
          {!enabled.rides && products && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('newRule.noRideProducts')}
            </Typography>
          )}
          <Box role="tabpanel" id={`rule-panel-${tab}`} aria-labelledby={`rule-tab-${tab}`} sx={{ pt: 1 }}>
            {tab === 'rides' && (
              <>
                <TextField
                  {...fieldProps(rides, 'threshold', 'rule-rides-threshold', t('newRule.ridesHint'))}
                  label={t('newRule.ridesThreshold')}
                  required
                  slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
                />
                <TextField
                  {...fieldProps(rides, 'productId', 'rule-rides-product')}
                  label={t('newRule.thenReload')}
                  required
                  select
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                >
                  {rideProducts.map((p) => (
                    <option key={p.productId} value={String(p.productId)}>
                      {t('newRule.option', { name: p.name, price: formatMoney(p.price) })}
                    </option>
                  ))}
                </TextField>
              </>
            )}
            {tab === 'pass' && (
              <Box sx={{ py: 2 }}>
                <Typography sx={{ mb: 2 }}>{RULE_DIALOG_TEXT.passExplained}</Typography>
                {passLoading ? (
                  <Typography role="status">{t('newRule.lookingForPass')}</Typography>
                ) : nextPass ? (
                  <Typography>
                    {withStrong(t('newRule.nextMonth', { name: '\u0000', price: formatMoney(nextPass.price) }), nextPass.name)}
                  </Typography>
                ) : (
                  <Alert severity="info" role="note">
                    {RULE_DIALOG_TEXT.noNextPass}
                  </Alert>
                )}
              </Box>
            )}
            {tab === 'cash' && (
              <>
                <TextField
                  {...fieldProps(cash, 'threshold', 'rule-cash-threshold', t('newRule.cashHint'))}
                  label={t('newRule.cashThreshold')}
                  required
                  slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
                />
                <TextField
                  {...fieldProps(
                    cash,
                    'amount',
                    'rule-cash-amount',
                    t('newRule.amountHint', { min: formatMoney(constants.autoReloadMinimum), max: formatMoney(constants.eCashLimit) }),
                  )}
                  label={t('newRule.thenReloadAmount')}
                  required
                  slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
                />
              </>
            )}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {st('ui.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!canAdd}>
            {saving ? t('newRule.adding') : t('newRule.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
