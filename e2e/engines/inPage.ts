/**
 * What the engine journeys ask the page, as plain JavaScript text: both clients send it over WebDriver (a function
 * transpiled here could carry helpers the page lacks). `q.byRole(role, name)` finds the visible elements of a role
 * whose accessible name (aria-label, aria-labelledby, a label, or the text) is or, with `partial`, contains `name`.
 */
export const IN_PAGE = `
const q = {
  visible(el) {
    if (!el.isConnected) return false;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none') return false;
    return !!(el.offsetWidth || el.offsetHeight || el.getClientRects().length);
  },
  // What the element's text is, as an accessible name counts it (CSS's text-transform aside).
  text(el) { return (el.textContent ?? '').replace(/\\s+/g, ' ').trim(); },
  // Whether text a person can see on the page contains value (innerText: rendered, hidden parts left out).
  shows(el, value) { return (el.innerText ?? '').replace(/\\s+/g, ' ').toLowerCase().includes(value.toLowerCase()); },
  name(el) {
    const label = el.getAttribute('aria-label');
    if (label) return label.trim();
    const by = el.getAttribute('aria-labelledby');
    if (by) return by.split(/\\s+/).map((id) => document.getElementById(id)).filter(Boolean).map((e) => q.text(e)).join(' ').trim();
    if (el.labels && el.labels.length) return q.text(el.labels[0]).replace(/\\s*\\*$/, '');
    if (el.tagName === 'INPUT' && (el.type === 'submit' || el.type === 'button')) return el.value;
    return q.text(el);
  },
  ROLES: {
    button: 'button,[role=button],input[type=submit],input[type=button]',
    link: 'a[href],[role=link]',
    heading: 'h1,h2,h3,h4,h5,h6,[role=heading]',
    textbox: 'input:not([type]),input[type=text],input[type=email],input[type=password],input[type=tel],input[type=date],input[type=number],textarea,[role=textbox]',
    combobox: 'select,[role=combobox]',
    checkbox: 'input[type=checkbox],[role=checkbox]',
    alert: '[role=alert]',
    status: '[role=status]',
    list: 'ul,ol,[role=list]',
    table: 'table',
    region: 'section[aria-label],section[aria-labelledby],[role=region]',
    navigation: 'nav,[role=navigation]',
    dialog: 'dialog,[role=dialog]',
  },
  byRole(role, name, partial, within) {
    const root = within || document;
    return [...root.querySelectorAll(q.ROLES[role])].filter((el) => q.visible(el)).filter((el) => {
      if (name == null) return true;
      const n = q.name(el);
      return partial ? n.includes(name) : n === name;
    });
  },
  one(role, name, partial, withinRole, withinName) {
    const within = withinRole ? q.byRole(withinRole, withinName, false)[0] : undefined;
    if (withinRole && !within) return null;
    return q.byRole(role, name, partial, within)[0] || null;
  },
};
`;

/** A page script: IN_PAGE's helpers, then `body` (which may `return`). */
export const script = (body: string): string => `${IN_PAGE}\n${body}`;
