import { renderOver } from './takeover';

const page = (label: string) =>
  `<a href="#main">Skip</a><header><button>Français</button></header><main id="main" tabindex="-1"><h1>${label}</h1><button>Log in / Sign up</button></main>`;

function open(body: string) {
  document.body.innerHTML = body;
  const root = document.getElementById('root')!;
  const render = jest.fn((_sync: boolean) => {
    root.innerHTML = page('app');
  });
  return { root, render };
}

test('over a prerendered page the app commits at once, and the focus moves to the same control of its page', () => {
  const { root, render } = open(`<div id="root">${page('prerendered')}</div>`);
  root.querySelectorAll('button')[1]!.focus();
  renderOver(root, render);
  expect(render).toHaveBeenCalledWith(true);
  expect(document.activeElement).toBe(root.querySelectorAll('button')[1]);
  expect(root.querySelector('h1')).toHaveTextContent('app');
});

test('over a prerendered page without a focus inside, nothing is focused', () => {
  const { root, render } = open(`<button id="outside">Outside</button><div id="root">${page('prerendered')}</div>`);
  renderOver(root, render);
  expect(render).toHaveBeenCalledWith(true);
  expect(document.activeElement).toBe(document.body);
});

test('into an empty container (every other page) the app renders as it always does', () => {
  const { root, render } = open('<div id="root"></div>');
  renderOver(root, render);
  expect(render).toHaveBeenCalledWith(false);
});
