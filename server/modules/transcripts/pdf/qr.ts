/**
 * The verification QR code drawn as vector squares (library `qrcode` for the matrix): sharp at any
 * print size and no image to embed. Dark modules of a row are merged into runs, so a code is a few
 * hundred rectangles in one path and one fill.
 */
import QRCode from 'qrcode';

/** The subset of pdfkit's document the QR code needs. */
interface Canvas {
  rect(x: number, y: number, w: number, h: number): unknown;
  fill(color?: string): unknown;
  save(): unknown;
  restore(): unknown;
}

/** Quiet zone around the code, in modules (the standard asks for 4; 2 is enough on white paper). */
const QUIET = 2;

/** Draws the QR code of `text` into the square (x, y, size × size) pt, quiet zone included. */
export function drawQr(doc: Canvas, text: string, x: number, y: number, size: number): void {
  // A fixed mask: choosing the best of eight costs more than the rest of the code (any mask is valid).
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M', maskPattern: 0 });
  const n = modules.size;
  const cell = size / (n + 2 * QUIET);
  const ox = x + QUIET * cell;
  const oy = y + QUIET * cell;
  doc.save();
  for (let row = 0; row < n; row++) {
    let col = 0;
    while (col < n) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < n && modules.get(row, col)) col++;
      // A hair of overlap so that neighbouring squares leave no white seams when rasterised.
      doc.rect(ox + start * cell, oy + row * cell, (col - start) * cell + 0.01, cell + 0.01);
    }
  }
  doc.fill('#000000');
  doc.restore();
}
