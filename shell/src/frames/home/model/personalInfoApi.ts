/** The customer's personal information saved from the profile dialog (spec 7 PersonalInfo/…Web), made by the shell only. */
import type { ApiClient, PersonalDetails } from '@portal/contract';
import { httpSend, personBody } from '@portal/kit';

export const addPersonalInfo = (client: ApiClient, customerCode: number, details: PersonalDetails, nip = '') =>
  httpSend<{ customerCode: number }>(client, 'PUT', 'PersonalInfo/AddPersonalInfoWeb', { customerCode, ...personBody(details), nip });

export const updatePersonalInfo = (client: ApiClient, customerCode: number, details: PersonalDetails, nip = '') =>
  httpSend<{ customerCode: number }>(client, 'PUT', 'PersonalInfo/UpdatePersonalInfoWeb', { customerCode, ...personBody(details), nip });
