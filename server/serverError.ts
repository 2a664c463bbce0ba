import type { HttpBindings } from '@hono/node-server';
import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from './observability/logger';
import type { AppEnv } from './observability/requestLog';

/**
 * Real server faults only: bad input is answered where it is read (400, 404, 413, 415), so
 * anything that reaches here is a bug or a broken deployment. Logged with the request line
 * (never a body), answered with a plain page that reveals nothing. A client that hangs up
 * before its request has fully arrived (an aborted upload) is no fault: one info line.
 */
export function serverError(log: Pick<Logger, 'info' | 'error'>): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    const requestLog = c.get('log') ?? log;
    const request = { method: c.req.method, path: c.req.path };
    const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
    if (incoming && !incoming.complete && incoming.destroyed) {
      requestLog.info({ event: 'aborted', ...request }, 'the client left before its request ended');
      return c.text('Bad Request', 400);
    }
    requestLog.error({ event: 'fault', ...request, err: error }, 'request failed');
    return c.text('Internal Server Error', 500);
  };
}
