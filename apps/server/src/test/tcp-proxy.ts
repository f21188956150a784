import { Socket, createServer } from 'node:net';
import type { AddressInfo, Server } from 'node:net';

export interface TcpProxy {
  /** The loopback port the proxy listens on. */
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  urlThrough(url: string): string;
  /**
   * PostgreSQL goes away: every open connection is reset and new ones are refused (the port stops listening), as
   * when the server stops or its host becomes unreachable.
   */
  cut(): Promise<void>;
  /** PostgreSQL is back: the same port listens and forwards again. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/**
 * A TCP proxy on loopback in front of `target` (host:port), to take a database away from a server process and give it
 * back while the process runs (issue 16 item 4).
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();

  const server = createServer((client) => {
    const upstream = new Socket();
    open.add(client);
    open.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    upstream.connect(target.port, target.host, () => {
      client.pipe(upstream);
      upstream.pipe(client);
    });
  });

  const port = await listen(server, 0);
  let listening = true;

  const cut = async () => {
    if (!listening) return;
    listening = false;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // RST, as a vanished peer's kernel would answer; close() resolves once the last socket is gone.
    for (const socket of open) socket.resetAndDestroy();
    open.clear();
    await closed;
  };

  return {
    port,
    urlThrough(url) {
      const through = new URL(url);
      through.hostname = '127.0.0.1';
      through.port = String(port);
      return through.toString();
    },
    cut,
    async restore() {
      if (listening) return;
      await listen(server, port);
      listening = true;
    },
    close: cut,
  };
}
