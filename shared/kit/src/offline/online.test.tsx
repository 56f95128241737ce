import { act, render, screen } from '@testing-library/react';
import { RECHECK_MS, initReconnect, useOnline } from './online';

let onLine = true;
beforeAll(() => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => onLine });
});
beforeEach(() => {
  onLine = true;
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

function Status() {
  return <p>{useOnline() ? 'Online' : 'You are offline.'}</p>;
}

test('the offline and online events switch what the page shows', () => {
  render(<Status />);
  expect(screen.getByText('Online')).toBeInTheDocument();
  act(() => {
    onLine = false;
    window.dispatchEvent(new Event('offline'));
  });
  expect(screen.getByText('You are offline.')).toBeInTheDocument();
  act(() => {
    onLine = true;
    window.dispatchEvent(new Event('online'));
  });
  expect(screen.getByText('Online')).toBeInTheDocument();
});

test('back online without an online event (as Firefox taken back online by its driver): noticed within 2 s, and SWR told to refetch', () => {
  const revalidate = jest.fn();
  const release = initReconnect(revalidate);
  render(<Status />);
  act(() => {
    onLine = false;
    window.dispatchEvent(new Event('offline'));
  });
  expect(screen.getByText('You are offline.')).toBeInTheDocument();
  expect(revalidate).not.toHaveBeenCalled();
  onLine = true; // no event
  act(() => {
    jest.advanceTimersByTime(RECHECK_MS - 1);
  });
  expect(screen.getByText('You are offline.')).toBeInTheDocument();
  act(() => {
    jest.advanceTimersByTime(1);
  });
  expect(screen.getByText('Online')).toBeInTheDocument();
  expect(revalidate).toHaveBeenCalledTimes(1);
  release();
});

test('online, nothing is polled', () => {
  const release = initReconnect(() => undefined);
  render(<Status />);
  expect(jest.getTimerCount()).toBe(0);
  release();
});
