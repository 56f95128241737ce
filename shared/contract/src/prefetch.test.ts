import { prefetch, PREFETCH_FRESH_MS, takePrefetched } from './prefetch';

describe('early answers', () => {
  test('taken once, within the fresh time', async () => {
    const fetch = jest.fn(async () => 'answer');
    prefetch('k1', fetch, 1_000);
    prefetch('k1', fetch, 1_500); // already asked: not asked again
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(takePrefetched('k1', 2_000)).resolves.toBe('answer');
    expect(takePrefetched('k1', 2_000)).toBeUndefined();
  });

  test('an answer nobody took in time is dropped, never handed out as fresh', () => {
    prefetch('k2', async () => 'old', 1_000);
    expect(takePrefetched('k2', 1_000 + PREFETCH_FRESH_MS + 1)).toBeUndefined();
    expect(takePrefetched('k2', 1_000)).toBeUndefined();
  });

  test('a failure reaches whoever takes it, and is not an unhandled rejection before', async () => {
    prefetch(
      'k3',
      async () => {
        throw new Error('down');
      },
      1_000,
    );
    await new Promise((r) => setTimeout(r, 0));
    await expect(takePrefetched('k3', 1_100)).rejects.toThrow('down');
  });
});
