/** `text` with LIKE wildcards escaped ('50%' → '50\%'). */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `text` with LIKE wildcards escaped, wrapped for a contains match ('张' → '%张%'). */
export function likeContains(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** `text` with LIKE wildcards escaped, for a starts-with match ('2021' → '2021%'): student numbers. */
export function likePrefix(text: string): string {
  return `${escapeLike(text)}%`;
}
