import { recordingClient } from '@portal/kit/testing';
import { addPersonalInfo, updatePersonalInfo } from './personalInfoApi';

test("the profile is added under customer code 0 and updated under its own, with spec 3's person body", async () => {
  const { client, sent } = recordingClient([{ customerCode: 5 }, { customerCode: 5 }]);
  const details = {
    firstName: 'Dana',
    middleName: '',
    lastName: 'Rider',
    dob: '1990-01-02',
    email: 'dana@transit.example',
    phone: '204-555-0100',
    address: '1 Main St',
    city: 'Winnipeg',
    state: 'MB',
    country: 'Canada',
    cityCode: 7,
    postal: 'R3C 1A1',
    notes: '',
  };
  await addPersonalInfo(client, 0, details);
  await updatePersonalInfo(client, 5, details, '1234');
  expect(sent.map((r) => `${r.method} ${r.url}`)).toEqual([
    'PUT PersonalInfo/AddPersonalInfoWeb',
    'PUT PersonalInfo/UpdatePersonalInfoWeb',
  ]);
  expect(sent[0]!.body).toMatchObject({ customerCode: 0, name: 'Dana', paterno: '', materno: 'Rider', zipCode: 'R3C 1A1', nip: '' });
  expect(sent[1]!.body).toMatchObject({ customerCode: 5, nip: '1234' });
});
