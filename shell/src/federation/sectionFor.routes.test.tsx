import { waitFor } from '@testing-library/react';
import { renderWithPortal } from '@portal/kit/testing';
import { cardRoutes } from '@portal/kit/testing';
import { PortalRoutes } from '../app/PortalRoutes';
import { sectionFor } from './sectionFor';
import { TEST_TABLE } from '@portal/host/testing';

// Which section PortalRoutes really asks for on each address: the early fetch must be the same one.
const asked: string[] = [];
jest.mock('./remotes', () => ({
  UnknownSection: () => null,
  loadRemoteComponent: (remote: string, module: string) => {
    asked.push(`${remote}/${module}`);
    return new Promise(() => undefined);
  },
  arrivedSection: () => undefined,
  prefetchSection: jest.fn(),
  registerPortalRemotes: jest.fn(),
}));

const ADDRESSES = [
  '/home/balance',
  '/home/reload',
  '/home/manage',
  '/account/payment',
  '/account/manage',
  '/transaction_result',
  '/transaction_result_saved',
  '/RequestMobileAccountDeletion',
  '/confirm',
  '/ConfirmMobile',
  '/reset',
  '/ResetPasswordMobile',
];

test.each(ADDRESSES)('the early fetch for %s is the section the routes show there', async (path) => {
  asked.length = 0;
  renderWithPortal(<PortalRoutes returnPath={null} signInError={null} />, {
    path,
    selectedCard: true,
    routes: cardRoutes({ cards: [{ cardNumber: '10000001', cardType: 1, userName: 'Commuter' }] }),
  });
  await waitFor(() => expect(asked.length).toBeGreaterThan(0));
  const early = sectionFor(TEST_TABLE, path, true);
  expect(early && `${early.remote}/${early.module}`).toBe(asked[0]);
});
