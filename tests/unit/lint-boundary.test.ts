/**
 * The lint boundary of issue 15 (eslint.config.js): outside src/dataProvider and src/authProvider
 * no web file may import the API client, whatever the relative path; the error types come from
 * src/dataProvider/errors instead.
 */
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

/** The rule ids ESLint reports for `code` as if it were the file at `filePath`. */
async function rulesHit(filePath: string, code: string): Promise<Array<string | null>> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => m.ruleId);
}

describe('the API client boundary', () => {
  it.each([
    ['src/account/Probe.tsx', '../dataProvider/apiClient'],
    ['src/resources/activities/detail/Probe.tsx', '../../../dataProvider/apiClient'],
    ['src/resources/dashboard/widgets/probe.ts', '../../../dataProvider/apiClient.ts'],
  ])('refuses it in %s', async (file, from) => {
    expect(await rulesHit(file, `import { api } from '${from}';\nexport const x = api;\n`)).toEqual(['no-restricted-imports']);
  });

  it.each(['src/dataProvider/probe.ts', 'src/authProvider/sso/probe.ts'])('allows it in %s', async (file) => {
    const from = file.includes('/sso/') ? '../../dataProvider/apiClient' : './apiClient';
    expect(await rulesHit(file, `import { api } from '${from}';\nexport const x = api;\n`)).toEqual([]);
  });

  it('allows the error types from src/dataProvider/errors', async () => {
    expect(await rulesHit('src/account/Probe.tsx', "import { ApiError } from '../dataProvider/errors';\nexport const x = ApiError;\n")).toEqual([]);
  });
});
