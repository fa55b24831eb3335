import { generateSecret, generateURI, verifySync } from 'otplib';
import QRCode from 'qrcode';

/** RFC 6238 defaults, as every authenticator app reads them: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;

export const newTotpSecret = (): string => generateSecret();

export const totpUri = (issuer: string, account: string, secret: string): string =>
  generateURI({ issuer, label: account, secret });

/**
 * The time step of `code` when it is right at `epochSeconds`, allowing one step either side
 * (clocks of phones drift); null when wrong. The caller refuses steps already used.
 */
export function totpStep(secret: string, code: string, epochSeconds: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const result = verifySync({ secret, token: code, epoch: epochSeconds, epochTolerance: PERIOD_SECONDS });
  // delta: how many steps from now the matching code's step lies (-1, 0 or 1).
  return result.valid ? Math.floor(epochSeconds / PERIOD_SECONDS) + result.delta : null;
}

/** The otpauth URI as a QR code (SVG data URL) for the app's camera. */
export async function qrCodeOf(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
