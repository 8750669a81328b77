/**
 * Where uploaded bytes live (DESIGN.md §4 "Uploaded files go to a storage interface"): a folder
 * under the data directory by default (`${config.dataDir}/files/<key>`). Keys are random
 * capabilities made by newStorageKey; an S3-compatible implementation can replace the folder one
 * behind the same interface.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../../config.js';

export interface FileStorage {
  /** Stores the bytes under the key (overwrites). */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes under the key, or null when there are none. */
  get(key: string): Promise<Uint8Array | null>;
  /** Streams `source` under the key (large files, e.g. batch ZIPs); resolves to the bytes written. Nothing is stored on failure. */
  putStream(key: string, source: Readable): Promise<number>;
  /** The bytes under the key as a stream with their size, or null when there are none. */
  getStream(key: string): Promise<{ stream: Readable; size: number } | null>;
}

/** A storage key: 32 random hex digits and the extension, e.g. '9f…e1.png'. */
export const STORAGE_KEY = /^[0-9a-f]{32}\.[a-z0-9]{2,5}$/;

export function newStorageKey(ext: string): string {
  return `${randomBytes(16).toString('hex')}.${ext.toLowerCase()}`;
}

/** Files in one folder, one file per key (keys are checked against STORAGE_KEY: no path tricks). */
export function folderStorage(dir: string): FileStorage {
  const fileOf = (key: string) => {
    if (!STORAGE_KEY.test(key)) throw new Error(`bad storage key: ${key}`);
    return path.join(dir, key);
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(dir, { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(tmp, bytes);
      await fs.rename(tmp, file);
    },
    async get(key) {
      if (!STORAGE_KEY.test(key)) return null;
      try {
        return await fs.readFile(fileOf(key));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },
    async putStream(key, source) {
      const file = fileOf(key);
      const tmp = `${file}.${process.pid}.tmp`;
      try {
        await fs.mkdir(dir, { recursive: true });
        const out = createWriteStream(tmp);
        await pipeline(source, out);
        await fs.rename(tmp, file);
        return out.bytesWritten;
      } catch (e) {
        source.destroy();
        await fs.rm(tmp, { force: true });
        throw e;
      }
    },
    async getStream(key) {
      if (!STORAGE_KEY.test(key)) return null;
      try {
        const handle = await fs.open(fileOf(key), 'r');
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(), size };
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },
  };
}

/** The configured storage: DATA_DIR/files. */
export function storageFor(config: Pick<Config, 'dataDir'>): FileStorage {
  return folderStorage(path.join(config.dataDir, 'files'));
}
