import { createHash } from 'node:crypto';
import { brandFilePath } from '@lobby/domain';

/** Whether a brand picture is SVG markup kept in its row (else it is an address). */
export const isSvgMarkup = (value: string): boolean => value.trimStart().startsWith('<svg');

/** A short fingerprint of a picture: its address changes when the picture does, so it may be cached long. */
export const pictureVersion = (markup: string): string =>
  createHash('sha256').update(markup).digest('base64url').slice(0, 10);

/** Where the browser finds a brand picture: drawn here from its markup, or the brand's own address. */
export const brandPictureUrl = (code: string, kind: 'logo' | 'icon', value: string): string =>
  isSvgMarkup(value) ? brandFilePath(code, `${kind}.svg`, pictureVersion(value)) : value;
