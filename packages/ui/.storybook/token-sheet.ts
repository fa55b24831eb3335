/**
 * The design tokens as the W3C design-token files (tokens/*.tokens.json) hold them, flattened for
 * the docs page: each token with its group's type, its value as CSS text and its description.
 * Style Dictionary builds tokens.css from the same files; ui's tokens test keeps the two equal.
 */
export interface Token {
  /** Its path in the file: ['color', 'surface-2']. */
  path: string[];
  /** Its custom property without the dashes: `color-surface-2`. */
  name: string;
  /** Its `$type`, its own or its group's. */
  type: string;
  /** Its `$value`, with references to other tokens of the file resolved. */
  value: unknown;
  /** The value as CSS text. */
  css: string;
  description?: string;
  /** A composite's parts that name other tokens: `{ fontSize: 'font-size-xs' }`. */
  references?: Record<string, string>;
}

type Group = { [key: string]: unknown };
const isGroup = (node: unknown): node is Group => typeof node === 'object' && node !== null && !Array.isArray(node);

interface Dimension {
  value: number;
  unit: string;
}
interface Colour {
  components: number[];
  alpha?: number;
  hex?: string;
}
interface Shadow {
  color: Colour;
  offsetX: Dimension;
  offsetY: Dimension;
  blur: Dimension;
  spread: Dimension;
  inset?: boolean;
}

const channel = (component: number | undefined) =>
  Math.round((component ?? 0) * 255)
    .toString(16)
    .padStart(2, '0');

/** An sRGB colour object as CSS, as Style Dictionary writes it: its hex, or rgba() when see-through. */
export function colourCss(colour: Colour): string {
  if (colour.alpha === undefined || colour.alpha === 1)
    return colour.hex ?? `#${colour.components.map(channel).join('')}`;
  const [r, g, b] = colour.components.map((c) => Math.round(c * 255));
  return `rgba(${r}, ${g}, ${b}, ${colour.alpha})`;
}

const dimension = (value: Dimension) => `${value.value}${value.unit}`;
const quoted = (family: string) => (/\s/.test(family) ? `'${family}'` : family);

/** A value of a type as CSS text. */
export function valueCss(type: string, value: unknown): string {
  switch (type) {
    case 'color':
      return colourCss(value as Colour);
    case 'dimension':
    case 'duration':
      return dimension(value as Dimension);
    case 'cubicBezier':
      return `cubic-bezier(${(value as number[]).join(', ')})`;
    case 'fontFamily':
      return Array.isArray(value) ? value.map(String).map(quoted).join(', ') : quoted(String(value));
    case 'shadow':
      return (Array.isArray(value) ? (value as Shadow[]) : [value as Shadow])
        .map(({ color, offsetX, offsetY, blur, spread, inset }) => {
          const lengths = [offsetX, offsetY, blur, spread].map(dimension).join(' ');
          return `${inset ? 'inset ' : ''}${lengths} ${colourCss(color)}`;
        })
        .join(', ');
    case 'typography': {
      const { fontSize, fontWeight, lineHeight, fontFamily } = value as Record<string, unknown>;
      return `${String(fontWeight)} ${dimension(fontSize as Dimension)}/${String(lineHeight)} ${valueCss('fontFamily', fontFamily)}`;
    }
    default:
      return String(value);
  }
}

const REFERENCE = /^\{([^{}]+)\}$/;

/** Every token of a token file, in its order, with references to the file's own tokens resolved. */
export function flattenTokens(file: object): Token[] {
  const raw: Array<Omit<Token, 'css'>> = [];
  const walk = (group: Group, path: string[], inherited?: string) => {
    const type = typeof group.$type === 'string' ? group.$type : inherited;
    if ('$value' in group) {
      raw.push({
        path,
        name: path.join('-'),
        type: type ?? 'unknown',
        value: group.$value,
        ...(typeof group.$description === 'string' ? { description: group.$description } : {}),
      });
      return;
    }
    for (const [key, child] of Object.entries(group))
      if (!key.startsWith('$') && isGroup(child)) walk(child, [...path, key], type);
  };
  walk(file as Group, []);
  const byPath = new Map(raw.map((token) => [token.path.join('.'), token]));
  const resolve = (value: unknown): unknown => {
    const reference = typeof value === 'string' ? REFERENCE.exec(value) : null;
    if (reference?.[1]) return resolve(byPath.get(reference[1])?.value);
    if (isGroup(value)) return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, resolve(inner)]));
    return value;
  };
  const referenced = (value: unknown) =>
    Object.fromEntries(
      Object.entries(isGroup(value) ? value : {}).flatMap(([key, inner]) => {
        const reference = typeof inner === 'string' ? REFERENCE.exec(inner) : null;
        return reference?.[1] ? [[key, reference[1].replaceAll('.', '-')]] : [];
      }),
    );
  return raw.map((token) => {
    const value = resolve(token.value);
    const references = referenced(token.value);
    return {
      ...token,
      value,
      css: valueCss(token.type, value),
      ...(Object.keys(references).length ? { references } : {}),
    };
  });
}

/** The tokens of a group (the first part of their path). */
export const tokensOf = (tokens: Token[], ...groups: string[]) =>
  tokens.filter((token) => groups.includes(token.path[0] ?? ''));

/** A token file's own description and `$extensions`, for a brand's name and first theme. */
export const fileMeta = (file: object) => {
  const { $description, $extensions } = file as { $description?: string; $extensions?: Record<string, unknown> };
  return { description: $description, extensions: $extensions ?? {} };
};
