/**
 * The demo school's single sign-on (issue 16): 示范大学 10001 has a CAS configuration on its login
 * route /chdlogin, disabled, so password sign-in is unchanged until an administrator points it at a
 * real identity provider (系统设置 › 统一身份认证) and enables it.
 */
import type { Db } from '../db/db.js';
import { writeConfig } from '../modules/sso/repository.js';

/** The demo school and its login route name. */
export const DEMO_SSO = { schoolId: 10001, routeName: 'chd' } as const;

/** Writes the demo school's CAS configuration (disabled). */
export async function seedSso(db: Db, schoolId: number): Promise<void> {
  if (schoolId !== DEMO_SSO.schoolId) return;
  await writeConfig(db, schoolId, {
    routeName: DEMO_SSO.routeName,
    protocol: 'cas',
    enabled: false,
    // A reserved name (RFC 2606): nothing answers until an administrator enters the real address.
    casServerUrl: 'https://ids.example.invalid/authserver',
    casVersion: '3.0',
    userAttribute: '',
  });
}
