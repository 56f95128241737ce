import { recordingClient } from '../testing/recordingClient';
import type { ApiClient } from '@portal/contract';
import * as api from './calls';
import { toBanner, toHistoryEntry, toSavedCard } from './endpoints';

describe('answers of the wrong shape', () => {
  const hostile = '<img src=x onerror="window.__xss=1">' + 'x'.repeat(5000);

  test('a list that is not a list, or a balance that is not an object, is a clear failure, not a crash later', async () => {
    for (const wrong of [{}, 'cards', 42, null, { cards: [] }]) {
      const { client } = recordingClient([wrong]);
      await expect(api.cards.list(client, 'demo@transit.example')).rejects.toThrow(
        'The service sent an answer the portal could not read (Card/GetCards)',
      );
    }
    for (const wrong of ['x', [1, 2], null, 7]) {
      const { client } = recordingClient([wrong]);
      await expect(api.cards.balance(client, { cardNumber: '1', cardType: 1 })).rejects.toThrow('(Card/GetCardBalance)');
    }
    for (const call of [
      (c: ApiClient) => api.cards.history(c, { cardNumber: '1', cardType: 1 }),
      (c: ApiClient) => api.products.forCard(c, { cardNumber: '1', cardType: 1 }),
      (c: ApiClient) => api.rules.list(c, { cardNumber: '1', cardType: 1 }),
      (c: ApiClient) => api.savedCards.list(c, 'demo@transit.example'),
    ]) {
      await expect(call(recordingClient(['not what was asked']).client)).rejects.toThrow(
        'The service sent an answer the portal could not read',
      );
    }
  });

  test('entries that are not objects or lack their identity are left out; text that is not text reads as empty', async () => {
    const { client } = recordingClient([
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
      recordingClient([
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
});

describe('endpoint mappings', () => {
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
    const { client, sent } = recordingClient([
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
    expect(sent.map((c) => c.url)).toEqual([
      'Card/GetCardBalance?cardNumber=10000001&cardType=1',
      'Card/GetCardFareCap?cardType=1&classType=1',
    ]);
    expect(b).toMatchObject({ cash: 12.5, rides: 3, class: 'Adult', isHotlisted: false, isCardExpired: false, isPassExpired: false });
    expect(b.fareCaps.ride.day).toEqual({ used: 3, cap: 3 });
    expect(b.fareCaps.cash.month).toEqual({ used: 45, cap: 98 });
  });

  test('a mobile card (type 8) reads its holder through the Mobile variant', async () => {
    const { client, sent } = recordingClient([{ iCodClienteTarjeta: 0 }]);
    await api.clients.get(client, { cardNumber: '80000001', cardType: 8 });
    expect(sent[0]!.url).toContain('Clients/GetClienteTarjetaMobile?iCodTarjeta=80000001&tiCodTipoTarjeta=8');
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
    const { client, sent } = recordingClient([{ token: 'legacy' }]);
    expect(await api.withoutToken.legacyAuthenticate(client, 'dana@transit.example', 'Transit!2026')).toBe('legacy');
    expect(sent[0]!.headers.Authorization).toBe(`Basic ${Buffer.from('dana@transit.example:Transit!2026').toString('base64')}`);
  });
});
