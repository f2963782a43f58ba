import { Server } from 'node:http';
import type { ServerType } from '@hono/node-server';

const KEEP_ALIVE_MS = 65_000;

/**
 * Keeps idle client connections open longer than Node's default (5 s), which closes them between
 * bursts of calls (a scanner between queues, a load balancer's pool): each new connection costs the
 * server a turn of its event loop to accept. Longer than the usual load-balancer idle timeout (60 s).
 */
export function keepConnections(server: ServerType | Server): void {
  if (!(server instanceof Server)) return;
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
}
