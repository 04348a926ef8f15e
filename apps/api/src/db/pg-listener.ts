import pg from 'pg';

/** How long to wait before reconnecting a listening connection the server dropped. */
const RECONNECT_DELAY_MS = 1_000;

export type Unlisten = () => Promise<void>;

export interface ListenHandlers {
  onPayload(payload: string): void;
  /** The connection came back: notifications sent while it was down are lost, so listeners should catch up. */
  onReconnect(): void;
  onError(error: Error): void;
}

/**
 * LISTEN on a PostgreSQL server over one dedicated connection (a pooled one would be handed to other
 * queries). A dropped connection is reopened every second until `unlisten` is called.
 */
export async function listenPostgres(url: string, channel: string, handlers: ListenHandlers): Promise<Unlisten> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onPayload(message.payload ?? '');
    });
    next.on('error', (error) => {
      handlers.onError(error);
      dropped(next);
    });
    next.on('end', () => dropped(next));
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
  };

  const scheduleConnect = (): void => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().then(handlers.onReconnect, (error: Error) => {
        handlers.onError(error);
        scheduleConnect();
      });
    }, RECONNECT_DELAY_MS);
    retry.unref();
  };

  const dropped = (dead: pg.Client): void => {
    if (client !== dead) return;
    client = null;
    dead.end().catch(() => {});
    scheduleConnect();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const open = client;
    client = null;
    await open?.end().catch(() => {});
  };
}
