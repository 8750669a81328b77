/**
 * The volunteer activity pages (issue 19): a volunteer activity is an activity of a volunteer
 * organisation, so these are the activity pages with the volunteering paths — 志愿活动详情
 * (/voluntary/practice/list/show?id=: the activity's detail plus the tab 志愿服务时长), 发起志愿活动
 * (/voluntary/practice/creat, from a template with ?templateId= or blank), 编辑
 * (/voluntary/practice/edit?id=) and 志愿活动模板 (/voluntary/practice/template).
 */
import ActivityDetailPage from '../activities/detail/ActivityDetailPage';
import { activityCopyPath, qrScreenPath } from '../activities/format';
import { LaunchPage } from '../activities/launch/LaunchPage';
import TemplateList from '../activities/TemplateList';
import { VOLUNTARY_CREATE_PATH, VOLUNTARY_PRACTICE_PATH, voluntaryActivityPath, voluntaryEditPath } from './paths';
import { ServiceHoursPanel } from './ServiceHoursPanel';
import { TemplateDownloads } from '../documentTemplates/TemplateDownloads';
import { TemplateKind } from '../../../common/documentTemplates';

const paths = { edit: voluntaryEditPath, copy: activityCopyPath, qr: (id: number | string) => qrScreenPath(id) };
const hoursTab = { label: 'voluntary.hours.title', render: (a: { id: number }) => <ServiceHoursPanel activityId={a.id} /> };

export function VoluntaryActivityShow() {
  return <ActivityDetailPage paths={paths} backPath={VOLUNTARY_PRACTICE_PATH} extraTab={hoursTab} />;
}

export function VoluntaryCreate() {
  return (
    <>
      <TemplateDownloads kind={TemplateKind.VOLUNTEER} />
      <LaunchPage mode="create" detailPath={voluntaryActivityPath} backPath={VOLUNTARY_PRACTICE_PATH} />
    </>
  );
}

export function VoluntaryEdit() {
  return <LaunchPage mode="edit" detailPath={voluntaryActivityPath} backPath={VOLUNTARY_PRACTICE_PATH} />;
}

export function VoluntaryTemplates() {
  return <TemplateList launchPath={VOLUNTARY_CREATE_PATH} title="voluntary.templates.title" />;
}
