/** One lazily loaded entry for the list and queue pages of 创新创业 (issue 20): `page` picks which. */
import { BonusList, DictList, GuidanceList, MemberList, TeamList } from './Lists';
import { InnovationQueue, ProjectAuditPage } from './Queues';

export type ListPage = 'members' | 'teachers' | 'teams' | 'guidance' | 'field' | 'undertake' | 'bonus' | 'review' | 'audit';

export default function ListPages({ page }: { page: ListPage }) {
  switch (page) {
    case 'members': return <MemberList />;
    case 'teachers': return <MemberList teachers />;
    case 'teams': return <TeamList />;
    case 'guidance': return <GuidanceList />;
    case 'field': return <DictList kind="field" />;
    case 'undertake': return <DictList kind="undertaker" />;
    case 'bonus': return <BonusList />;
    case 'review': return <InnovationQueue stage="approval" />;
    default: return <ProjectAuditPage />;
  }
}
