import { renderKeepingFocus } from './focus';

const page = (label: string) => `<a href="#main">Skip</a><header><button>Français</button></header><main id="main" tabindex="-1"><h1>${label}</h1><button>Log in / Sign up</button></main>`;

test('the focus moves to the same control of the page rendered over the prerendered one', () => {
  document.body.innerHTML = `<div id="root">${page('prerendered')}</div>`;
  const root = document.getElementById('root')!;
  root.querySelectorAll('button')[1]!.focus();
  const render = jest.fn((sync: boolean) => { expect(sync).toBe(true); root.innerHTML = page('app'); });
  renderKeepingFocus(root, render);
  expect(render).toHaveBeenCalledTimes(1);
  expect(document.activeElement).toBe(root.querySelectorAll('button')[1]);
  expect(root.querySelector('h1')).toHaveTextContent('app');
});

test('without a focus inside, the app renders as it always does and nothing is focused', () => {
  document.body.innerHTML = `<button id="outside">Outside</button><div id="root">${page('prerendered')}</div>`;
  const root = document.getElementById('root')!;
  const render = jest.fn((sync: boolean) => { expect(sync).toBe(false); root.innerHTML = page('app'); });
  renderKeepingFocus(root, render);
  expect(render).toHaveBeenCalledTimes(1);
  expect(document.activeElement).toBe(document.body);
});
