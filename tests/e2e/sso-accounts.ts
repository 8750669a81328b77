/** The CAS server's account in the journeys: the demo student 2021000001, under the IdP's own password. */
export const CAS_STUDENT = { username: '2021000001', password: 'Cas@e2e-2021' } as const;
