/**
 * The school logo for the PDF (spec §3 School.logo). pdfkit draws PNG and JPEG only; schools.logo
 * is a data: URL (the demo seed makes an SVG badge, server/seed/schools.ts schoolLogo) or the
 * address of an uploaded file (/api/files/<key>, read by the caller from file storage). An SVG is
 * rasterised by resvg with the same Noto Sans SC font, so its Chinese character shows. Results are
 * kept per logo string: a batch draws the same logo on every transcript.
 *
 * An SVG becomes an opaque RGB PNG on white: pdfkit copies such a PNG's compressed data as is,
 * while a PNG with an alpha channel is decoded and split on every document (a few ms each).
 */
import { Resvg } from '@resvg/resvg-js';
import { PNG as PngCodec } from 'pngjs';
import type { Config } from '../../../config.js';
import { STORAGE_KEY, storageFor } from '../../files/storage.js';
import { FONT_FILES } from './fonts.js';

/** Pixel width of a rasterised SVG logo (drawn at about 48 pt: sharp when printed). */
const SVG_RASTER_PX = 192;
const cache = new Map<string, Uint8Array | null>();
const CACHE_LIMIT = 64;

const PNG = [0x89, 0x50, 0x4e, 0x47];
const JPEG = [0xff, 0xd8, 0xff];
const startsWith = (b: Uint8Array, sig: number[]) => sig.every((v, i) => b[i] === v);

/** Whether pdfkit can draw these bytes (PNG or JPEG). */
export const isDrawableImage = (b: Uint8Array): boolean => startsWith(b, PNG) || startsWith(b, JPEG);

/**
 * The logo as PNG/JPEG bytes, or null when it cannot be drawn (empty, an address, unknown type,
 * broken data): the PDF then shows the school name only.
 */
export function logoImage(logo: string): Uint8Array | null {
  if (!logo.startsWith('data:')) return null;
  const known = cache.get(logo);
  if (known !== undefined) return known;
  const image = decode(logo);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(logo, image);
  return image;
}

function decode(dataUrl: string): Uint8Array | null {
  const m = /^data:([\w.+/-]+)?(;base64)?,(.*)$/s.exec(dataUrl);
  if (!m) return null;
  try {
    const bytes = m[2] ? Buffer.from(m[3], 'base64') : Buffer.from(decodeURIComponent(m[3]), 'utf8');
    if (isDrawableImage(bytes)) return bytes;
    if ((m[1] ?? '').startsWith('image/svg')) return svgToPng(bytes);
    return null;
  } catch {
    return null;
  }
}

function svgToPng(svg: Uint8Array): Uint8Array {
  const rendered = new Resvg(Buffer.from(svg), {
    fitTo: { mode: 'width', value: SVG_RASTER_PX },
    background: '#ffffff',
    font: { fontFiles: [FONT_FILES.regular], loadSystemFonts: false, defaultFontFamily: 'Noto Sans SC', sansSerifFamily: 'Noto Sans SC' },
  }).render();
  const png = new PngCodec({ width: rendered.width, height: rendered.height, colorType: 2, inputHasAlpha: true });
  png.data = Buffer.from(rendered.pixels);
  return PngCodec.sync.write(png, { colorType: 2, inputHasAlpha: true });
}

/**
 * For RenderOptions.logo: the bytes of a logo that is an uploaded file ('/api/files/<key>', read from
 * file storage); undefined for a data: URL (the renderer decodes it itself); null when it cannot be
 * drawn. Call it on the main thread, once per school, and pass the result to the renderer.
 */
export async function storedLogo(config: Pick<Config, 'dataDir'>, logo: string): Promise<Uint8Array | null | undefined> {
  if (logo.startsWith('data:')) return undefined;
  const key = /^\/api\/files\/([^/?#]+)$/.exec(logo)?.[1];
  if (!key || !STORAGE_KEY.test(key)) return null;
  const bytes = await storageFor(config).get(key);
  return bytes && isDrawableImage(bytes) ? bytes : null;
}
