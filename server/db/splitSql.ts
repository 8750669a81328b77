/**
 * Splits an SQL script into its statements: on `;` outside quotes ('…', "…"), dollar quotes
 * ($$ … $$, $tag$ … $tag$) and `--` comments. For scripts handed to us as one text (pg-boss's
 * construction plan) that must run statement by statement: PGlite's extended protocol, which the
 * Kysely dialect uses, takes one statement per query.
 */
export function splitSqlStatements(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  let i = 0;
  const skipTo = (close: string, from: number) => {
    const end = text.indexOf(close, from);
    return end < 0 ? text.length : end + close.length;
  };
  while (i < text.length) {
    const c = text[i];
    if (c === "'" || c === '"') {
      // A doubled quote inside a literal is the quote itself: keep going past it.
      i = skipTo(c, i + 1);
      while (text[i] === c) i = skipTo(c, i + 1);
    } else if (c === '-' && text[i + 1] === '-') {
      i = skipTo('\n', i);
    } else if (c === '$' && /^\$[A-Za-z_]*\$/.test(text.slice(i, i + 64))) {
      const tag = /^\$[A-Za-z_]*\$/.exec(text.slice(i, i + 64))![0];
      i = skipTo(tag, i + tag.length);
    } else {
      if (c === ';') {
        const statement = text.slice(start, i).trim();
        if (statement) out.push(statement);
        start = i + 1;
      }
      i++;
    }
  }
  const last = text.slice(start).trim();
  if (last) out.push(last);
  return out;
}
