/** Comments sent from the portal. */
import type { ApiClient } from '@portal/contract';
import { httpSend } from './request';

export const send = (client: ApiClient, cardId: string, comment: string, email: string) =>
  httpSend<unknown>(client, 'POST', 'Comments/SendComment', { cardId, comment, email });
