import pg from 'pg';
import { localListeners, type BusEvent, type EventBus } from './bus-listeners';

/** The one NOTIFY channel of the lobby's events; the bus channel travels inside the payload. */
const PG_CHANNEL = 'lobby_events';

/**
 * PostgreSQL LISTEN/NOTIFY for deployments without Redis: one connection of its own listens (a
 * pooled one would be handed to queries), NOTIFY goes through short-lived pooled connections. A
 * lost listener connection is opened again; events sent meanwhile are missed, which the stream's
 * resend-on-reconnect covers.
 */
export async function postgresEventBus(
  databaseUrl: string,
  onError: (err: Error) => void = () => {},
): Promise<EventBus> {
  const listeners = localListeners();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  pool.on('error', onError);
  let listener: pg.Client | undefined;
  let closed = false;

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('notification', (note) => {
      if (note.channel !== PG_CHANNEL || !note.payload) return;
      try {
        const { channel, event } = JSON.parse(note.payload) as { channel: string; event: BusEvent };
        listeners.deliver(channel, event);
      } catch (err) {
        onError(err as Error);
      }
    });
    client.on('error', (err) => {
      onError(err);
      client.end().catch(() => {});
      if (!closed) setTimeout(() => void listen().catch(onError), 1_000).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${PG_CHANNEL}`);
    listener = client;
  }
  await listen();

  return {
    kind: 'postgres',
    async publish(channel, event) {
      await pool.query('SELECT pg_notify($1, $2)', [PG_CHANNEL, JSON.stringify({ channel, event })]);
    },
    subscribe: listeners.subscribe,
    async close() {
      closed = true;
      listeners.clear();
      await Promise.all([listener?.end(), pool.end()]);
    },
  };
}
