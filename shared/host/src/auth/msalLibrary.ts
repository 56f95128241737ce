/** The parts of MSAL the portal uses. This module is MSAL's own file: importing it is downloading MSAL. */
export { EventType, InteractionRequiredAuthError, ProtocolMode, PublicClientApplication } from '@azure/msal-browser';
