import { Agent, createServer, request } from 'node:http';
import { onCleanup } from './cleanup.ts';
import { freePort, HOST } from './server.ts';

/**
 * A minimal load balancer on 127.0.0.1: each request goes to the next of `ports` in turn, over kept-alive
 * connections. Answers its origin and a function that stops it.
 */
export async function roundRobin(ports: number[], preferredPort: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;
  const proxy = createServer((incoming, outgoing) => {
    const port = ports[next++ % ports.length]!;
    const upstream = request({ host: HOST, port, method: incoming.method, path: incoming.url, headers: incoming.headers, agent }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    upstream.on('error', () => outgoing.headersSent || outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  const port = await freePort(preferredPort);
  await new Promise<void>((resolve) => proxy.listen(port, HOST, resolve));
  const stop = () =>
    new Promise<void>((resolve) => {
      unregister();
      agent.destroy();
      proxy.closeAllConnections();
      proxy.close(() => resolve());
    });
  const unregister = onCleanup(stop);
  return { origin: `http://${HOST}:${port}`, stop };
}
