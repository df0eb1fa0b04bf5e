import { act, renderHook } from '@testing-library/react';
import { fakeGeolocation, installGeolocation, setUpLocationTests } from '@/testing/fake-geolocation';
import { useLocationSharing } from '../use-location-sharing';

const HERE = { latitude: 17.4399, longitude: 78.4983 };

describe('useLocationSharing', () => {
  setUpLocationTests();

  const setup = (enabled: boolean) => {
    const geolocation = fakeGeolocation(HERE);
    const report = jest.fn().mockResolvedValue(undefined);
    const view = renderHook(({ on }) => useLocationSharing(on, { geolocation, report }), { initialProps: { on: enabled } });
    return { ...view, geolocation, report };
  };

  it('does nothing while no order is Out for Delivery', async () => {
    const { result, report } = setup(false);
    await act(() => jest.advanceTimersByTimeAsync(90_000));
    expect(report).not.toHaveBeenCalled();
    expect(result.current.active).toBe(false);
  });

  it('starts with an immediate report, repeats every 10 s and turns active once one arrives', async () => {
    const { result, report, rerender } = setup(false);
    rerender({ on: true });
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenLastCalledWith(HERE);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(result.current.active).toBe(true);

    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(report).toHaveBeenCalledTimes(2);
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(report).toHaveBeenCalledTimes(3);
  });

  it('stops when no order is Out for Delivery any more', async () => {
    const { result, report, rerender } = setup(true);
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(report).toHaveBeenCalledTimes(2);

    rerender({ on: false });
    expect(result.current.active).toBe(false);
    await act(() => jest.advanceTimersByTimeAsync(120_000));
    expect(report).toHaveBeenCalledTimes(2);
  });

  it('stops when the screen is left', async () => {
    const { report, unmount } = setup(true);
    expect(report).toHaveBeenCalledTimes(1);
    unmount();
    await act(() => jest.advanceTimersByTimeAsync(120_000));
    expect(report).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('stays inactive when the position cannot be read, and only logs it', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const report = jest.fn();
    const { result } = renderHook(() => useLocationSharing(true, { geolocation: fakeGeolocation({ error: 'User denied Geolocation' }), report }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(result.current.active).toBe(false);
    expect(result.current.problem).toBe('denied');
    expect(report).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalled();
  });

  it('asks the browser again on retry, and clears the problem once a position is shared', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const denied = fakeGeolocation({ error: 'User denied Geolocation' });
    const allowed = fakeGeolocation(HERE);
    let geolocation = denied;
    const report = jest.fn().mockResolvedValue(undefined);
    // The partner allowed location in the browser's settings: the next ask succeeds.
    const switchable = { getCurrentPosition: (ok: PositionCallback, fail?: PositionErrorCallback | null) => geolocation.getCurrentPosition(ok, fail) };
    const { result } = renderHook(() => useLocationSharing(true, { geolocation: switchable, report }));
    expect(result.current.problem).toBe('denied');
    geolocation = allowed;
    act(() => result.current.retry());
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(allowed.getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ active: true, problem: null });
    expect(report).toHaveBeenCalledWith(HERE);
  });

  it('has no problem to show while nothing is Out for Delivery', () => {
    const { result } = renderHook(() => useLocationSharing(false, { geolocation: fakeGeolocation({ error: 'User denied Geolocation' }), report: jest.fn() }));
    expect(result.current.problem).toBeNull();
  });

  it('only logs when the browser has no geolocation', () => {
    installGeolocation(undefined);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const report = jest.fn();
    const { result } = renderHook(() => useLocationSharing(true, { report }));
    expect(result.current.active).toBe(false);
    expect(result.current.problem).toBe('unsupported');
    expect(report).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Geolocation is not supported'));
  });
});
