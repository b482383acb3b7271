import pg from 'pg';

const RETRY_MS = [250, 1000, 5000];

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries), so the channel's
 * notifications from every session of the database arrive here. A lost connection is opened again,
 * retrying with backoff; `onGap` runs once it is back, since notifications sent meanwhile are gone.
 */
export async function pgListener(url: string, channel: string, onMessage: (payload: string) => void, onGap: () => void) {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', () => reconnect(next, 0));
    next.on('end', () => reconnect(next, 0));
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (stopped) await next.end();
    else client = next;
  }

  function reconnect(lost: pg.Client, attempt: number) {
    if (stopped || (client !== lost && attempt === 0)) return;
    client = undefined;
    void lost.end().catch(() => {});
    retry = setTimeout(
      () =>
        connect().then(onGap, (error: Error) => {
          if (attempt === 0) console.error(`LISTEN ${channel}: the database connection is lost, retrying (${error.message})`);
          reconnect(lost, attempt + 1);
        }),
      RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)],
    );
    retry.unref();
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
