/**
 * Customer-service paths (spec section 3) travel obfuscated: the bytes of the address XORed with
 * an 8-character key, base64url-encoded, and the key appended. The client decodes with the last
 * 8 characters. This only keeps the addresses out of plain sight of scrapers; it is no secret.
 */
const KEY_LENGTH = 8;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

// Plain ES, so that the same code runs in the browser and on the server without DOM or Node types.
function toBase64Url(bytes: readonly number[]): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    // Past the end, the missing bytes of the last group count as zeros.
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = i + 2 < bytes.length ? 4 : i + 1 < bytes.length ? 3 : 2;
    for (let c = 0; c < chars; c++) out += ALPHABET[(n >> (18 - 6 * c)) & 63];
  }
  return out;
}

function fromBase64Url(text: string): number[] | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of text) {
    buffer = (buffer << 6) | ALPHABET.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return bytes;
}

const utf8 = (text: string): number[] => Array.from(unescape(encodeURIComponent(text)), (c) => c.charCodeAt(0));
const fromUtf8 = (bytes: readonly number[]): string => decodeURIComponent(escape(String.fromCharCode(...bytes)));

function xor(bytes: readonly number[], key: string): number[] {
  const k = utf8(key);
  // The key is never empty (decoding takes its last 8 characters); an empty one would change nothing.
  return bytes.map((b, i) => b ^ (k[i % k.length] ?? 0));
}

/** Obfuscates an address with a key of exactly 8 ASCII letters or digits. */
export function encodeServicePath(address: string, key: string): string {
  if (!/^[A-Za-z0-9]{8}$/.test(key)) throw new Error('the key must be 8 letters or digits');
  return `${toBase64Url(xor(utf8(address), key))}${key}`;
}

/**
 * The address of an obfuscated path, or null when it does not decode to a web address (http,
 * https, or a path of this site): a broken or hostile value never becomes a link.
 */
export function decodeServicePath(path: string): string | null {
  if (typeof path !== 'string' || path.length <= KEY_LENGTH || path.length > 4096) return null;
  const key = path.slice(-KEY_LENGTH);
  const bytes = fromBase64Url(path.slice(0, -KEY_LENGTH));
  if (!bytes) return null;
  try {
    const address = fromUtf8(xor(bytes, key));
    // A path of this site, or an http(s) address with a host; nothing else becomes a link.
    return /^\/(?![\\/])[^\s\\]*$/.test(address) || /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i.test(address)
      ? address
      : null;
  } catch {
    return null;
  }
}
