import { createApiClient } from './client';
import type { ApiClient } from '@portal/contract';
import * as api from './calls';
import { toBanner, toCartValidation, toHistoryEntry, toSavedCard } from './endpoints';
import { fromPersonalForm, type PersonalFormValues } from '../validation/personal';

function apiWith(responses: unknown[]) {
  const calls: Array<{ url: string; method: string; body: unknown }> = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, method: String(init.method), body: init.body ? JSON.parse(String(init.body)) : undefined });
    const next = responses.shift();
    return { ok: true, status: 200, text: async () => JSON.stringify(next ?? null) } as Response;
  }) as unknown as typeof fetch;
  const client = createApiClient({
    apiBase: 'http://api/api/',
    getAccessToken: async () => 't',
    onUnauthorized: jest.fn(),
    onError: jest.fn(),
    fetchImpl,
  });
  return { client, calls };
}

describe('answers of the wrong shape', () => {
  const hostile = '<img src=x onerror="window.__xss=1">' + 'x'.repeat(5000);

  test('a list that is not a list, or a balance that is not an object, is a clear failure, not a crash later', async () => {
    for (const wrong of [{}, 'cards', 42, null, { cards: [] }]) {
      const { client } = apiWith([wrong]);
      await expect(api.cards.list(client, 'demo@transit.example')).rejects.toThrow(
        'The service sent an answer the portal could not read (Card/GetCards)',
      );
    }
    for (const wrong of ['x', [1, 2], null, 7]) {
      const { client } = apiWith([wrong]);
      await expect(api.cards.balance(client, { cardNumber: '1', cardType: 1 })).rejects.toThrow('(Card/GetCardBalance)');
    }
    for (const call of [
      (c: ApiClient) => api.cards.history(c, { cardNumber: '1', cardType: 1 }),
      (c: ApiClient) => api.products.forCard(c, { cardNumber: '1', cardType: 1 }),
      (c: ApiClient) => api.rules.list(c, { cardNumber: '1', cardType: 1 }),
      (c: ApiClient) => api.savedCards.list(c, 'demo@transit.example'),
      (c: ApiClient) => api.cards.suspendActivate(c, { cardNumber: '1', cardType: 1 }, 'Suspend'),
      (c: ApiClient) => api.payments.startHosted(c, { userName: 'a', name: 'a', productList: '[]', total: 1, transactionDate: 'x' }),
    ]) {
      await expect(call(apiWith(['not what was asked']).client)).rejects.toThrow('The service sent an answer the portal could not read');
    }
  });

  test('entries that are not objects or lack their identity are left out; text that is not text reads as empty', async () => {
    const { client } = apiWith([
      [
        null,
        5,
        'x',
        { cardNumber: '10000001', cardType: 1, userName: hostile },
        { cardType: 1 },
        { cardNumber: '2', cardType: 'bus' },
        { cardNumber: '3', cardType: 1, userName: { $gt: '' } },
      ],
    ]);
    const cards = await api.cards.list(client, 'demo@transit.example');
    expect(cards).toEqual([
      { cardNumber: '10000001', cardType: 1, userName: hostile },
      { cardNumber: '3', cardType: 1, userName: '' },
    ]);
    const products = await api.products.forCard(
      apiWith([
        [
          { iCodProducto: 7, tiTipoProducto: 1, vchDescripcion: hostile, dPrecio: 3 },
          { iCodProducto: 8, tiTipoProducto: 1, vchDescripcion: 'No price', dPrecio: 'free' },
          { vchDescripcion: 'No id', dPrecio: 1 },
        ],
      ]).client,
      { cardNumber: '1', cardType: 1 },
    );
    expect(products.map((p) => p.name)).toEqual([hostile]);
  });

  test('the hosted payment page must be an http(s) address', async () => {
    const start = (url: unknown) =>
      api.payments.startHosted(
        apiWith([{ PaymentPageUrl: url, Xlogin: 'l', Xfphash: 'h', Xfptimestamp: '1', Xfpsequence: '2', TransactionId: 'T' }]).client,
        { userName: 'a', name: 'a', productList: '[]', total: 1, transactionDate: 'x' },
      );
    await expect(start('javascript:alert(1)')).rejects.toThrow('could not read');
    await expect(start('not a url')).rejects.toThrow('could not read');
    await expect(start('https://pay.example/page')).resolves.toMatchObject({
      paymentPageUrl: 'https://pay.example/page',
      transactionId: 'T',
    });
  });
});

