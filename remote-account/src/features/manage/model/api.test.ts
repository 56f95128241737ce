import { api } from '@portal/kit';
import { recordingClient } from '@portal/kit/testing';
import { fromPersonalForm, type PersonalFormValues } from '@portal/kit/validation';
import { linkHolder, removeCard, sendComment, suspendActivate, updateHolder } from './api';

describe("the Manage tab's calls", () => {
  test("suspend sends the spec's device fields and answers the status", async () => {
    const { client, sent } = recordingClient([{ status: 0 }, { status: 2 }]);
    expect(await suspendActivate(client, { cardNumber: '10000001', cardType: 1 }, 'suspend')).toBe(0);
    expect(sent[0]!.body).toEqual({
      SuspendActivateCardRequestItems: [{ CardId: '10000001', CardTypeId: 1, TargetStatus: 0 }],
      DeviceId: 2,
      DeviceTypeId: 16,
      EmployeeId: 0,
      ProcessId: 0,
    });
    expect(await suspendActivate(client, { cardNumber: '10000001', cardType: 1 }, 'activate')).toBe(2);
    expect(sent[1]!.body).toMatchObject({ SuspendActivateCardRequestItems: [{ TargetStatus: 1 }] });
    await expect(
      suspendActivate(recordingClient(['not what was asked']).client, { cardNumber: '1', cardType: 1 }, 'suspend'),
    ).rejects.toThrow('The service sent an answer the portal could not read (v2/Card/SuspendActivateCard)');
  });

  test('a removal names the card; a comment carries the card, the text and the account', async () => {
    const { client, sent } = recordingClient([{}, {}]);
    await removeCard(client, { cardNumber: '10000002', cardType: 1 });
    await sendComment(client, '10000002', 'Lost it', 'demo@transit.example');
    expect(sent.map((r) => `${r.method} ${r.url}`)).toEqual(['PUT Card/RemoveCardFromWebsiteAccount', 'POST Comments/SendComment']);
    expect(sent[0]!.body).toEqual({ cardNumber: '10000002', cardType: 1 });
    expect(sent[1]!.body).toEqual({ cardId: '10000002', comment: 'Lost it', email: 'demo@transit.example' });
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
    const { client, sent } = recordingClient([{ iCodClienteTarjeta: 42 }, { success: true }]);
    const card = { cardNumber: '10000005', cardType: 1 };
    const id = await updateHolder(client, card, 0, fromPersonalForm(values, 7));
    await linkHolder(client, card, id);
    expect(sent.map((r) => `${r.method} ${r.url}`)).toEqual(['PUT Clients/UpdateCatClientesTarjetas', 'PUT Clients/SetCardToClient']);
    expect(sent[0]!.body).toEqual(body);
    expect(sent[1]!.body).toEqual({ iCodClienteTarjeta: 42, iCodtarjeta: '10000005', cardType: 1 });
  });

  test('a mobile card (type 8) reads and writes through the Mobile variants', async () => {
    const { client, sent } = recordingClient([{ iCodClienteTarjeta: 0, vchNombre: '' }, { iCodClienteTarjeta: 43 }]);
    const card = { cardNumber: '80000001', cardType: 8 };
    await api.clients.get(client, card);
    await updateHolder(client, card, 0, fromPersonalForm(values, 7));
    expect(sent.map((r) => r.url.split('?')[0])).toEqual(['Clients/GetClienteTarjetaMobile', 'Clients/UpdateCatClientesTarjetasMobile']);
    expect(sent[1]!.body).toEqual({ ...body, iCodtarjeta: '80000001', cardType: 8 });
  });
});
