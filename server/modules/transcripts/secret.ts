/**
 * The key of the transcript verification codes (issue 7): TRANSCRIPT_SECRET when set; otherwise 32
 * random bytes generated on first use and kept in DATA_DIR/transcript-secret (mode 0600), so codes
 * issued before a restart still verify (server/auth/secrets.ts). Every API node of a scaled-out
 * deployment must share it: set TRANSCRIPT_SECRET there.
 */
import { keptSecret } from '../../auth/secrets.js';
import type { Config } from '../../config.js';

/** The secret for `config`: the configured one, or the data directory's (created once, 0600). */
export function transcriptSecretOf(config: Pick<Config, 'transcriptSecret' | 'dataDir'>): string {
  return keptSecret({ configured: config.transcriptSecret, dataDir: config.dataDir, file: 'transcript-secret', setting: 'TRANSCRIPT_SECRET' });
}
