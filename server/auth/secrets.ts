/**
 * Server secrets kept across restarts (transcript verification codes, issue 7; the single sign-on
 * binding cookie, issue 16): the configured value when set; otherwise 32 random bytes generated on
 * first use and kept in DATA_DIR/<file> (mode 0600). Every API node of a scaled-out deployment must
 * share it: configure it there.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const cache = new Map<string, string>();

/**
 * The secret: `configured` when set, else the content of `dataDir/file`, created once (64 hex
 * characters, 0600); `setting` names the variable to set in the error of an empty file.
 */
export function keptSecret(opts: { configured?: string; dataDir: string; file: string; setting: string }): string {
  if (opts.configured) return opts.configured;
  const file = path.join(opts.dataDir, opts.file);
  const known = cache.get(file);
  if (known) return known;
  let secret: string;
  try {
    secret = fs.readFileSync(file, 'utf8').trim();
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    fs.mkdirSync(opts.dataDir, { recursive: true });
    secret = randomBytes(32).toString('hex');
    try {
      // 'wx': another process that got there first wins; read its secret instead.
      fs.writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
    } catch (w) {
      if ((w as NodeJS.ErrnoException).code !== 'EEXIST') throw w;
      secret = fs.readFileSync(file, 'utf8').trim();
    }
  }
  if (!secret) throw new Error(`${file} is empty: delete it or set ${opts.setting}`);
  cache.set(file, secret);
  return secret;
}
