/**
 * An xlsx's zip central directory, read without inflating anything (yauzl): the entries an import
 * re-packs (repack.ts), and the sum of the uncompressed sizes they declare, so that an import
 * refuses a zip bomb (a 5 MB upload of repeated rows can declare gigabytes) before any byte is
 * inflated.
 */
import yauzl from 'yauzl';

/** The open archive of `content` and its directory's entries in stored order, or null when it is not a readable zip. */
export function zipDirectory(content: Buffer): Promise<{ zip: yauzl.ZipFile; entries: yauzl.Entry[] } | null> {
  return new Promise((resolve) => {
    // lazyEntries: one directory record at a time; nothing is decompressed.
    yauzl.fromBuffer(content, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return resolve(null);
      const entries: yauzl.Entry[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        entries.push(entry);
        zip.readEntry();
      });
      zip.on('end', () => resolve({ zip, entries }));
      zip.on('error', () => resolve(null));
      zip.readEntry();
    });
  });
}

/** The declared uncompressed bytes of every entry of `content`, or null when it is not a readable zip. */
export async function declaredInflatedSize(content: Buffer): Promise<number | null> {
  const directory = await zipDirectory(content);
  return directory && directory.entries.reduce((total, entry) => total + entry.uncompressedSize, 0);
}
