/**
 * Expected failures thrown by services. The error handler turns them into `{ msg, ...extra }`
 * with their status code; anything else is a 500 whose details only reach the log.
 */
export class DomainError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    /** Extra fields for the response body, e.g. `{ success: false }` or a fresh quote. */
    public readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends DomainError {
  constructor(message: string, extra?: Record<string, unknown>) {
    super(400, message, extra);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message = 'Please sign in to continue.', extra?: Record<string, unknown>) {
    super(401, message, extra);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'You are not allowed to do that.', extra?: Record<string, unknown>) {
    super(403, message, extra);
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'Not found.', extra?: Record<string, unknown>) {
    super(404, message, extra);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string, extra?: Record<string, unknown>) {
    super(409, message, extra);
  }
}

export class TooManyRequestsError extends DomainError {
  constructor(message = 'Too many attempts. Please wait a minute and try again.', extra?: Record<string, unknown>) {
    super(429, message, extra);
  }
}

/** An outside service (the payment gateway) did not answer: nothing was done, try again later. */
export class ServiceUnavailableError extends DomainError {
  constructor(message: string, extra?: Record<string, unknown>) {
    super(503, message, extra);
  }
}
