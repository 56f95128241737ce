/** Auto-reload rules and next month's pass. */
import type { ApiClient, AutoReloadRule, Card } from '@portal/contract';
import type * as Raw from '../raw';
import { listAnswer, toProduct, toRule, type SaveThresholdRequest } from '../endpoints';
import { finite, httpGet, httpSend } from './request';
import { isRecord } from '../../rules/isRecord';

export const list = async (client: ApiClient, c: Pick<Card, 'cardNumber' | 'cardType'>) =>
  listAnswer(
    'Threshold/GetThresholdReload',
    await httpGet<unknown>(client, 'Threshold/GetThresholdReload', { CardID: c.cardNumber, CardType: c.cardType }),
    toRule,
    (r) => Number.isFinite(r.id),
  );

/** Spec 4: activating first switches all rules of the card off, then turns the chosen one on. */
export const setActive = async (client: ApiClient, c: Pick<Card, 'cardNumber' | 'cardType'>, rule: AutoReloadRule, active: boolean) => {
  if (active)
    await httpSend(client, 'PUT', 'Threshold/SetAllThresholdReloadEnabledFalse', {
      iCodTarjeta: c.cardNumber,
      iCodTipoTarjeta: c.cardType,
      vchDescripcion: rule.description,
    });
  await httpSend(client, 'PUT', 'Threshold/SetThresholdReloadEnabled', {
    iCodReloadThreshold: rule.id,
    tiEstatusReg: active ? 1 : 0,
    vchDescripcion: rule.description,
  });
};

/** The body comes from saveThresholdRequest (remote-reload's autoreload/model/ruleForm.ts), one per dialog tab. */
export const save = async (client: ApiClient, body: SaveThresholdRequest) =>
  toRule(await httpSend<Raw.RawThreshold>(client, 'POST', 'Threshold/SaveThresholdReload', body));

export const remove = (client: ApiClient, ruleId: number) =>
  httpSend<unknown>(client, 'DELETE', 'Threshold/DeleteThresholdReload', undefined, { query: { iCodReloadThreshold: ruleId } });

export const nextMonthPrice = async (client: ApiClient, c: Pick<Card, 'cardNumber' | 'cardType'>) => {
  const r = await httpGet<unknown>(client, 'Threshold/GetNextMonthPrice', { CardID: c.cardNumber, CardType: c.cardType });
  if (!isRecord(r)) return null;
  const product = toProduct(r as unknown as Raw.RawProduct);
  return Number.isFinite(product.productId) && finite(product.price) ? product : null;
};
