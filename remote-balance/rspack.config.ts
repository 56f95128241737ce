import { appConfig } from '@portal/shared/build/rspack';

export default appConfig({
  dir: __dirname,
  name: 'portal_balance',
  port: 3001,
  exposes: { './BalanceTab': './src/exposes/BalanceTab.tsx' },
});
