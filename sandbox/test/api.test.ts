import { apiClient, customerRoutes, DEMO, EMPTY, OTHER, outbox, signIn, startSandbox, type SandboxProcess } from './support';

let sb: SandboxProcess;
let demo: ReturnType<typeof apiClient>;
let other: ReturnType<typeof apiClient>;
let empty: ReturnType<typeof apiClient>;

beforeAll(async () => {
  sb = await startSandbox();
  demo = apiClient(sb.url, (await signIn(sb.url, DEMO)).access_token);
  other = apiClient(sb.url, (await signIn(sb.url, OTHER)).access_token);
  empty = apiClient(sb.url, (await signIn(sb.url, EMPTY)).access_token);
});
afterAll(async () => {
  await sb.stop();
});

const pad = (n: number) => String(n).padStart(2, '0');
const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};
const monthStart = (offset: number) => {
  const d = new Date();
  d.setDate(1);
  d.setMonth(d.getMonth() + offset);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-01`;
};
const passId = (classId: number, offset: number) => {
  const m = monthStart(offset);
  return 100000 * classId + (Number(m.slice(0, 4)) - 2000) * 100 + Number(m.slice(5, 7));
};

describe('transport rules', () => {
  test('the customer API needs a valid bearer token; a forged one is refused', async () => {
    expect((await apiClient(sb.url).get(`Card/GetCards?userName=${DEMO}`)).status).toBe(401);
    const forged = ['eyJhbGciOiJSUzI1NiJ9', Buffer.from(JSON.stringify({ username: DEMO, scope: 'x' })).toString('base64url'), 'c2ln'].join(
      '.',
    );
    const res = await apiClient(sb.url, forged).get(`Card/GetCards?userName=${DEMO}`);
    expect(res.status).toBe(401);
  });

  test('every customer call needs a token however its path is spelt: any case, a trailing slash (issue 86)', async () => {
    const routes = customerRoutes();
    expect(routes.length).toBeGreaterThan(20);
    const spellings = (p: string) => [p, p.toLowerCase(), p.toUpperCase(), `${p}/`, `${p.toLowerCase()}/`];
    const answers: string[] = [];
    for (const { method, path: routePath } of routes)
      for (const spelt of spellings(routePath)) {
        const res = await fetch(`${sb.url}/api${spelt}?cardNumber=1&userName=${DEMO}&email=${DEMO}`, {
          method,
          headers: { 'content-type': 'application/json' },
          ...(method === 'GET' || method === 'HEAD' ? {} : { body: '{}' }),
        });
        if (res.status !== 401) answers.push(`${method} ${spelt}: ${res.status}`);
      }
    expect(answers).toEqual([]);
    // Card numbers stay unknowable without a token, whatever the spelling.
    for (const spelt of ['/api/Card/IsAssigned/', '/api/card/isassigned/', '/api/CARD/GETCARDACTIVATIONSTATUS'])
      expect((await fetch(`${sb.url}${spelt}?cardNumber=1000000000000001&cardType=1`)).status).toBe(401);
  });

  test('unknown routes answer 404 JSON; malformed bodies answer 400 with a message', async () => {
    const unknown = await demo.get('Card/NoSuchCall');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toContain('No such API call');
    const bad = await demo.post('Card/AssignCardToUser', '{not json');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('The request body is not valid JSON');
    const missing = await demo.post('Card/AssignCardToUser', { cardType: 1 });
    expect(missing).toMatchObject({ status: 400, body: { message: 'cardNumber is required' } });
  });

  test('CORS lets the portal origin call the API with a bearer header', async () => {
    const res = await fetch(`${sb.url}/api/Card/GetCards`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-headers': 'authorization' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(res.headers.get('access-control-allow-headers')).toContain('Authorization');
    const foreign = await fetch(`${sb.url}/api/Card/GetCards`, { method: 'OPTIONS', headers: { origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('cards', () => {
  test("lists the caller's cards with labels, and only the caller's", async () => {
    const res = await demo.get(`Card/GetCards?userName=${DEMO.toUpperCase()}`);
    expect(res.status).toBe(200);
    expect(res.body.map((c: { cardNumber: string }) => c.cardNumber)).toEqual([
      '10000001',
      '10000002',
      '10000003',
      '10000004',
      '10000005',
      '80000001',
    ]);
    expect(res.body[0]).toEqual({ cardNumber: '10000001', cardType: 1, userName: 'Commuter' });
    expect((await demo.get(`Card/GetCards?userName=${OTHER}`)).status).toBe(403);
    expect((await empty.get(`Card/GetCards?userName=${EMPTY}`)).body).toEqual([]);
  });

  test('balance carries the raw field names and the seeded values', async () => {
    const { status, body } = await demo.get('Card/GetCardBalance?cardNumber=10000001&cardType=1');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      ClassID: 1,
      Class: 'Adult',
      Status: 'Active',
      bActivo: true,
      dNumSaldo: 12.5,
      smNumsaldoViaje: 3,
      iRidesFareCap: 3,
      iRidesFareCapMonth: 25,
    });
    expect(body.PassStart).toBe(`${monthStart(0)}T00:00:00`);
    expect(body.smNumeroDias).toBeGreaterThan(0);
    for (const k of ['dtFechaCaduca', 'PassEnd', 'dCashFareCap', 'dCashFareCapMonth', 'iPaidTripsFareCap', 'iPaidTripsFareCapMonth'])
      expect(body).toHaveProperty(k);
    const expired = await demo.get('Card/GetCardBalance?cardNumber=10000004&cardType=1');
    expect(expired.body.dtFechaCaduca < `${localToday()}T00:00:00`).toBe(true);
    expect((await demo.get('Card/GetCardBalance?cardNumber=10000003&cardType=1')).body.Status).toBe('Hotlisted');
  });

  test('history has every operation type and many rides', async () => {
    const { body } = await demo.get('Card/GetHistory?cardNumber=10000001&cardType=1');
    const types = new Set(body.map((h: { OperationType: number }) => h.OperationType));
    expect([...types].sort()).toEqual([0, 1, 2, 3, 4, 8]);
    expect(body.filter((h: { OperationType: number }) => h.OperationType === 0 || h.OperationType === 2).length).toBeGreaterThan(20);
    expect(Object.keys(body[0]).sort()).toEqual([
      'Amount',
      'BusNumber',
      'CurrentDate',
      'Operation',
      'OperationType',
      'Product',
      'RouteNumber',
      'Stop',
    ]);
  });

  test('card types, fare caps (daily and monthly) and activation status texts', async () => {
    expect((await demo.get('Card/GetCardTypesWeb')).body).toEqual([
      { iCodTipoTarjeta: 1, vchDescripcion: 'Smart Card' },
      { iCodTipoTarjeta: 8, vchDescripcion: 'Mobile' },
    ]);
    const caps = (await demo.get('Card/GetCardFareCap?cardType=1&classType=1')).body;
    expect(caps.map((c: { ruleTypeId: number }) => c.ruleTypeId)).toEqual([1, 2]);
    expect(caps[0]).toEqual({ ruleTypeId: 1, cashThreshold: 9.75, rideThreshold: 3, paidTripThreshold: 3 });
    expect((await empty.get('Card/GetCardActivationStatus?cardNumber=20000002&cardType=1')).body).toBe('Active*2');
    expect((await empty.get('Card/GetCardActivationStatus?cardNumber=20000003&cardType=1')).body).toBe('Not Sold*1');
    expect((await empty.get('Card/IsAssigned?cardNumber=20000004&cardType=1')).body).toBe(true);
    expect((await empty.get('Card/IsAssigned?cardNumber=20000001&cardType=1')).body).toBe(false);
    expect((await empty.get('Card/GetCardActivationStatus?cardNumber=99999999&cardType=1')).status).toBe(404);
  });

  test('assigning refuses corporate, unsold and already assigned cards, then adds a good one with its label', async () => {
    expect((await empty.post('Card/AssignCardToUser', { userName: '', cardNumber: '20000002', cardType: 1 })).body.message).toBe(
      'Cannot add a corporate card',
    );
    expect((await empty.post('Card/AssignCardToUser', { userName: '', cardNumber: '20000003', cardType: 1 })).body.message).toBe(
      'Card is not sold',
    );
    expect((await empty.post('Card/AssignCardToUser', { userName: '', cardNumber: '20000004', cardType: 1 })).body.message).toBe(
      'Card is already assigned to an account',
    );
    const added = await empty.post('Card/AssignCardToUser', { userName: 'Bus pass', cardNumber: '20000001', cardType: 1 });
    expect(added.status).toBe(201);
    expect((await empty.get(`Card/GetCards?userName=${EMPTY}`)).body).toEqual([
      { cardNumber: '20000001', cardType: 1, userName: 'Bus pass' },
    ]);
    expect((await empty.get('Card/GetCardBalance?cardNumber=20000001&cardType=1')).body.dNumSaldo).toBe(3);
    // Removing it frees it again.
    expect((await empty.put('Card/RemoveCardFromWebsiteAccount', { cardNumber: '20000001', cardType: 1 })).status).toBe(200);
    expect((await empty.get('Card/IsAssigned?cardNumber=20000001&cardType=1')).body).toBe(false);
  });

  test('suspend and activate answer 0 on success, 1 when not applicable, 2 for a hotlisted or expired card', async () => {
    const req = (card: string, target: number) => ({
      SuspendActivateCardRequestItems: [{ CardId: card, CardTypeId: 1, TargetStatus: target }],
      DeviceId: 2,
      DeviceTypeId: 16,
      EmployeeId: 0,
      ProcessId: 1,
    });
    expect((await demo.post('v2/Card/SuspendActivateCard', req('10000005', 0))).body).toEqual({ status: 0 });
    expect((await demo.get('Card/GetCardBalance?cardNumber=10000005&cardType=1')).body).toMatchObject({
      Status: 'Suspended',
      bActivo: false,
    });
    expect((await demo.post('v2/Card/SuspendActivateCard', req('10000005', 0))).body).toEqual({ status: 1 });
    expect((await demo.post('v2/Card/SuspendActivateCard', req('10000005', 1))).body).toEqual({ status: 0 });
    expect((await demo.post('v2/Card/SuspendActivateCard', req('10000003', 1))).body).toEqual({ status: 2 });
    expect((await demo.post('v2/Card/SuspendActivateCard', req('10000004', 0))).body).toEqual({ status: 2 });
  });
});

describe('ownership: a customer touches only their own cards and payments', () => {
  test('other@transit.example can neither read nor change a card of demo@transit.example', async () => {
    const reads = [
      'Card/GetCardBalance?cardNumber=10000001&cardType=1',
      'Card/GetHistory?cardNumber=10000001&cardType=1',
      'Product/GetCardProducts?cardNumber=10000001&cardType=1&productTableDeviceType=5',
      'Threshold/GetThresholdReload?CardID=10000001&CardType=1',
      'Clients/GetClienteTarjeta?iCodTarjeta=10000001&tiCodTipoTarjeta=1',
      `CreditCard/Get_Credit_Debit_Cards?email=${DEMO}`,
      `PersonalInfo/GetPersonalInfo?email=${DEMO}`,
    ];
    for (const p of reads) expect([403, 404]).toContain((await other.get(p)).status);
    const before = (await demo.get('Card/GetCardBalance?cardNumber=10000001&cardType=1')).body;
    const writes = [
      other.put('Card/RemoveCardFromWebsiteAccount', { cardNumber: '10000001', cardType: 1 }),
      other.post('v2/Card/SuspendActivateCard', {
        SuspendActivateCardRequestItems: [{ CardId: '10000001', CardTypeId: 1, TargetStatus: 0 }],
        DeviceId: 2,
        DeviceTypeId: 16,
        EmployeeId: 0,
      }),
      other.post('Threshold/SaveThresholdReload', {
        iCodTarjeta: '10000001',
        iCodTipoTarjeta: 1,
        triggerType: 2,
        cash_Threshold: 5,
        cash_To_Reload: 20,
      }),
      other.put('Threshold/SetAllThresholdReloadEnabledFalse', { iCodTarjeta: '10000001', iCodTipoTarjeta: 1 }),
      other.del('Threshold/DeleteThresholdReload?iCodReloadThreshold=1'),
      other.post('Comments/SendComment', { cardId: '10000001', comment: 'hi', email: OTHER }),
      other.del(`CreditCard/Delete_Credit_Debit_Card?Card_ID=tok-visa-1111&userAccount=${DEMO}`),
      other.put('CreditCard/Set_All_Credit_Debit_Card_As_Default_As_False', { email: DEMO }),
      other.post('Card/AssignCardToUser', { userName: '', cardNumber: '10000001', cardType: 1 }),
    ];
    for (const res of await Promise.all(writes)) expect([403, 404, 409]).toContain(res.status);
    const validation = await other.post('v2/Payment/ValidateCart', {
      cart: [{ cardId: '10000001', cardTypeId: 1, targetCardClassId: 0, products: [{ name: 'E-Cash', productId: 0, amount: 5 }] }],
      paymentMethodId: 0,
      productTableDeviceTypeId: 5,
    });
    expect(validation.body.cardErrors).toEqual([{ cardId: '10000001', productName: null, status: 1 }]);
    // Nothing changed.
    expect((await demo.get('Card/GetCardBalance?cardNumber=10000001&cardType=1')).body).toEqual(before);
    expect((await demo.get(`Card/GetCards?userName=${DEMO}`)).body[0].cardNumber).toBe('10000001');
    expect((await demo.get('Threshold/GetThresholdReload?CardID=10000001&CardType=1')).body).toHaveLength(2);
    expect(
      (await demo.get(`CreditCard/Get_Credit_Debit_Cards?email=${DEMO}`)).body.filter(
        (c: { Default_Card: number }) => c.Default_Card === 1,
      ),
    ).toHaveLength(1);
  });
});

describe('products, clients and personal info', () => {
  test("products for the card class: this and next month's pass with date fields, and ride packs", async () => {
    const { body } = await demo.get('Product/GetCardProducts?cardNumber=10000001&cardType=1&productTableDeviceType=5');
    const passes = body.filter((p: { tiTipoProducto: number }) => p.tiTipoProducto === 3);
    expect(passes.map((p: { iCodProducto: number }) => p.iCodProducto)).toEqual([passId(1, 0), passId(1, 1)]);
    expect(passes[1]).toMatchObject({
      productTypeId: 3,
      dtFechaIni: `${monthStart(1)}T00:00:00`,
      StartDate: `${monthStart(1)}T00:00:00`,
      dPrecio: 98,
    });
    expect(passes[1].vchDescripcion).toMatch(/Adult Monthly Pass$/);
    expect(
      body.filter((p: { tiTipoProducto: number }) => p.tiTipoProducto === 1).map((p: { vchDescripcion: string }) => p.vchDescripcion),
    ).toEqual(['10 E-Rides', '20 E-Rides']);
    expect(body.some((p: { iCodProducto: number }) => p.iCodProducto === 4095)).toBe(false);
    const youth = (await demo.get('Product/GetCardProducts?cardNumber=80000001&cardType=8&productTableDeviceType=5')).body;
    expect(youth.map((p: { vchDescripcion: string }) => p.vchDescripcion)).toContain('10 E-Rides Youth');
  });

  test('client card: get (0 when none), create, link, and the Mobile variant for type 8', async () => {
    expect((await demo.get('Clients/GetClienteTarjeta?iCodTarjeta=10000001&tiCodTipoTarjeta=1')).body).toMatchObject({
      vchNombre: 'Dana',
      vchMaterno: 'Demo',
      vchCP: 'R3C 1A1',
    });
    expect((await demo.get('Clients/GetClienteTarjeta?iCodTarjeta=10000005&tiCodTipoTarjeta=1')).body.iCodClienteTarjeta).toBe(0);
    const person = {
      iCodClienteTarjeta: 0,
      iCodtarjeta: '10000005',
      cardType: 1,
      name: 'Dana',
      paterno: 'Q',
      materno: 'Demo',
      birthDate: '1990-04-12',
      email: DEMO,
      phone: '204 555 0142',
      address: '',
      city: 'Winnipeg',
      state: '',
      country: '',
      cityCode: 1,
      zipCode: 'R3C 1A1',
      notes: '',
    };
    expect((await demo.put('Clients/UpdateCatClientesTarjetas', { ...person, zipCode: '12345' })).body.message).toBe(
      'zipCode: A valid postal code is required',
    );
    expect((await demo.put('Clients/UpdateCatClientesTarjetas', { ...person, phone: '0123456789' })).body.message).toBe(
      'phone: A valid phone number is required',
    );
    expect((await demo.put('Clients/UpdateCatClientesTarjetas', { ...person, birthDate: '1899-12-31' })).body.message).toBe(
      'birthDate: Please enter a valid date',
    );
    const created = await demo.put('Clients/UpdateCatClientesTarjetas', person);
    expect(created.status).toBe(200);
    const id = created.body.iCodClienteTarjeta;
    expect(id).toBeGreaterThan(0);
    expect((await demo.put('Clients/SetCardToClient', { iCodClienteTarjeta: id, iCodtarjeta: '10000005', cardType: 1 })).status).toBe(200);
    expect((await demo.get('Clients/GetClienteTarjeta?iCodTarjeta=10000005&tiCodTipoTarjeta=1')).body).toMatchObject({
      iCodClienteTarjeta: id,
      vchPaterno: 'Q',
    });
    expect((await other.put('Clients/SetCardToClient', { iCodClienteTarjeta: id, iCodtarjeta: '20000004', cardType: 1 })).status).toBe(404);
    expect((await demo.get('Clients/GetClienteTarjeta?iCodTarjeta=80000001&tiCodTipoTarjeta=8')).status).toBe(400);
    expect((await demo.get('Clients/GetClienteTarjetaMobile?iCodTarjeta=80000001&tiCodTipoTarjeta=8')).body.iCodClienteTarjeta).toBe(0);
    expect((await demo.put('Clients/UpdateCatClientesTarjetasMobile', { ...person, iCodtarjeta: '80000001', cardType: 8 })).status).toBe(
      200,
    );
    // Register is refused for a hotlisted card.
    expect((await demo.put('Clients/UpdateCatClientesTarjetas', { ...person, iCodtarjeta: '10000003' })).status).toBe(409);
  });

  test('personal info: get, add once, update', async () => {
    expect((await other.get(`PersonalInfo/GetPersonalInfo?email=${OTHER}`)).body.customerCode).toBe(0);
    const info = {
      customerCode: 0,
      name: 'Oliver',
      paterno: '',
      materno: 'Other',
      birthDate: '1985-01-02',
      email: OTHER,
      phone: '431-555-0100',
      address: '',
      city: '',
      state: '',
      country: '',
      cityCode: 0,
      zipCode: 'R2M 0A1',
      nip: '',
      notes: '',
    };
    expect((await other.put('PersonalInfo/UpdatePersonalInfoWeb', info)).status).toBe(404);
    const added = await other.put('PersonalInfo/AddPersonalInfoWeb', info);
    expect(added.body.customerCode).toBeGreaterThan(5000);
    expect((await other.put('PersonalInfo/AddPersonalInfoWeb', info)).status).toBe(409);
    expect((await other.put('PersonalInfo/UpdatePersonalInfoWeb', { ...info, city: 'Winnipeg' })).status).toBe(200);
    expect((await other.get(`PersonalInfo/GetPersonalInfo?email=${OTHER}`)).body).toMatchObject({ name: 'Oliver', city: 'Winnipeg' });
    expect((await other.put('PersonalInfo/AddPersonalInfoWeb', { ...info, email: DEMO })).status).toBe(403);
    expect((await demo.get(`PersonalInfo/GetPersonalInfoMobile?email=${DEMO}`)).status).toBe(200);
  });
});

describe('saved payment cards', () => {
  test('list, default lookups, set default by number and by id, delete', async () => {
    const list = (await demo.get(`CreditCard/Get_Credit_Debit_Cards?email=${DEMO}`)).body;
    expect(list).toHaveLength(2);
    expect(Object.keys(list[0]).sort()).toEqual(['Card_ID', 'Card_Number', 'Default_Card', 'auth_Code', 'email', 'transaction_Tag']);
    expect((await demo.get(`CreditCard/Check_For_Default_Credit_Debit_Card?email=${DEMO}`)).body).toBe(true);
    expect((await demo.get(`CreditCard/Get_Default_Credit_Debit_Card?email=${DEMO}`)).body.Card_Number).toBe('############1111');
    expect((await demo.put('CreditCard/Set_All_Credit_Debit_Card_As_Default_As_False', { email: DEMO })).status).toBe(200);
    expect((await demo.get(`CreditCard/Check_For_Default_Credit_Debit_Card?email=${DEMO}`)).body).toBe(false);
    expect((await demo.get(`CreditCard/Get_Default_Credit_Debit_Card?email=${DEMO}`)).body).toBeNull();
    expect((await demo.put('CreditCard/Set_Credit_Debit_Card_As_Default', { email: DEMO, card_Number: '############0002' })).status).toBe(
      200,
    );
    expect((await demo.get(`CreditCard/Get_Default_Credit_Debit_Card?email=${DEMO}`)).body.Card_ID).toBe('tok-decline-0002');
    expect(
      (await demo.put('CreditCard/Set_Credit_Debit_Card_As_Default_By_Card_ID', { email: DEMO, card_ID: 'tok-visa-1111' })).status,
    ).toBe(200);
    expect((await demo.get(`CreditCard/Get_Default_Credit_Debit_Card?email=${DEMO}`)).body.Card_ID).toBe('tok-visa-1111');
    expect((await empty.get(`CreditCard/Get_Credit_Debit_Cards?email=${EMPTY}`)).body).toEqual([]);
    expect((await empty.del(`CreditCard/Delete_Credit_Debit_Card?Card_ID=tok-visa-1111&userAccount=${EMPTY}`)).status).toBe(404);
  });
});

describe('auto-reload thresholds', () => {
  test('list, save each trigger, one active rule at a time, all off, delete', async () => {
    const list = async () =>
      (await demo.get('Threshold/GetThresholdReload?CardID=10000001&CardType=1')).body as Array<{
        iCodReloadThreshold: number;
        tiEstatusReg: number;
        TriggerType: number;
      }>;
    const seeded = await list();
    expect(seeded.map((r) => [r.TriggerType, r.tiEstatusReg])).toEqual([
      [0, 1],
      [2, 0],
    ]);
    expect(Object.keys(seeded[0]!)).toEqual(
      expect.arrayContaining([
        'iCodReloadThreshold',
        'TriggerType',
        'vchDescripcion',
        'Rides_Threshold',
        'Cash_Threshold',
        'Cash_To_Reload',
        'Days_To_Reload',
        'dPrecio',
        'tiEstatusReg',
      ]),
    );
    const base = { iCodTarjeta: '10000001', iCodTipoTarjeta: 1, vchDescripcion: '' };
    const over = await demo.post('Threshold/SaveThresholdReload', { ...base, triggerType: 2, cash_Threshold: 5, cash_To_Reload: 300.01 });
    expect(over.body.message).toBe('Exceeds cash limit of $300.00');
    expect(
      (await demo.post('Threshold/SaveThresholdReload', { ...base, triggerType: 2, cash_Threshold: 5, cash_To_Reload: 9.99 })).status,
    ).toBe(400);
    const pass = await demo.post('Threshold/SaveThresholdReload', { ...base, triggerType: 4, days_To_Reload: 5, product_To_Reload: 4095 });
    expect(pass.status).toBe(201);
    expect(pass.body).toMatchObject({ TriggerType: 4, Days_To_Reload: 5, Product_To_Reload: 4095, dPrecio: 98, tiEstatusReg: 0 });
    expect((await demo.post('Threshold/SaveThresholdReload', { ...base, triggerType: 4, days_To_Reload: 3 })).status).toBe(400);
    expect(
      (await demo.post('Threshold/SaveThresholdReload', { ...base, triggerType: 0, rides_Threshold: 2, product_To_Reload: 201 })).status,
    ).toBe(400);
    expect((await demo.post('Threshold/SaveThresholdReload', { ...base, triggerType: 1 })).status).toBe(400);
    // Turning the pass rule on turns the rides rule off.
    expect(
      (
        await demo.put('Threshold/SetThresholdReloadEnabled', {
          iCodReloadThreshold: pass.body.iCodReloadThreshold,
          tiEstatusReg: 1,
          vchDescripcion: '',
        })
      ).status,
    ).toBe(200);
    expect((await list()).filter((r) => r.tiEstatusReg === 1).map((r) => r.iCodReloadThreshold)).toEqual([pass.body.iCodReloadThreshold]);
    expect(
      (await demo.put('Threshold/SetAllThresholdReloadEnabledFalse', { iCodTarjeta: '10000001', iCodTipoTarjeta: 1, vchDescripcion: '' }))
        .status,
    ).toBe(200);
    expect((await list()).every((r) => r.tiEstatusReg === 0)).toBe(true);
    expect((await demo.del(`Threshold/DeleteThresholdReload?iCodReloadThreshold=${pass.body.iCodReloadThreshold}`)).status).toBe(200);
    expect(await list()).toHaveLength(2);
    expect((await demo.get('Threshold/GetNextMonthPrice?CardID=10000001&CardType=1')).body).toMatchObject({
      dPrecio: 98,
      iCodProducto: passId(1, 1),
    });
    // Hotlisted and expired cards cannot get rules.
    expect(
      (
        await demo.post('Threshold/SaveThresholdReload', {
          ...base,
          iCodTarjeta: '10000003',
          triggerType: 2,
          cash_Threshold: 5,
          cash_To_Reload: 20,
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await demo.post('Threshold/SaveThresholdReload', {
          ...base,
          iCodTarjeta: '10000004',
          triggerType: 2,
          cash_Threshold: 5,
          cash_To_Reload: 20,
        })
      ).status,
    ).toBe(409);
  });
});

describe('comments and mobile account deletion', () => {
  test('a comment is stored and reaches customer service; empty ones are refused', async () => {
    expect((await demo.post('Comments/SendComment', { cardId: '10000001', comment: '', email: DEMO })).status).toBe(400);
    expect(
      (await demo.post('Comments/SendComment', { cardId: '10000001', comment: 'The <b>reader</b> on bus 12 is slow', email: DEMO })).body,
    ).toEqual({ success: true });
    const [mail] = await outbox(sb.url, 'customer.service@transit.example', 'comment');
    expect(mail!.body).toContain('The <b>reader</b> on bus 12 is slow');
    const page = await (await fetch(`${sb.url}/outbox`)).text();
    expect(page).toContain('The &lt;b&gt;reader&lt;/b&gt;');
    expect((await demo.post('Comments/SendComment', { cardId: '10000003', comment: 'x', email: DEMO })).status).toBe(409);
  });

  test('mobile account deletion answers 0, 1, 2 and 3', async () => {
    const req = (first?: string) => ({ ...(first ? { FirstName: first } : {}), DeviceId: 2, DeviceTypeId: 16, EmployeeId: 0 });
    expect((await other.post('v2/Mobile/RequestMobileAccountDeletion', req())).body).toEqual({ Status: 2 });
    expect((await empty.post('v2/Mobile/RequestMobileAccountDeletion', req())).body).toEqual({ Status: 3 });
    expect((await demo.post('v2/Mobile/RequestMobileAccountDeletion', req('Someone'))).body).toEqual({ Status: 1 });
    expect((await demo.post('v2/Mobile/RequestMobileAccountDeletion', req('Dana'))).body).toEqual({ Status: 0 });
    expect(await outbox(sb.url, DEMO, 'mobile-deletion')).toHaveLength(1);
  });
});

describe('public calls (no token)', () => {
  const pub = () => apiClient(sb.url);

  test('forgot sends a reset link to the portal; reset sets a password the provider accepts; a used link fails', async () => {
    expect((await pub().get(`UserLogin/Forgot?email=${OTHER}`)).body).toEqual({ success: true });
    expect((await pub().get('UserLogin/Forgot?email=nobody@transit.example')).body).toEqual({ success: true });
    const [mail] = await outbox(sb.url, OTHER, 'reset');
    const link = new URL(mail!.link!);
    expect(link.pathname).toBe('/reset');
    const body = { userId: link.searchParams.get('userId'), token: link.searchParams.get('code') };
    expect((await pub().post('UserLogin/ResetPassword', { ...body, password: 'short' })).body).toMatchObject({ success: false });
    expect((await pub().post('UserLogin/ResetPassword', { ...body, password: 'New!Passw0rd' })).body).toEqual({
      success: true,
      Error: null,
    });
    expect((await pub().post('UserLogin/ResetPassword', { ...body, password: 'New!Passw0rd' })).body).toEqual({
      success: false,
      Error: 'This reset link is invalid or has expired',
    });
    expect((await pub().post('UserLogin/Login', { email: OTHER, password: 'New!Passw0rd' })).body.success).toBe(true);
    await expect(signIn(sb.url, OTHER, 'New!Passw0rd')).resolves.toHaveProperty('access_token');
  });

  test('e-mails are written in the language the request asks for (Accept-Language), English by default', async () => {
    const forgot = (lang: string) => fetch(`${sb.url}/api/UserLogin/Forgot?email=${OTHER}`, { headers: { 'accept-language': lang } });
    await forgot('fr-CA,fr;q=0.9');
    expect((await outbox(sb.url, OTHER, 'reset'))[0]!.subject).toBe('Réinitialisez votre mot de passe');
    await forgot('de-DE');
    expect((await outbox(sb.url, OTHER, 'reset'))[0]!.subject).toBe('Reset your password');
  });

  test('confirm with a wrong code fails; mobile confirm and mobile reset use their own links', async () => {
    expect((await pub().post('UserLogin/ConfirmUser', { userId: 'x', token: 'wrong' })).status).toBe(400);
    expect((await pub().post('Mobile/ConfirmMobileUser', { userId: 'm-1002', token: 'wrong' })).body).toEqual({
      success: false,
      Error: 'Failed to confirm user!',
    });
    await pub().get('MobileLogin/Forgot?email=mobile-new@transit.example');
    const [confirm] = await outbox(sb.url, 'mobile-new@transit.example', 'mobile-confirm');
    const c = new URL(confirm!.link!);
    expect(c.pathname).toBe('/ConfirmMobile');
    expect(
      (await pub().post('Mobile/ConfirmMobileUser', { userId: c.searchParams.get('userId'), token: c.searchParams.get('code') })).body
        .success,
    ).toBe(true);
    await pub().get(`MobileLogin/Forgot?email=${DEMO}`);
    const [reset] = await outbox(sb.url, DEMO, 'mobile-reset');
    const r = new URL(reset!.link!);
    expect(r.pathname).toBe('/ResetPasswordMobile');
    const login = await pub().post('MobileLogin/Login', { email: DEMO, password: 'Transit!2026' });
    const check = () => pub().get(`Mobile/CheckMobileUserToken?userId=m-1001&token=${login.body.token}&currentDate=2026-01-01`);
    expect((await check()).body).toEqual({ valid: true });
    expect(
      (
        await pub().post('MobileLogin/ResetPassword', {
          userId: 'm-1001',
          token: r.searchParams.get('code'),
          password: 'Mobile!Pass9',
          currentPassword: '',
          email: DEMO,
        })
      ).body.success,
    ).toBe(true);
    expect((await check()).body).toEqual({ valid: false });
    expect((await pub().get('Mobile/ResetMobileSession?userId=m-1001')).body).toEqual({ success: true });
  });

  test('the legacy LoginCustomers/authenticate API gives a token the customer API accepts', async () => {
    const bad = await fetch(`${sb.url}/api/LoginCustomers/authenticate`, {
      headers: { authorization: `Basic ${Buffer.from(`${EMPTY}:nope`).toString('base64')}` },
    });
    expect(bad.status).toBe(401);
    const res = await fetch(`${sb.url}/api/LoginCustomers/authenticate`, {
      headers: { authorization: `Basic ${Buffer.from(`${EMPTY}:Transit!2026`).toString('base64')}` },
    });
    const { token } = await res.json();
    expect((await apiClient(sb.url, token).get(`Card/GetCards?userName=${EMPTY}`)).status).toBe(200);
  });

  test('banner.json is served from its file', async () => {
    const res = await fetch(`${sb.url}/banner.json`, { headers: { origin: 'http://localhost:3000' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(Object.keys(await res.json()).sort()).toEqual(['body', 'link', 'title', 'type']);
  });
});

describe('monitoring events (what the shell reports)', () => {
  test('an event (JSON) is kept, newest first, and listed by type; anything else is refused', async () => {
    const send = (body: string) =>
      fetch(`${sb.url}/monitoring/events`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000' },
        body,
      });
    const sent = await send(
      JSON.stringify({ type: 'section-refused', remote: 'balance', reason: 'incompatible', detail: 'it needs runtime contract ^9.0.0' }),
    );
    expect(sent.status).toBe(204);
    expect(sent.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect((await send(JSON.stringify({ type: 'section-failed', remote: 'reload', reason: 'load', detail: 'x' }))).status).toBe(204);
    for (const bad of ['not json', '[]', '{"remote":"balance"}']) expect((await send(bad)).status).toBe(400);
    const all = (await (await fetch(`${sb.url}/monitoring/events`)).json()) as Array<{ type: string; remote: string; received: string }>;
    expect(all.map((e) => e.type).slice(0, 2)).toEqual(['section-failed', 'section-refused']);
    const refused = (await (await fetch(`${sb.url}/monitoring/events?type=section-refused`)).json()) as Array<{
      remote: string;
      received: string;
    }>;
    expect(refused).toEqual([expect.objectContaining({ remote: 'balance', reason: 'incompatible', received: expect.any(String) })]);
  });

  test("the collector takes JSON only, from the portal's origins or no browser, a bounded body (issue 86)", async () => {
    const event = JSON.stringify({ type: 'section-refused', remote: 'balance', reason: 'integrity', detail: 'forged' });
    const post = (headers: Record<string, string>, body = event) => fetch(`${sb.url}/monitoring/events`, { method: 'POST', headers, body });
    // A page on another site: refused, whatever it sends.
    for (const type of ['application/json', 'text/plain'])
      expect((await post({ 'Content-Type': type, Origin: 'https://attacker.example' })).status).toBe(403);
    // A simple request (no preflight) from the portal's origin, or from no browser: not JSON, refused.
    for (const type of ['text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])
      expect((await post({ 'Content-Type': type, Origin: 'http://localhost:3000' })).status).toBe(415);
    expect((await post({ 'Content-Type': 'text/plain' })).status).toBe(415);
    // Too large: refused before it is read whole.
    const large = JSON.stringify({ type: 'x', detail: 'a'.repeat(40 * 1024) });
    expect((await post({ 'Content-Type': 'application/json', Origin: 'http://localhost:3000' }, large)).status).toBe(413);
    const kept = (await (await fetch(`${sb.url}/monitoring/events?type=section-refused`)).json()) as Array<{ detail: string }>;
    expect(kept.map((e) => e.detail)).not.toContain('forged');
    // The shell's own server (no Origin) is taken.
    expect((await post({ 'Content-Type': 'application/json' })).status).toBe(204);
  });

  test("OTLP/HTTP JSON logs (the shell's) are taken after a preflight, flat in the list, and drawn on the operations page by section and release", async () => {
    const preflight = await fetch(`${sb.url}/monitoring/v1/logs`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('Content-Type');
    const attrs = (o: Record<string, string | number>) =>
      Object.entries(o).map(([key, v]) => ({
        key,
        value: typeof v === 'number' ? (Number.isInteger(v) ? { intValue: String(v) } : { doubleValue: v }) : { stringValue: v },
      }));
    const record = (type: string, fields: Record<string, string | number>) => ({
      timeUnixNano: `${Date.UTC(2026, 10, 25, 12, 30)}000000`,
      body: { stringValue: type },
      attributes: attrs({ 'event.name': type, ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [`portal.${k}`, v])) }),
    });
    const logs = {
      resourceLogs: [
        {
          resource: {
            attributes: attrs({
              'service.name': 'transit-portal',
              'service.version': '1.1.0',
              'portal.contract': '1.1.0',
              'browser.engine': 'Blink 156',
            }),
          },
          scopeLogs: [
            {
              scope: { name: 'portal.monitoring' },
              logRecords: [
                record('page-view', { page: '/home/balance', remote: 'balance', release: '1.4.0', count: 1 }),
                record('web-vital', {
                  page: '/home/balance',
                  remote: 'balance',
                  release: '1.4.0',
                  'vital.name': 'LCP',
                  'vital.value': 1834.5,
                }),
                record('error', {
                  remote: 'balance',
                  release: '1.4.0',
                  fingerprint: '0badf00d',
                  kind: 'TypeError',
                  message: '<img src=x onerror=alert(1)>',
                  count: 3,
                }),
              ],
            },
          ],
        },
      ],
    };
    const sent = await fetch(`${sb.url}/monitoring/v1/logs`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000' },
      body: JSON.stringify(logs),
    });
    expect(sent.status).toBe(200);
    const vitals = (await (await fetch(`${sb.url}/monitoring/events?type=web-vital`)).json()) as Array<Record<string, unknown>>;
    expect(vitals[0]).toMatchObject({
      type: 'web-vital',
      remote: 'balance',
      release: '1.4.0',
      'vital.name': 'LCP',
      'vital.value': 1834.5,
      shellRelease: '1.1.0',
      engine: 'Blink 156',
    });
    const html = await (await fetch(`${sb.url}/monitoring`)).text();
    expect(html).toMatch(/<h2 id="s\d+">balance 1\.4\.0<\/h2>\s*<dl>[\s\S]*?<dt>p75 LCP<\/dt><dd>1835 ms<\/dd>/);
    expect(html).toContain('<td><code>0badf00d</code></td><td>TypeError: &lt;img src=x onerror=alert(1)&gt;</td><td>3</td>');
    expect(html).not.toContain('<img src=x');
  });
});
