export * from './config/portalConfig';
export * from './federation/sharedMap';
