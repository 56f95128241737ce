/**
 * The auto-reload rules' changes (spec 7 Threshold/…), made by this app only; the rules' list and next month's pass are
 * read through the kit's hooks. Built on the kit's request helpers.
 */
import type { ApiClient, AutoReloadRule, Card } from '@portal/contract';
import { httpSend, toRule, type RawThreshold } from '@portal/kit';

/** Spec 7 Threshold/SaveThresholdReload (built by ruleForm.ts's saveThresholdRequest, one per dialog tab). */
export interface SaveThresholdRequest {
  iCodTarjeta: string;
  iCodTipoTarjeta: number;
  triggerType: number;
  cash_Threshold: number | null;
  cash_To_Reload: number | null;
  rides_Threshold: number | null;
  days_To_Reload: number | null;
  product_To_Reload: number | null;
  vchDescripcion: string;
}

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

/** Posts the rule as given and reads it back. */
export const save = async (client: ApiClient, body: SaveThresholdRequest) =>
  toRule(await httpSend<RawThreshold>(client, 'POST', 'Threshold/SaveThresholdReload', body));

export const remove = (client: ApiClient, ruleId: number) =>
  httpSend<unknown>(client, 'DELETE', 'Threshold/DeleteThresholdReload', undefined, { query: { iCodReloadThreshold: ruleId } });
