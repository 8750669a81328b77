/**
 * The key of the transcript verification codes (issue 7): TRANSCRIPT_SECRET when set; otherwise 32
 * random bytes generated on first use and kept in DATA_DIR/transcript-secret (mode 0600), so codes
 * issued before a restart still verify. Every API node of a scaled-out deployment must share it:
 * set TRANSCRIPT_SECRET there.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.js';

const SECRET_FILE = 'transcript-secret';
const cache = new Map<string, string>();

/** The secret for `config`: the configured one, or the data directory's (created once, 0600). */
export function transcriptSecretOf(config: Pick<Config, 'transcriptSecret' | 'dataDir'>): string {
  if (config.transcriptSecret) return config.transcriptSecret;
  const file = path.join(config.dataDir, SECRET_FILE);
  const known = cache.get(file);
  if (known) return known;
  let secret: string;
  try {
    secret = fs.readFileSync(file, 'utf8').trim();
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    fs.mkdirSync(config.dataDir, { recursive: true });
    secret = randomBytes(32).toString('hex');
    try {
      // 'wx': another process that got there first wins; read its secret instead.
      fs.writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
    } catch (w) {
      if ((w as NodeJS.ErrnoException).code !== 'EEXIST') throw w;
      secret = fs.readFileSync(file, 'utf8').trim();
    }
  }
  if (!secret) throw new Error(`${file} is empty: delete it or set TRANSCRIPT_SECRET`);
  cache.set(file, secret);
  return secret;
}
