/** `text` with LIKE wildcards escaped, wrapped for a contains match ('张' → '%张%'). */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
