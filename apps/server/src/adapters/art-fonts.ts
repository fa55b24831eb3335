// Ours only in choosing and unpacking: the letters are Lilita One, ZCOOL KuaiLe and Noto Sans Myanmar
// (all SIL OFL 1.1, see NOTICE); fonteditor-core turns the web fonts into files resvg can read.
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import fonteditor from 'fonteditor-core';

/** A face the art may draw with: its family name and its file as a package ships it. */
interface Face {
  family: string;
  packageFile: string;
  /** What the package ships: a TrueType file resvg reads as it is, or a web font to unpack. */
  format: 'ttf' | 'woff';
}

/**
 * The faces of the generated art, the first that has a character draws it: Lilita One for Latin
 * (the look of every tile), ZCOOL KuaiLe for Chinese (a rounded display face of the same spirit),
 * Noto Sans Myanmar Black for Burmese.
 */
const FACES: readonly Face[] = [
  {
    family: 'Lilita One',
    packageFile: '@expo-google-fonts/lilita-one/400Regular/LilitaOne_400Regular.ttf',
    format: 'ttf',
  },
  {
    family: 'ZCOOL KuaiLe',
    packageFile: '@fontsource/zcool-kuaile/files/zcool-kuaile-chinese-simplified-400-normal.woff',
    format: 'woff',
  },
  {
    family: 'Noto Sans Myanmar',
    packageFile: '@fontsource/noto-sans-myanmar/files/noto-sans-myanmar-myanmar-900-normal.woff',
    format: 'woff',
  },
];

/** A face ready to draw: its TrueType file and the characters it has. */
interface LoadedFace {
  family: string;
  file: string;
  has: Set<number>;
}

const require = createRequire(import.meta.url);
const inflate = (data: number[]) => inflateSync(Uint8Array.from(data)) as unknown as number[];

/**
 * A web font as a TrueType file in the temp folder, named by its bytes: unpacked once per machine,
 * written under a name of its own and renamed, so instances (or test threads) drawing at once never
 * read half a file.
 */
function unpacked(source: string, bytes: Buffer): string {
  const name = `${source.replace(/^.*\//, '').replace(/\.woff$/, '')}-${createHash('sha256').update(bytes).digest('hex').slice(0, 12)}.ttf`;
  const folder = join(tmpdir(), 'lobby-art-fonts');
  const file = join(folder, name);
  if (existsSync(file)) return file;
  mkdirSync(folder, { recursive: true });
  const ttf = Buffer.from(fonteditor.woff2ttf(fonteditor.toArrayBuffer(bytes), { inflate }));
  const partial = `${file}.${randomUUID()}.part`;
  writeFileSync(partial, ttf);
  renameSync(partial, file);
  return file;
}

function load(face: Face): LoadedFace | undefined {
  try {
    const source = require.resolve(face.packageFile);
    const bytes = readFileSync(source);
    const file = face.format === 'ttf' ? source : unpacked(source, bytes);
    // Reading one glyph keeps this quick; the character map comes whole.
    const { cmap } = fonteditor
      .createFont(bytes, { type: face.format, subset: [0x41], inflate, hinting: false, kerning: false })
      .get();
    return { family: face.family, file, has: new Set(Object.keys(cmap).map(Number)) };
  } catch {
    // A face that cannot be read draws nothing: its words are left off the art rather than cut.
    return undefined;
  }
}

const loaded = new Map<Face, LoadedFace | undefined>();
const faceOf = (face: Face) => {
  if (!loaded.has(face)) loaded.set(face, load(face));
  return loaded.get(face);
};

/** Characters that are drawn as nothing, so no face needs them. */
const BLANK = /\s/u;

/** What draws a text: the faces it needs, in order, and whether they have all of its characters. */
export interface FacesForText {
  files: string[];
  families: string[];
  /** False when some character is in none of the faces: drawn, the text would have gaps. */
  complete: boolean;
}

/**
 * The faces a text needs: the first always (the lines' metrics are its), each next one only for
 * characters the ones before lack, so a Latin name never loads the Chinese face.
 */
export function facesFor(text: string): FacesForText {
  let missing = [...new Set([...text])].filter((ch) => !BLANK.test(ch)).map((ch) => ch.codePointAt(0) ?? 0);
  const used: LoadedFace[] = [];
  for (const [i, face] of FACES.entries()) {
    if (i > 0 && missing.length === 0) break;
    const ready = faceOf(face);
    if (!ready) continue;
    const drawn = missing.filter((code) => ready.has.has(code));
    if (i === 0 || drawn.length > 0) used.push(ready);
    missing = missing.filter((code) => !ready.has.has(code));
  }
  return { files: used.map((f) => f.file), families: used.map((f) => f.family), complete: missing.length === 0 };
}
