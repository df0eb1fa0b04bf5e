import { fakeGeolocation, setUpLocationTests } from '@/testing/fake-geolocation';
import { LOCATION_REPORT_INTERVAL_MS, startLocationReporter } from '../location-reporter';

const HERE = { latitude: 17.385, longitude: 78.4867 };

describe('startLocationReporter', () => {
  setUpLocationTests();

  it('reports once at once and then every 10 seconds until stopped', async () => {
    const geolocation = fakeGeolocation(HERE);
    const report = jest.fn().mockResolvedValue(undefined);
    const onResult = jest.fn();
    const stop = startLocationReporter({ geolocation, report, onResult });

    expect(LOCATION_REPORT_INTERVAL_MS).toBe(10_000);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenLastCalledWith(HERE);
    await Promise.resolve();
    expect(onResult).toHaveBeenLastCalledWith('shared');

    await jest.advanceTimersByTimeAsync(9_999);
    expect(report).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(report).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(20_000);
    expect(report).toHaveBeenCalledTimes(4);

    stop();
    await jest.advanceTimersByTimeAsync(120_000);
    expect(report).toHaveBeenCalledTimes(4);
  });

  it('only logs a geolocation error, reports nothing and tries again on the next tick', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const geolocation = fakeGeolocation({ error: 'User denied Geolocation' });
    const report = jest.fn();
    const onResult = jest.fn();
    const stop = startLocationReporter({ geolocation, report, onResult });

    expect(report).not.toHaveBeenCalled();
    expect(onResult).toHaveBeenLastCalledWith('denied');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('User denied Geolocation'));
    await jest.advanceTimersByTimeAsync(10_000);
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(2);
    stop();
  });

  it('only logs a failed report and says the location did not reach the API', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const report = jest.fn().mockRejectedValue(new Error('502'));
    const onResult = jest.fn();
    const stop = startLocationReporter({ geolocation: fakeGeolocation(HERE), report, onResult });
    await jest.advanceTimersByTimeAsync(0);
    expect(onResult).toHaveBeenLastCalledWith('not-sent');
    expect(error).toHaveBeenCalledWith('Could not send the location.', expect.any(Error));
    stop();
  });

  it('tells a position the phone could not find (no fix, timeout) from a refused permission', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const onResult = jest.fn();
    const stop = startLocationReporter({ geolocation: fakeGeolocation({ error: 'Position unavailable', code: 2 }), report: jest.fn(), onResult });
    expect(onResult).toHaveBeenLastCalledWith('unavailable');
    stop();
  });

  it('ignores an answer that arrives after it was stopped', async () => {
    let resolve!: () => void;
    const report = jest.fn(() => new Promise<void>((r) => (resolve = r)));
    const onResult = jest.fn();
    const stop = startLocationReporter({ geolocation: fakeGeolocation(HERE), report, onResult });
    stop();
    resolve();
    await jest.advanceTimersByTimeAsync(0);
    expect(onResult).not.toHaveBeenCalled();
  });
});
