/** The SWR keys (the API paths with their queries) the shell and every remote share, one per cached answer. */
import type { ApiClient, Card } from '@portal/contract';
import { clientVariant, MOBILE_VARIANT } from './request';

export const cards = (client: ApiClient, userName: string) => client.key('Card/GetCards', { userName });

export const cardTypes = (client: ApiClient) => client.key('Card/GetCardTypesWeb');

export const balance = (client: ApiClient, c: Pick<Card, 'cardNumber' | 'cardType'>) =>
  client.key('Card/GetCardBalance', { cardNumber: c.cardNumber, cardType: c.cardType });

export const history = (client: ApiClient, c: Pick<Card, 'cardNumber' | 'cardType'>) =>
  client.key('Card/GetHistory', { cardNumber: c.cardNumber, cardType: c.cardType });

export const fareCaps = (client: ApiClient, cardType: number, classType: number) =>
  client.key('Card/GetCardFareCap', { cardType, classType });

export const products = (client: ApiClient, c: Pick<Card, 'cardNumber' | 'cardType'>) =>
  client.key('Product/GetCardProducts', { cardNumber: c.cardNumber, cardType: c.cardType, productTableDeviceType: 5 });

export const clientCard = (client: ApiClient, c: Pick<Card, 'cardNumber' | 'cardType'>) =>
  client.key(`Clients/GetClienteTarjeta${clientVariant(c.cardType)}`, { iCodTarjeta: c.cardNumber, tiCodTipoTarjeta: c.cardType });

export const personalInfo = (client: ApiClient, email: string, mobile = false) =>
  client.key(`PersonalInfo/GetPersonalInfo${mobile ? MOBILE_VARIANT : ''}`, { email });

export const savedCards = (client: ApiClient, email: string) => client.key('CreditCard/Get_Credit_Debit_Cards', { email });

export const hasDefaultCard = (client: ApiClient, email: string) => client.key('CreditCard/Check_For_Default_Credit_Debit_Card', { email });

export const defaultCard = (client: ApiClient, email: string) => client.key('CreditCard/Get_Default_Credit_Debit_Card', { email });

export const rules = (client: ApiClient, c: Pick<Card, 'cardNumber' | 'cardType'>) =>
  client.key('Threshold/GetThresholdReload', { CardID: c.cardNumber, CardType: c.cardType });

export const nextMonthPrice = (client: ApiClient, c: Pick<Card, 'cardNumber' | 'cardType'>) =>
  client.key('Threshold/GetNextMonthPrice', { CardID: c.cardNumber, CardType: c.cardType });
