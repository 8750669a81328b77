/**
 * Routes of the 党团工作 feature (issue 20; ROUTES.md group II /ideology…), mounted by
 * src/plugins/ideology. Each page is guarded by the module of the same path; 我的党团 by module 1008.
 */
import { Resource } from 'react-admin';
import { IDEOLOGY_PATHS as P } from '../../../common/ideology';
import type { FeatureRoutes } from '../shared/guardedRoute';
import { guardedRoute } from '../shared/guardedRoute';
import pages from '.';

const RESOURCES = [
  'leagueMembers', 'partyMembers', 'leagueStageAudits', 'partyStageAudits', 'leagueSelections', 'partySelections', 'leagueNominations', 'partyNominations',
  'leagueNominationAudits', 'partyNominationAudits', 'duesPayments', 'duesArrears', 'studios', 'regularMeetings', 'thematicMeetings', 'ideologyActivities',
  'ideologyFirstAudits', 'ideologySecondAudits', 'ideologyGrants', 'ideologyBanners',
];

export const ideologyRoutes: FeatureRoutes = {
  resources: RESOURCES.map((name) => <Resource key={name} name={name} icon={pages.icon} />),
  routes: [
    guardedRoute(P.overview, P.overview, <pages.overview />),
    guardedRoute(P.party, P.party, <pages.roster kind={2} />),
    guardedRoute(P.group, P.group, <pages.roster kind={1} />),
    guardedRoute(P.fees, P.fees, <pages.fees />),
    guardedRoute(P.studio, P.studio, <pages.studios />),
    guardedRoute(P.meeting, P.meeting, <pages.meetings category="regular" />),
    guardedRoute(P.thematic, P.thematic, <pages.meetings category="thematic" />),
    guardedRoute(P.advancedParty, P.advancedParty, <pages.advanced kind={2} />),
    guardedRoute(P.advancedGroup, P.advancedGroup, <pages.advanced kind={1} />),
    guardedRoute(P.found, P.found, <pages.found />),
    guardedRoute(P.examine, P.examine, <pages.examine second={false} />),
    guardedRoute(P.secondExamine, P.secondExamine, <pages.examine second />),
    guardedRoute(P.grant, P.grant, <pages.grant />),
    guardedRoute(P.banner, P.banner, <pages.banners />),
    guardedRoute(P.mine, P.mine, <pages.mine />),
  ],
};
