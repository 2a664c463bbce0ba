import type { HttpBindings } from '@hono/node-server';
import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';

/**
 * Real server faults only: bad input is answered where it is read (400, 404, 413, 415), so
 * anything that reaches here is a bug or a broken deployment. Logged with the request line
 * (never a body), answered with a plain page that reveals nothing. A client that hangs up
 * before its request has fully arrived (an aborted upload) is no fault: one info line.
 */
export const serverError: ErrorHandler = (error, c) => {
  if (error instanceof HTTPException) return error.getResponse();
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (incoming && !incoming.complete && incoming.destroyed) {
    console.info(`server: ${c.req.method} ${c.req.path}: the client left before its request ended`);
    return c.text('Bad Request', 400);
  }
  console.error(`server: ${c.req.method} ${c.req.path} failed:`, error);
  return c.text('Internal Server Error', 500);
};
