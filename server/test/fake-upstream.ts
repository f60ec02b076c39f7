import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeResponse = { status: number; body: unknown; delayMs?: number };

/** A stand-in for a third-party HTTP service on 127.0.0.1: tests never call the internet. */
export async function startFakeUpstream(respond: (req: IncomingMessage) => FakeResponse) {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const { status, body, delayMs = 0 } = respond(req);
    setTimeout(() => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sampleCoins(count = 20) {
  return Array.from({ length: count }, (_, i) => ({
    id: `coin-${i + 1}`,
    symbol: `c${i + 1}`,
    name: `Coin ${i + 1}`,
    current_price: i === 0 ? 97123.45 : Number((1000 / (i + 1)).toFixed(4)),
    market_cap: 1e12 / (i + 1),
  }));
}
