import { appConfig } from '@portal/build/rspack';

export default appConfig({
  dir: __dirname,
  // Its container name and what it exposes come from the sections table (@portal/kit/sections).
  app: 'public',
  port: 3004,
});
