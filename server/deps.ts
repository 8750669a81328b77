/** What every handler can use: the database, configuration, params codec, SMS provider, auth cache and the jobs. */
import type { Kysely } from 'kysely';
import type { Codec } from '../common/codec.js';
import type { Config } from './config.js';
import type { DatabaseKind } from './db/index.js';
import type { Database } from './db/types.js';
import type { SmsProvider } from './auth/sms.js';
import type { AuthCache } from './auth/cache.js';
import type { JobRunner } from './jobs/index.js';
import type { SessionTouches } from './auth/sessionTouches.js';
import type { SessionReads } from './auth/sessions.js';
import type { ReplyCache } from './db/replyCache.js';

export interface AppDeps {
  db: Kysely<Database>;
  dbKind: DatabaseKind;
  config: Config;
  codec: Codec;
  sms: SmsProvider;
  /** This node's sessions and grants (issue 17); trusted only while notifications are live. */
  authCache: AuthCache;
  /** Replies of `memo` routes remembered on this node (issue 17); absent without the query cache. */
  replyCache?: ReplyCache;
  /** Session reads of requests arriving together, coalesced into one query (issue 17). */
  sessionReads: SessionReads;
  /** This node's batched last_seen_at writes (issue 17); absent: each request writes its own. */
  sessionTouches?: SessionTouches;
  /** Background jobs: enqueue, and this node's workers (server/jobs). */
  jobs: JobRunner;
}
