import { broadcastResponseToMainFrame } from '@azure/msal-browser/redirect-bridge';

// The provider sends the browser here; MSAL's bridge stores the response and returns to the page that signed in.
void broadcastResponseToMainFrame().catch((e: unknown) => {
  document.body.textContent = `Sign-in could not be completed: ${(e as Error).message}`;
});
