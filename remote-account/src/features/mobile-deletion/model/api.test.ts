import { recordingClient } from '@portal/kit/testing';
import { requestMobileDeletion } from './api';

test("a mobile deletion carries the spec's device fields, omits blank names, and answers the status", async () => {
  const { client, sent } = recordingClient([{ Status: 2 }, { Status: 0 }]);
  expect(await requestMobileDeletion(client, { firstName: ' ', lastName: 'Demo' })).toBe(2);
  expect(sent[0]!.body).toEqual({ DeviceId: 2, DeviceTypeId: 16, EmployeeId: 0, LastName: 'Demo' });
  expect(await requestMobileDeletion(client, { firstName: ' Dana ', lastName: '' })).toBe(0);
  expect(sent[1]!.body).toEqual({ DeviceId: 2, DeviceTypeId: 16, EmployeeId: 0, FirstName: 'Dana' });
});