describe('endpoint mappings', () => {
  test('validation errors from the dictionary, card and product lists', () => {
    expect(
      toCartValidation({
        status: 1,
        cardAndProductErrorsDict: { '10000001': [{ cardId: 10000001, productName: 'Pass', status: 8 }] },
        cardErrors: [{ cardId: '2', status: 19 }],
        productErrors: null,
      }),
    ).toEqual({
      status: 1,
      cardAndProductErrors: [{ cardId: '10000001', productName: 'Pass', status: 8 }],
      cardErrors: [{ cardId: '2', productName: null, status: 19 }],
      productErrors: [],
    });
  });

  test('history entries carry their kind; saved cards their default flag', () => {
    expect(
      toHistoryEntry({
        OperationType: 4,
        Product: '10 E-Rides',
        Operation: 'Auto-reload',
        Amount: 32.5,
        CurrentDate: '2026-11-01T06:00:00',
        BusNumber: null,
        RouteNumber: '',
        Stop: null,
      }),
    ).toMatchObject({ kind: 'reload', amount: 32.5, busNumber: '' });
    expect(
      toSavedCard({ Card_ID: 't', Card_Number: '####1111', Default_Card: 1, email: 'a', transaction_Tag: '1', auth_Code: 'x' }).isDefault,
    ).toBe(true);
  });

  test('balance derives from the raw fields with the fare caps of the card class', async () => {
    const { client, calls } = apiWith([
      {
        ClassID: 1,
        Class: 'Adult',
        Status: 'Active',
        bActivo: true,
        dtFechaCaduca: '2099-01-01T00:00:00',
        PassStart: '2026-11-01T00:00:00',
        PassEnd: '2026-11-30T00:00:00',
        dNumSaldo: 12.5,
        smNumsaldoViaje: 3,
        smNumeroDias: 10,
        iRidesFareCap: 3,
        iRidesFareCapMonth: 25,
        dCashFareCap: 0,
        dCashFareCapMonth: 45,
        iPaidTripsFareCap: 2,
        iPaidTripsFareCapMonth: 20,
      },
      [
        { ruleTypeId: 1, cashThreshold: 9.75, rideThreshold: 3, paidTripThreshold: 3 },
        { ruleTypeId: 2, cashThreshold: 98, rideThreshold: 40, paidTripThreshold: 40 },
      ],
    ]);
    const b = await api.cards.balance(client, { cardNumber: '10000001', cardType: 1 });
    expect(calls.map((c) => c.url)).toEqual([
      'http://api/api/Card/GetCardBalance?cardNumber=10000001&cardType=1',
      'http://api/api/Card/GetCardFareCap?cardType=1&classType=1',
    ]);
    expect(b).toMatchObject({ cash: 12.5, rides: 3, class: 'Adult', isHotlisted: false, isCardExpired: false, isPassExpired: false });
    expect(b.fareCaps.ride.day).toEqual({ used: 3, cap: 3 });
    expect(b.fareCaps.cash.month).toEqual({ used: 45, cap: 98 });
  });

  test("suspend sends the spec's device fields; the Mobile variant is used for card type 8", async () => {
    const { client, calls } = apiWith([{ status: 0 }, { iCodClienteTarjeta: 0 }]);
    expect(await api.cards.suspendActivate(client, { cardNumber: '10000001', cardType: 1 }, 'Suspend')).toBe(0);
    expect(calls[0]!.body).toEqual({
      SuspendActivateCardRequestItems: [{ CardId: '10000001', CardTypeId: 1, TargetStatus: 0 }],
      DeviceId: 2,
      DeviceTypeId: 16,
      EmployeeId: 0,
      ProcessId: 0,
    });
    await api.clients.get(client, { cardNumber: '80000001', cardType: 8 });
    expect(calls[1]!.url).toContain('Clients/GetClienteTarjetaMobile?iCodTarjeta=80000001&tiCodTipoTarjeta=8');
  });

  test('setting a default payment card clears all defaults first; activating a rule switches the others off first', async () => {
    const { client, calls } = apiWith([{}, {}, {}, {}]);
    await api.savedCards.setDefault(client, 'a@b.c', {
      cardId: 'tok',
      cardNumber: '####1111',
      isDefault: false,
      email: 'a@b.c',
      transactionTag: '1',
      authCode: 'x',
    });
    await api.rules.setActive(
      client,
      { cardNumber: '1', cardType: 1 },
      {
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
      },
      true,
    );
    expect(calls.map((c) => c.url.replace('http://api/api/', ''))).toEqual([
      'CreditCard/Set_All_Credit_Debit_Card_As_Default_As_False',
      'CreditCard/Set_Credit_Debit_Card_As_Default_By_Card_ID',
      'Threshold/SetAllThresholdReloadEnabledFalse',
      'Threshold/SetThresholdReloadEnabled',
    ]);
    expect(calls[3]!.body).toEqual({ iCodReloadThreshold: 7, tiEstatusReg: 1, vchDescripcion: 'd' });
  });

  test('a rule is posted as given and read back; mobile deletion omits blank names', async () => {
    const { client, calls } = apiWith([{ iCodReloadThreshold: 1, TriggerType: 4, tiEstatusReg: 0 }, { Status: 2 }]);
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
    expect(await api.rules.save(client, body)).toMatchObject({ id: 1, triggerType: 4, active: false });
    expect(calls[0]!.body).toEqual(body);
    expect(await api.account.requestMobileDeletion(client, { firstName: ' ', lastName: 'Demo' })).toBe(2);
    expect(calls[1]!.body).toEqual({ DeviceId: 2, DeviceTypeId: 16, EmployeeId: 0, LastName: 'Demo' });
  });
});

