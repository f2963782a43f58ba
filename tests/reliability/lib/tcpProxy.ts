import net from 'node:net';

/**
 * A loopback TCP proxy in front of a real server (PostgreSQL, Redis). `down()` cuts every open
 * connection and refuses new ones (what the API sees when its database stops); `blackhole()`
 * accepts connections but never answers (a dead network path); `up()` restores it on the same port.
 */
export interface TcpProxy {
  port: number;
  down(): Promise<void>;
  /**
   * Closes every open connection and resolves once each client has closed its end too (so a pool
   * holds no connection it believes alive); from then on, connections are accepted and never answered.
   */
  blackhole(): Promise<void>;
  /** Connections accepted and left unanswered so far. */
  unanswered(): number;
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const clients = new Set<net.Socket>();
  let mode: 'forward' | 'blackhole' = 'forward';
  let unanswered = 0;
  const server = net.createServer((client) => {
    sockets.add(client);
    clients.add(client);
    client.on('close', () => {
      sockets.delete(client);
      clients.delete(client);
    });
    client.on('error', () => client.destroy());
    if (mode === 'blackhole') {
      unanswered++;
      return;
    }
    const upstream = net.createConnection({ host: targetHost, port: targetPort });
    sockets.add(upstream);
    upstream.on('close', () => {
      sockets.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const port = await listen(0);
  const cut = () => {
    for (const s of sockets) s.destroy();
    sockets.clear();
  };
  return {
    port,
    async down() {
      mode = 'forward';
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        cut();
      });
    },
    async blackhole() {
      mode = 'blackhole';
      const open = [...clients];
      // Half-closed here, fully closed once the client has read the end of its stream and closed back.
      const closed = open.map((s) => new Promise((resolve) => s.once('close', resolve)));
      // Each client's upstream connection is destroyed when the client closes (see above).
      for (const s of open) s.end();
      await Promise.all(closed);
    },
    unanswered: () => unanswered,
    async up() {
      mode = 'forward';
      cut();
      if (!server.listening) await listen(port);
    },
    async close() {
      cut();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
