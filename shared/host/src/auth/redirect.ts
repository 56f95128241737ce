import { broadcastResponseToMainFrame } from '@azure/msal-browser/redirect-bridge';

// The provider sends the browser here; MSAL's bridge stores the response and returns to the page that signed in.
void broadcastResponseToMainFrame().catch((e: unknown) => {
  // MSAL's redirect page loads no catalogue (it is left at once when it works), so its one message says it in both
  // languages.
  // eslint-disable-next-line lingui/no-unlocalized-strings -- both languages, as above
  document.body.textContent = `Sign-in could not be completed. / La connexion n’a pas pu être terminée. (${(e as Error).message})`;
});
