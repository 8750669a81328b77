/**
 * What a statement reads and writes, as the query cache (server/db/queryCache.ts) needs to know:
 * the tables a plain SELECT reads (from Kysely's operation tree, and from the text of its raw
 * fragments), and the tables any other statement may change (issue 17).
 */
import { AliasNode, CommonTableExpressionNameNode, FromNode, JoinNode, RawNode, SelectQueryNode, TableNode, type CompiledQuery, type OperationNode } from 'kysely';

/** Functions whose answer changes with time, session or call, and the pg_ / txid_ families. */
const VOLATILE_CALL = /^(?:now|clock_timestamp|statement_timestamp|transaction_timestamp|timeofday|random|setseed|nextval|currval|lastval|setval|gen_random_uuid|uuid_generate_\w+|set_config|current_setting|age|pg_\w+|txid_\w+|to_regclass)$/i;
const VOLATILE_WORD = /\b(?:current_timestamp|current_date|current_time|localtime|localtimestamp|current_user|session_user)\b/i;
const LOCKING = /\bfor\s+(?:no\s+key\s+)?(?:update|share|key\s+share)\b/i;
const WRITING = /\b(?:insert\s+into|update\s+"?[a-z_][a-z0-9_]*"?(?:\s+as\s+"?\w+"?)?\s+set|delete\s+from|truncate)\b/i;
const CALL = /("?)([a-z_][a-z0-9_]*)\1\s*\(/gi;
/** Names a raw fragment gives its own CTEs (`with recursive up(id, …) as (`), which are not tables. */
const RAW_CTE = /\b(?:with(?:\s+recursive)?|,)\s+"?([a-z_][a-z0-9_]*)"?\s*(?:\([^()]*\))?\s+as\s*(?:not\s+)?(?:materialized\s*)?\(/gi;
/** FROM/JOIN targets inside raw SQL fragments: a name, maybe schema-qualified, maybe a call. */
const RAW_FROM = /\b(?:from|join)\s+("?[a-z_][a-z0-9_]*"?(?:\s*\.\s*"?[a-z_][a-z0-9_]*"?)?)(\s*\()?/gi;

const unquote = (s: string) => s.replace(/"/g, '').replace(/\s+/g, '');

/**
 * The tables a compiled statement reads when it may be cached — a plain SELECT built with Kysely:
 * no FOR UPDATE/SHARE, no data-modifying CTE, no time, random, sequence or pg_* function, no
 * function of our own schema (`ownFunctions`), only tables in `watched` — else null.
 */
export function tablesRead(q: CompiledQuery, watched: ReadonlySet<string>, ownFunctions: ReadonlySet<string>): string[] | null {
  if (!SelectQueryNode.is(q.query)) return null;
  const sql = q.sql;
  if (LOCKING.test(sql) || WRITING.test(sql) || VOLATILE_WORD.test(sql)) return null;
  for (const m of sql.matchAll(CALL)) {
    const name = m[2].toLowerCase();
    if (VOLATILE_CALL.test(name) || ownFunctions.has(name)) return null;
  }
  const tables = new Set<string>();
  const ctes = new Set<string>();
  let ok = true;
  // Tables are read where FROM and JOIN name them (a TableNode elsewhere is a column's qualifier).
  const source = (n: OperationNode) => {
    const t = AliasNode.is(n) ? n.node : n;
    if (!TableNode.is(t)) return;
    const schema = t.table.schema?.name;
    if (schema && schema !== 'public') ok = false;
    tables.add(t.table.identifier.name);
  };
  walk(q.query, (node) => {
    if (FromNode.is(node)) node.froms.forEach(source);
    else if (JoinNode.is(node)) source(node.table);
    else if (CommonTableExpressionNameNode.is(node)) {
      ctes.add(node.table.table.identifier.name);
    } else if (RawNode.is(node)) {
      const text = node.sqlFragments.join(' ');
      for (const m of text.matchAll(RAW_CTE)) ctes.add(m[1].toLowerCase());
      for (const m of text.matchAll(RAW_FROM)) {
        const name = unquote(m[1]).toLowerCase();
        if (m[2]) {
          if (ownFunctions.has(name)) ok = false;
        } else if (name.includes('.')) ok = false;
        else tables.add(name);
      }
    }
  });
  for (const c of ctes) tables.delete(c);
  if (!ok || tables.size === 0) return null;
  for (const t of tables) if (!watched.has(t)) return null;
  return [...tables].sort();
}

/** Calls `visit` on every operation node under `node`. */
function walk(node: unknown, visit: (n: OperationNode) => void): void {
  if (Array.isArray(node)) {
    for (const n of node) walk(n, visit);
    return;
  }
  if (!node || typeof node !== 'object') return;
  if ('kind' in node) visit(node as OperationNode);
  for (const v of Object.values(node)) if (v && typeof v === 'object') walk(v, visit);
}


/** Tables a writing statement touches, from its text (a data-modifying CTE included). */
const WRITE_TARGET = /\b(?:update|insert\s+into|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?/gi;
/** Statements whose effect on tables WRITE_TARGET tells (or that have none); any other clears all. */
const PARSED_STATEMENT = /^\s*(?:select|with|insert|update|delete|begin|start\s+transaction|commit|rollback|savepoint|release|set|show|listen|unlisten|notify|explain|lock)\b/i;

/** What a statement that is not a cached read changes: some tables, or possibly anything ('all'). */
export function effectOf(q: CompiledQuery): string[] | 'all' {
  if (!PARSED_STATEMENT.test(q.sql)) return 'all';
  return [...q.sql.matchAll(WRITE_TARGET)].map((m) => m[1].toLowerCase());
}

