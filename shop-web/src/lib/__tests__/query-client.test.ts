import { onlineManager } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

describe("the shop's query client offline", () => {
  beforeEach(() => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onlineManager.setOnline(false);
  });
  afterEach(() => onlineManager.setOnline(true));

  it('ends a call the service worker refused (a shelf not saved) at once instead of pausing its retries', async () => {
    let calls = 0;
    const offlineShelf = () => {
      calls++;
      return Promise.reject(new ApiError(503, 'You are offline.', { msg: 'You are offline.' }));
    };
    // The catalogue's own mode: its first call goes out offline (the worker may have the page).
    await expect(queryClient.fetchQuery({ queryKey: ['offline-shelf'], queryFn: offlineShelf, networkMode: 'offlineFirst' })).rejects.toThrow(
      'You are offline.',
    );
    expect(calls).toBe(1);
  });

  it('sends queries and mutations offline too, so they end in an answer or an error rather than wait', async () => {
    await expect(queryClient.fetchQuery({ queryKey: ['offline-orders'], queryFn: () => Promise.resolve('from the worker') })).resolves.toBe('from the worker');
    const mutation = queryClient.getMutationCache().build(queryClient, { mutationFn: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(mutation.execute(undefined)).rejects.toThrow('Failed to fetch');
  });
});
