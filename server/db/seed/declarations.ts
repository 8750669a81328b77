/** The declaration demo of 示范大学 (issue 5): projects with options, declarations in every status. Filled in by the declarations work. */
import type { Transaction } from 'kysely';
import type { Database } from '../types.js';

export async function seedDeclarations(_trx: Transaction<Database>, _schoolId: number, _now?: Date): Promise<void> {}
