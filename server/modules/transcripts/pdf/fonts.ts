/**
 * The Chinese fonts of the transcript PDF (DESIGN.md §8): Noto Sans SC Regular and Bold from
 * `@expo-google-fonts/noto-sans-sc`, complete TTFs of about 30,900 glyphs (10 MB each). The files
 * are read and parsed by fontkit ONCE per process or worker thread; every document gets the parsed
 * font objects, and pdfkit embeds only the glyphs that document uses (a subset, tens of KB).
 *
 * Parsing per document costs about 20 ms; sharing the parsed font makes the first document pay
 * it and the others nothing. Decoded glyph outlines are shared too, and text is laid out without
 * OpenType shaping (see shareWork).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);

/** Paths of the TTF files inside the npm package. */
export const FONT_FILES = {
  regular: require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
} as const;

/** A parsed font as pdfkit accepts it in registerFont/font (pdfkit ≥ 0.17 takes a fontkit font object). */
export type ParsedFont = fontkit.Font;

export interface TranscriptFonts {
  regular: ParsedFont;
  bold: ParsedFont;
}

let loaded: TranscriptFonts | null = null;

/** The two fonts, parsed on first use and kept for the life of the thread. */
export function transcriptFonts(): TranscriptFonts {
  loaded ??= { regular: parse(FONT_FILES.regular), bold: parse(FONT_FILES.bold) };
  return loaded;
}

function parse(file: string): ParsedFont {
  const font = fontkit.create(fs.readFileSync(file));
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not a font`);
  return shareWork(font);
}

/**
 * The font with work shared across documents, and without OpenType shaping:
 *  - `layout(text)` maps characters to glyphs through the cmap and advances by each glyph's width.
 *    Chinese text needs no shaping; Latin letters and digits only lose kerning. fontkit's full
 *    shaper plans the script's features for every new string (names, codes, dates differ on every
 *    transcript), which cost more than all the drawing. Calls with explicit features still shape.
 *  - each glyph's outline is decoded once: fontkit's TrueType subsetter decodes every glyph it
 *    copies (only to find composite glyphs) on every document. `_decode` is fontkit-internal and
 *    pure for a static (non-variable) font such as Noto Sans SC; without it nothing is memoised.
 */
function shareWork(font: fontkit.Font): fontkit.Font {
  const wrapped = Object.create(font) as fontkit.Font;
  const patched = new WeakSet<object>();
  wrapped.getGlyph = ((id: number, codePoints?: number[]) => {
    const glyph = font.getGlyph(id, codePoints) as fontkit.Glyph & { _decode?: () => unknown };
    if (!patched.has(glyph)) {
      patched.add(glyph);
      const decode = glyph._decode;
      if (typeof decode === 'function') {
        let decoded: { value: unknown } | null = null;
        glyph._decode = function (this: unknown) {
          decoded ??= { value: decode.call(this) };
          return decoded.value;
        };
      }
    }
    return glyph;
  }) as fontkit.Font['getGlyph'];
  wrapped.layout = ((text: string, features?: unknown) => {
    if (features !== undefined) return font.layout(text, features as never);
    const glyphs = font.glyphsForString(text);
    const positions = glyphs.map((g) => ({ xAdvance: g.advanceWidth, yAdvance: 0, xOffset: 0, yOffset: 0 }));
    return {
      glyphs,
      positions,
      // pdfkit scales the positions in place before reading the width, so it is computed on demand.
      get advanceWidth() {
        let w = 0;
        for (const p of positions) w += p.xAdvance;
        return w;
      },
    };
  }) as fontkit.Font['layout'];
  return wrapped;
}
