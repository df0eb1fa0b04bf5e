import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, FastifyChildLoggerFactory } from 'fastify/types/logger';

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;
type Level = (typeof LEVELS)[number];
/** A level's place, quietest last; `silent` writes nothing. */
const rank = (level: string) => (level === 'silent' ? Infinity : LEVELS.indexOf(level as Level));

/**
 * The logger of one request on a route with its own, quieter level (`logLevel: 'warn'` on the catalogue and
 * image reads). It builds the real child logger — bindings serialised, redaction paths applied, every level
 * method rebuilt for the route's level — only when a line is actually written, so the thousands of requests a
 * second that write nothing pay nothing. Methods below the route's level do nothing, exactly like pino's own.
 */
class DeferredChildLogger {
  #real: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get real(): FastifyBaseLogger {
    return (this.#real ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.#real?.level ?? (this.options.level as string);
  }

  set level(level: string) {
    this.real.level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }

  isLevelEnabled(level: string): boolean {
    return rank(level) >= rank(this.level);
  }

  silent(): void {}
}

// trace … fatal: below the logger's level they do nothing (as pino's own); the others write through the real child.
for (const name of LEVELS) {
  const method = function (this: DeferredChildLogger, ...args: [obj: unknown, msg?: string, ...rest: unknown[]]) {
    if (this.isLevelEnabled(name)) this.real[name](...args);
  };
  Object.defineProperty(DeferredChildLogger.prototype, name, { value: method, writable: true, configurable: true });
}

/**
 * Fastify's per-request child logger: the usual pino child, except on routes with their own level above
 * `info`, where it is deferred until something is logged (see DeferredChildLogger).
 */
export const childLoggerFactory: FastifyChildLoggerFactory = function (logger, bindings, options) {
  const routeLevel = options.level;
  if (routeLevel === undefined) return logger.child(bindings, options);
  // A route's own level makes it quieter than the app's LOG_LEVEL, never louder: a silent app stays silent.
  const level = rank(logger.level) > rank(routeLevel) ? logger.level : routeLevel;
  if (rank(level) <= rank('info')) return logger.child(bindings, { ...options, level });
  return new DeferredChildLogger(logger, bindings, { ...options, level }) as unknown as FastifyBaseLogger;
};
