/** The image that stands for an announcement or promotion (spec section 2): sequence 1, else the lowest. */
export function firstImage(images: readonly { url: string; sequence: number }[]): string | undefined {
  return [...images].sort((a, b) => a.sequence - b.sequence)[0]?.url;
}
