import { act, render, screen } from '@testing-library/react';
import { createTheme } from '@mui/material/styles';
import { useMediaQuery } from './useMediaQuery';

/** A window whose width the test sets: matchMedia answers max-width queries from it and tells listeners. */
function fakeWindowWidth(initial: number) {
  let width = initial;
  const listeners = new Set<() => void>();
  const asked: string[] = [];
  window.matchMedia = ((query: string) => {
    asked.push(query);
    const max = Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Infinity);
    return {
      get matches() {
        return width <= max;
      },
      media: query,
      addEventListener: (_: string, l: () => void) => listeners.add(l),
      removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
  return {
    asked,
    resize(to: number) {
      width = to;
      act(() => listeners.forEach((l) => l()));
    },
    listeners,
  };
}

function Layout({ query }: { query: string }) {
  return <p>{useMediaQuery(query) ? 'small' : 'wide'}</p>;
}

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

test("follows MUI's breakpoint query as the window changes", () => {
  const win = fakeWindowWidth(1200);
  const theme = createTheme();
  const { unmount } = render(<Layout query={theme.breakpoints.down('md')} />);
  expect(screen.getByText('wide')).toBeInTheDocument();
  expect(win.asked.every((q) => !q.startsWith('@media'))).toBe(true);
  win.resize(600);
  expect(screen.getByText('small')).toBeInTheDocument();
  win.resize(1000);
  expect(screen.getByText('wide')).toBeInTheDocument();
  unmount();
  expect(win.listeners.size).toBe(0);
});

test('is false where the browser has no matchMedia', () => {
  // @ts-expect-error -- jsdom and old browsers have none
  delete window.matchMedia;
  render(<Layout query="(max-width: 600px)" />);
  expect(screen.getByText('wide')).toBeInTheDocument();
});
