/**
 * Placeholder photos of the demo moments and banners (issue 21): simple landscape-like PNGs (a sky
 * gradient over a field, a sun or a stage light) drawn with pngjs and stored through the file
 * storage as the author's uploads, so the demo feed and the student home show pictures. Only when
 * the seed is given a storage (start-up and `npm run seed`); the test fixture has none, so its posts
 * have no images and its school no banners.
 */
import { PNG } from 'pngjs';
import type { Trx } from '../db/db.js';
import { insertFile } from '../modules/files/repository.js';
import { newStorageKey, type FileStorage } from '../modules/files/storage.js';

type Rgb = [number, number, number];
/** Sky top, sky bottom, ground, accent (sun or light). */
const PALETTES: [Rgb, Rgb, Rgb, Rgb][] = [
  [[250, 190, 120], [255, 236, 200], [201, 150, 60], [255, 250, 230]],
  [[70, 130, 220], [190, 220, 250], [80, 160, 80], [255, 240, 160]],
  [[30, 30, 70], [120, 60, 120], [40, 30, 50], [255, 210, 120]],
  [[120, 190, 230], [230, 245, 255], [170, 120, 80], [255, 255, 255]],
];

const mix = (a: number, b: number, t: number) => Math.round(a + (b - a) * t);

/** One PNG of the palette `n` (mod 4), 320×240 unless told (a banner is 750×300). */
export function placeholderPhoto(n: number, width = 320, height = 240): Buffer {
  const [top, bottom, ground, accent] = PALETTES[n % PALETTES.length];
  const png = new PNG({ width, height });
  const k = height / 240;
  const horizon = Math.round((150 + (n % 3) * 15) * k);
  const [cx, cy, r] = [Math.round((70 + ((n * 97) % 180)) * (width / 320)), Math.round((60 + (n % 2) * 20) * k), Math.round(26 * k)];
  for (let y = 0; y < png.height; y += 1) {
    for (let x = 0; x < png.width; x += 1) {
      const i = (png.width * y + x) << 2;
      let c: Rgb;
      if (y >= horizon) {
        const shade = 1 - ((y - horizon) / (png.height - horizon)) * 0.35 - (((x >> 4) + (y >> 4)) % 2) * 0.04;
        c = [ground[0] * shade, ground[1] * shade, ground[2] * shade];
      } else if ((x - cx) ** 2 + (y - cy) ** 2 < r * r) {
        c = accent;
      } else {
        const t = y / horizon;
        c = [mix(top[0], bottom[0], t), mix(top[1], bottom[1], t), mix(top[2], bottom[2], t)];
      }
      png.data[i] = c[0];
      png.data[i + 1] = c[1];
      png.data[i + 2] = c[2];
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

/** Stores `count` photos (palettes from `first`, `size` [width, height]) as uploads of `userId`: their file ids. */
export async function seedPhotos(trx: Trx, storage: FileStorage, schoolId: number, userId: number, first: number, count: number, size: [number, number] = [320, 240]): Promise<number[]> {
  const ids: number[] = [];
  for (let k = 0; k < count; k += 1) {
    const bytes = placeholderPhoto(first + k, ...size);
    const storageKey = newStorageKey('png');
    await storage.put(storageKey, bytes);
    ids.push(await insertFile(trx, schoolId, { uploadedBy: userId, storageKey, name: `photo-${first + k + 1}.png`, mime: 'image/png', type: 1, size: bytes.length }));
  }
  return ids;
}
