import { recordingClient } from '@portal/kit/testing';
import { remove, save, setActive } from './api';

const rule = {
  id: 7,
  triggerType: 0,
  description: 'd',
  ridesThreshold: 2,
  cashThreshold: null,
  cashToReload: null,
  daysToReload: null,
  productId: 101,
  product: '',
  price: 1,
  active: false,
};

describe("the rules' changes", () => {
  test('activating a rule switches the others off first; deactivating sends only its own switch', async () => {
    const { client, sent } = recordingClient([{}, {}, {}]);
    await setActive(client, { cardNumber: '1', cardType: 1 }, rule, true);
    await setActive(client, { cardNumber: '1', cardType: 1 }, rule, false);
    expect(sent.map((r) => r.url)).toEqual([
      'Threshold/SetAllThresholdReloadEnabledFalse',
      'Threshold/SetThresholdReloadEnabled',
      'Threshold/SetThresholdReloadEnabled',
    ]);
    expect(sent[0]!.body).toEqual({ iCodTarjeta: '1', iCodTipoTarjeta: 1, vchDescripcion: 'd' });
    expect(sent[1]!.body).toEqual({ iCodReloadThreshold: 7, tiEstatusReg: 1, vchDescripcion: 'd' });
    expect(sent[2]!.body).toEqual({ iCodReloadThreshold: 7, tiEstatusReg: 0, vchDescripcion: 'd' });
  });

  test('a rule is posted as given and read back; a deletion names the rule in the query', async () => {
    const { client, sent } = recordingClient([{ iCodReloadThreshold: 1, TriggerType: 4, tiEstatusReg: 0 }, {}]);
    const body = {
      iCodTarjeta: '1',
      iCodTipoTarjeta: 1,
      triggerType: 4,
      cash_Threshold: null,
      cash_To_Reload: null,
      rides_Threshold: null,
      days_To_Reload: 5,
      product_To_Reload: 4095,
      vchDescripcion: 'd',
    };
    expect(await save(client, body)).toMatchObject({ id: 1, triggerType: 4, active: false });
    expect(sent[0]!.body).toEqual(body);
    await remove(client, 1);
    expect(sent[1]).toMatchObject({ method: 'DELETE', url: 'Threshold/DeleteThresholdReload?iCodReloadThreshold=1' });
  });
});
