/**
 * The inflated size of an xlsx, read from its zip central directory without inflating anything
 * (yauzl): the sum of the uncompressed sizes the directory declares, so that an import refuses a
 * zip bomb (a 5 MB upload of repeated rows can declare gigabytes) before any byte is inflated.
 */
import yauzl from 'yauzl';

/** The declared uncompressed bytes of every entry of `content`, or null when it is not a readable zip. */
export function declaredInflatedSize(content: Buffer): Promise<number | null> {
  return new Promise((resolve) => {
    // lazyEntries: one directory record at a time; nothing is decompressed.
    yauzl.fromBuffer(content, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return resolve(null);
      let total = 0;
      zip.on('entry', (entry: yauzl.Entry) => {
        total += entry.uncompressedSize;
        zip.readEntry();
      });
      zip.on('end', () => resolve(total));
      zip.on('error', () => resolve(null));
      zip.readEntry();
    });
  });
}
