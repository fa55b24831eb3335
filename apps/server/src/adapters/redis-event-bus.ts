import { localListeners, type BusEvent, type EventBus } from './bus-listeners';
import { redisClient, type RedisTarget } from './redis-client';

/**
 * Redis pub/sub: a connection in subscriber mode can do nothing else, so publishing has one of its
 * own. Channels live under the key prefix (`<prefix>events:<channel>`) so deployments sharing one
 * Redis never hear each other. ioredis resubscribes by itself after a reconnect. In a cluster a
 * message published on any node reaches the subscribers of every node.
 */
export async function redisEventBus(
  target: RedisTarget,
  prefix = 'lobby:',
  onError: (err: Error) => void = () => {},
): Promise<EventBus> {
  const base = `${prefix}events:`;
  const publisher = redisClient(target, { maxRetriesPerRequest: 2 });
  const subscriber = redisClient(target);
  publisher.on('error', onError);
  subscriber.on('error', onError);
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const listeners = localListeners(
    (channel) => void subscriber.subscribe(base + channel).catch(onError),
    (channel) => void subscriber.unsubscribe(base + channel).catch(onError),
  );
  subscriber.on('message', (redisChannel: string, message: string) => {
    if (!redisChannel.startsWith(base)) return;
    try {
      listeners.deliver(redisChannel.slice(base.length), JSON.parse(message) as BusEvent);
    } catch (err) {
      onError(err as Error);
    }
  });
  return {
    kind: 'redis',
    async publish(channel, event) {
      await publisher.publish(base + channel, JSON.stringify(event));
    },
    subscribe: listeners.subscribe,
    async close() {
      listeners.clear();
      await Promise.all([publisher.quit(), subscriber.quit()]);
    },
  };
}
