import type { ArgumentsHost } from '@nestjs/common';
import { BadRequestException, NotFoundException } from '@nestjs/common';
import { ErrorKey } from '@punchcard/shared';
import { QueryFailedError } from 'typeorm';
import { AllExceptionsFilter } from './all-exceptions.filter.js';
import { AppException } from './app.exception.js';

function respond(exception: unknown): {
  status: number;
  body: unknown;
  headers: Record<string, string>;
} {
  const captured = { status: 0, body: undefined as unknown, headers: {} as Record<string, string> };
  const response = {
    headersSent: false,
    setHeader(name: string, value: string) {
      captured.headers[name.toLowerCase()] = value;
      return this;
    },
    status(code: number) {
      captured.status = code;
      return this;
    },
    json(body: unknown) {
      captured.body = body;
      return this;
    },
  };
  const host = {
    switchToHttp: () => ({ getResponse: () => response }),
  } as unknown as ArgumentsHost;
  new AllExceptionsFilter().catch(exception, host);
  return captured;
}

function pgFailure(code: string, constraint?: string): QueryFailedError {
  return new QueryFailedError(
    'INSERT ...',
    [],
    Object.assign(new Error('db'), { code, constraint }),
  );
}

describe('AllExceptionsFilter', () => {
  it('passes an AppException through with its status, key and details', () => {
    const details = [{ field: 'name', problems: ['too long'] }];
    const { status, body } = respond(
      new AppException(409, ErrorKey.SignupConflict, 'taken', details),
    );
    expect(status).toBe(409);
    expect(body).toEqual({
      status_code: 409,
      error_key: 'signup_conflict',
      message: 'taken',
      details,
    });
  });

  it('maps framework HTTP errors to the generic catalogue key', () => {
    expect(respond(new NotFoundException('Cannot GET /x')).body).toEqual({
      status_code: 404,
      error_key: 'error.not_found',
      message: 'Cannot GET /x',
    });
    expect(respond(new BadRequestException(['a', 'b'])).body).toMatchObject({
      error_key: 'error.bad_request',
      message: 'a; b',
    });
  });

  it.each([
    ['23505', 409, 'error.conflict'],
    ['23P01', 409, 'error.conflict'],
    ['23514', 400, 'error.bad_request'],
    ['23502', 400, 'error.bad_request'],
    ['22P02', 400, 'error.bad_request'],
    ['23503', 404, 'error.not_found'],
    ['40001', 409, 'error.conflict'],
    ['40P01', 409, 'error.conflict'],
  ])('maps SQLSTATE %s to %i %s, never 500', (code, status, key) => {
    const result = respond(pgFailure(code, 'some_constraint'));
    expect(result.status).toBe(status);
    expect(result.body).toMatchObject({ status_code: status, error_key: key });
  });

  const unavailable = {
    status_code: 503,
    error_key: 'error.service_unavailable',
    message: expect.any(String) as unknown,
  };

  it.each(['08000', '08003', '08006', '08001', '08004', '57P01', '57P02', '57P03', '53300'])(
    'answers SQLSTATE %s (the database away) 503 with Retry-After',
    (code) => {
      const result = respond(pgFailure(code));
      expect(result.status).toBe(503);
      expect(result.body).toEqual(unavailable);
      expect(result.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    },
  );

  const socketError = (code: string) => Object.assign(new Error(`connect ${code}`), { code });
  it.each([
    ['ECONNREFUSED', socketError('ECONNREFUSED')],
    ['ECONNRESET', socketError('ECONNRESET')],
    ['EPIPE', socketError('EPIPE')],
    ['ETIMEDOUT', socketError('ETIMEDOUT')],
    ['a refused connection to every address', new AggregateError([socketError('ECONNREFUSED')])],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a connect timeout', new Error('Connection terminated due to connection timeout')],
    ['a pool checkout timeout', new Error('timeout exceeded when trying to connect')],
    [
      'a dropped connection under TypeORM',
      new QueryFailedError('SELECT 1', [], new Error('Connection terminated unexpectedly')),
    ],
  ])('answers %s 503 with Retry-After', (_, error) => {
    const result = respond(error);
    expect(result.status).toBe(503);
    expect(result.body).toEqual(unavailable);
    expect(result.headers['retry-after']).toMatch(/^[1-9]\d*$/);
  });

  it('adds Retry-After to every 503, and only to 503s', () => {
    const busy = respond(new AppException(503, ErrorKey.ServiceUnavailable, 'busy'));
    expect(busy.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(respond(new AppException(409, ErrorKey.Conflict, 'x')).headers).toEqual({});
    expect(respond(new Error('boom')).headers).toEqual({});
  });

  it('keeps other SQLSTATEs (an undefined table) a 500', () => {
    expect(respond(pgFailure('42P01')).status).toBe(500);
  });

  it('answers anything else as 500 error.internal_error without leaking the message', () => {
    const result = respond(new Error('secret internals'));
    expect(result.status).toBe(500);
    expect(result.body).toEqual({
      status_code: 500,
      error_key: 'error.internal_error',
      message: 'Something went wrong on our side.',
    });
  });
});
