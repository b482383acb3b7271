import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedEvent {
  path: string;
  body: unknown;
}

/** How the stand-in answers: like Facebook on success, with a 500, or not at all (until it is closed). */
export type StandInMode = 'accept' | 'fail' | 'hang';

export interface ConversionsStandIn {
  /** `http://127.0.0.1:{port}/v21.0`, to be used as `config.conversions.graphUrl` */
  graphUrl: string;
  received: ReceivedEvent[];
  answer(mode: StandInMode): void;
  close(): Promise<void>;
}

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/** A local stand-in of Facebook's Conversions API (POST /{version}/{pixelId}/events) that records what it is sent. */
export async function startConversionsStandIn(): Promise<ConversionsStandIn> {
  const received: ReceivedEvent[] = [];
  let mode: StandInMode = 'accept';
  const server = createServer(async (req, res) => {
    const text = await readBody(req);
    received.push({ path: req.url ?? '', body: text ? JSON.parse(text) : undefined });
    if (mode === 'hang') return;
    const ok = mode === 'accept' && req.method === 'POST' && /^\/v[\d.]+\/[^/]+\/events$/.test(req.url ?? '');
    res.writeHead(ok ? 200 : 500, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(
        ok ? { events_received: 1, messages: [], fbtrace_id: 'stand-in' } : { error: { message: 'Stand-in failure', type: 'OAuthException', code: 2 } },
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    graphUrl: `http://127.0.0.1:${port}/v21.0`,
    received,
    answer: (next) => {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
