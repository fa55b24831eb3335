/** Limits of an activity application (spec section 5). */
export const APPLICATION_LIMITS = {
  remarkMax: 140,
  imageMaxBytes: 5 * 1024 * 1024,
  maxImages: 3,
  imageTypes: ['image/png', 'image/jpeg'],
} as const;

export type ApplicationErrorCode = 'remarkTooLong' | 'imageType' | 'imageSize' | 'imageCount';
export interface ApplicationError {
  field: 'remark' | 'images';
  code: ApplicationErrorCode;
}

/** Counts characters as people do (an emoji is one), the way the remark's limit reads. */
const length = (text: string) => [...text].length;

/**
 * The rules of an application, the same on both sides (spec section 5): a remark up to 140
 * characters; PNG or JPG images of at most 5 MB each, at most 3. Each rule broken is one error.
 */
export function validateApplication(input: {
  remark: string;
  images: readonly { type: string; size: number }[];
}): ApplicationError[] {
  const errors: ApplicationError[] = [];
  if (length(input.remark.trim()) > APPLICATION_LIMITS.remarkMax)
    errors.push({ field: 'remark', code: 'remarkTooLong' });
  if (input.images.length > APPLICATION_LIMITS.maxImages) errors.push({ field: 'images', code: 'imageCount' });
  if (input.images.some((i) => !(APPLICATION_LIMITS.imageTypes as readonly string[]).includes(i.type)))
    errors.push({ field: 'images', code: 'imageType' });
  if (input.images.some((i) => i.size > APPLICATION_LIMITS.imageMaxBytes))
    errors.push({ field: 'images', code: 'imageSize' });
  return errors;
}

/** The image type from its first bytes: what the file is, whatever its name or label says. */
export function sniffImageType(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}
