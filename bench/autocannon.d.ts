// The parts of autocannon 9 the bench uses (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    interface Histogram {
      average: number;
      mean: number;
      p50: number;
      p90: number;
      p99: number;
      max: number;
    }
    interface Result {
      requests: Histogram & { total: number };
      latency: Histogram;
      throughput: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
      [key: string]: unknown;
    }
    /** One request as autocannon builds it; `setupRequest` may replace its method, body and headers. */
    interface Request {
      method?: string;
      path?: string;
      body?: string;
      headers?: Record<string, string>;
    }
    interface Options {
      url: string;
      method?: string;
      /** Requests per second over all connections. */
      overallRate?: number;
      connections?: number;
      duration?: number;
      amount?: number;
      headers?: Record<string, string>;
      requests?: unknown[];
    }
    /** A running load: `stop()` ends it early, and the callback then has the result so far. */
    interface Instance {
      stop(): void;
    }
  }
  function autocannon(opts: autocannon.Options, cb: (err: Error | null, result: autocannon.Result) => void): autocannon.Instance;
  export = autocannon;
}
