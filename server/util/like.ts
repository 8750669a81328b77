/** `text` with LIKE wildcards escaped ('50%' → '50\%'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `text` with LIKE wildcards escaped, wrapped for a contains match ('张' → '%张%'). */
export function likeContains(text: string): string {
  return `%${escapeLike(text)}%`;
}
