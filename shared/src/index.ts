export * from './config/portalConfig';
export * from './federation/sharedMap';
export * from './auth/AuthContext';
export * from './auth/MsalAuthProvider';
export * from './rules/returnPath';
export * from './storage';
export * from './ui/theme';
