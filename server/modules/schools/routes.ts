/** Public endpoints of the sign-in screen: the school list and the image captcha (spec §2, §7). */
import type { Captcha, School } from '../../../common/api.js';
import { issueCaptcha } from '../../auth/captcha.js';
import { clientOf, throttleClient } from '../../auth/throttle.js';
import { defineRoute } from '../../protocol/define.js';
import { noParams } from '../../../common/schemas/fields.js';
import { allSchoolParams } from '../../../common/schemas/schools.js';
import { schoolSsoOf } from '../sso/service.js';
import { findOpenSchools } from './repository.js';

export const schoolRoutes = [
  /** GET /common/all-school {firstLetter?: 'A'..'Z' | ''} → School[] of opened schools, each with its enabled single sign-on or null (issue 16). */
  defineRoute({
    method: 'GET',
    path: '/common/all-school',
    summary: 'Opened schools, filtered by first letter (spec §2 login, §3 School).',
    permission: 'public',
    schema: allSchoolParams,
    handler: async ({ deps, params }): Promise<School[]> => {
      const schools = await findOpenSchools(deps.db, params.firstLetter);
      const sso = await schoolSsoOf(deps.db, schools.map((s) => s.id));
      return schools.map((s) => ({ ...s, sso: sso.get(s.id) ?? null }));
    },
  }),
  /**
   * GET /common/login/verificationcode → {uuid, code: base64 PNG}; single use, 5 minutes; a strong
   * one for a client in a sign-in step-up. 10029 when the client asks too often (issue 14).
   */
  defineRoute({
    method: 'GET',
    path: '/common/login/verificationcode',
    summary: 'A new image captcha (spec §7).',
    permission: 'public',
    schema: noParams,
    async handler({ deps, request }): Promise<Captcha> {
      await throttleClient(request, 'captcha');
      return issueCaptcha(deps.db, clientOf(request));
    },
  }),
];
