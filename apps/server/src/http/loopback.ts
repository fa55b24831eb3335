import { BlockList, isIP } from 'node:net';

// node:net's BlockList answers "is this address in these ranges" for IPv4 and IPv6 alike.
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Whether an address (IPv4, IPv6 or IPv4-mapped IPv6) is this machine's own loopback. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return loopback.check(mapped, 'ipv4');
  const family = isIP(address);
  return family === 4 ? loopback.check(address, 'ipv4') : family === 6 ? loopback.check(address, 'ipv6') : false;
}

/** Whether a server bound to HOST listens on loopback only (`localhost` or a loopback address). */
export const isLoopbackHost = (host: string): boolean => host === 'localhost' || isLoopbackAddress(host);

/** Headers a proxy adds when it passes a request on: such a request came from somewhere else. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'x-forwarded-host'] as const;

/** Whether a proxy passed this request on (it names the client it came from). */
export const isForwarded = (headers: Record<string, unknown>): boolean =>
  FORWARDING_HEADERS.some((h) => headers[h] !== undefined);
