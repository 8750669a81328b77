/**
 * Masking of a person on a public verification page (issue 7): the page answers anyone holding the
 * code, so it shows enough to match the paper, not to identify someone from the page alone.
 */

/** '张三明' → '张*明', '李四' → '李*', '欧阳小明' → '欧**明'; a single character is kept. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return chars.join('');
  if (chars.length === 2) return `${chars[0]}*`;
  return chars[0] + '*'.repeat(chars.length - 2) + chars[chars.length - 1];
}

/** Keeps the first 4 and last 2 characters: '2021000001' → '2021****01'; 6 or fewer: first and last only. */
export function maskStudentCode(code: string): string {
  const chars = [...code.trim()];
  if (chars.length <= 2) return '*'.repeat(chars.length);
  const [head, tail] = chars.length > 6 ? [4, 2] : [1, 1];
  return chars.slice(0, head).join('') + '*'.repeat(chars.length - head - tail) + chars.slice(chars.length - tail).join('');
}
