import net from 'node:net';

/**
 * A loopback TCP proxy in front of a real server (PostgreSQL, Redis). `down()` cuts every open
 * connection and refuses new ones (what the API sees when its database stops); `blackhole()`
 * accepts connections but never answers (a dead network path); `up()` restores it on the same port.
 */
export interface TcpProxy {
  port: number;
  down(): Promise<void>;
  blackhole(): void;
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let mode: 'forward' | 'blackhole' = 'forward';
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    if (mode === 'blackhole') return;
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
    blackhole() {
      cut();
      mode = 'blackhole';
    },
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