describe('the register form to the card-holder calls (spec 3 mapping, spec 4 registration save)', () => {
  const values: PersonalFormValues = {
    fname: ' Robin ',
    mname: 'Lee',
    lname: 'Rider',
    dob: '1985-06-01',
    email: 'robin@example.org',
    phone: '204-555-0199',
    address: '1 Main St',
    city: 'Winnipeg',
    state: 'MB',
    country: 'Canada',
    postal: 'r3c 1a1',
    notes: 'Lost once',
    agreement: true,
  };
  const body = {
    iCodClienteTarjeta: 0,
    iCodtarjeta: '10000005',
    cardType: 1,
    name: 'Robin',
    paterno: 'Lee',
    materno: 'Rider',
    birthDate: '1985-06-01',
    email: 'robin@example.org',
    phone: '204-555-0199',
    address: '1 Main St',
    city: 'Winnipeg',
    state: 'MB',
    country: 'Canada',
    cityCode: 7,
    zipCode: 'R3C 1A1',
    notes: 'Lost once',
  };

  test('first name to name, middle to paterno, last to materno; the id it returns links the card', async () => {
    const { client, calls } = apiWith([{ iCodClienteTarjeta: 42 }, { success: true }]);
    const card = { cardNumber: '10000005', cardType: 1 };
    const id = await api.clients.update(client, card, 0, fromPersonalForm(values, 7));
    await api.clients.link(client, card, id);
    expect(calls.map((c) => `${c.method} ${c.url.replace('http://api/api/', '')}`)).toEqual([
      'PUT Clients/UpdateCatClientesTarjetas',
      'PUT Clients/SetCardToClient',
    ]);
    expect(calls[0]!.body).toEqual(body);
    expect(calls[1]!.body).toEqual({ iCodClienteTarjeta: 42, iCodtarjeta: '10000005', cardType: 1 });
  });

  test('a mobile card (type 8) reads and writes through the Mobile variants', async () => {
    const { client, calls } = apiWith([{ iCodClienteTarjeta: 0, vchNombre: '' }, { iCodClienteTarjeta: 43 }]);
    const card = { cardNumber: '80000001', cardType: 8 };
    await api.clients.get(client, card);
    await api.clients.update(client, card, 0, fromPersonalForm(values, 7));
    expect(calls.map((c) => c.url.replace('http://api/api/', '').split('?')[0])).toEqual([
      'Clients/GetClienteTarjetaMobile',
      'Clients/UpdateCatClientesTarjetasMobile',
    ]);
    expect(calls[1]!.body).toEqual({ ...body, iCodtarjeta: '80000001', cardType: 8 });
  });
});

describe('banner and legacy authentication', () => {
  test('the banner file maps to title, body, type (warning by default) and an http(s) link', () => {
    expect(toBanner({ title: ' Detour ', body: 'Route 12', link: 'https://t.example/d' })).toEqual({
      title: 'Detour',
      body: 'Route 12',
      type: 'warning',
      link: 'https://t.example/d',
    });
    expect(toBanner({ title: 'x', type: 'info', link: 'javascript:alert(1)' })).toEqual({ title: 'x', body: '', type: 'info', link: '' });
    expect(toBanner({ title: '', body: '' })).toBeNull();
    expect(toBanner('nonsense')).toBeNull();
  });

  test('LoginCustomers/authenticate sends Basic credentials and no bearer token', async () => {
    const calls: RequestInit[] = [];
    const fetchImpl = (async (_url: string, init: RequestInit) => {
      calls.push(init);
      return { ok: true, status: 200, text: async () => '{"token":"legacy"}' } as Response;
    }) as unknown as typeof fetch;
    const client = createApiClient({
      apiBase: 'http://api/api/',
      getAccessToken: async () => 'never',
      onUnauthorized: jest.fn(),
      onError: jest.fn(),
      fetchImpl,
    });
    expect(await api.withoutToken.legacyAuthenticate(client, 'dana@transit.example', 'Transit!2026')).toBe('legacy');
    expect((calls[0]!.headers as Record<string, string>).Authorization).toBe(
      `Basic ${Buffer.from('dana@transit.example:Transit!2026').toString('base64')}`,
    );
  });
});
