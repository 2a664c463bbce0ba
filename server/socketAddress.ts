import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The address of the connection's peer, or undefined for a request made in-process. */
export function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // Requests made in-process (app.request in tests) have no socket.
    return undefined;
  }
}
