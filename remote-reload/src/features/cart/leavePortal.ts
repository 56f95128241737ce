/**
 * Sends the browser to another site with a full-page load (the hosted payment page). In a module of its own
 * because jsdom cannot follow or watch a real navigation: component tests replace this one function.
 */
export function leavePortal(url: string): void {
  window.location.assign(url);
}
