/**
 * zh-CN catalogue (default language): react-admin's own messages plus one file per product area,
 * deep-merged so that areas can share top-level keys such as `resources`.
 */
import { mergeTranslations } from 'react-admin';
import ra from './zh-CN/ra';
import auth from './zh-CN/auth';
import shell from './zh-CN/shell';
import students from './zh-CN/students';
import structure from './zh-CN/structure';
import organizations from './zh-CN/organizations';
import staff from './zh-CN/staff';
import roles from './zh-CN/roles';
import flows from './zh-CN/flows';
import classify from './zh-CN/classify';
import activities from './zh-CN/activities';
import audits from './zh-CN/audits';
import blacklist from './zh-CN/blacklist';
import participation from './zh-CN/participation';
import declarations from './zh-CN/declarations';
import orgLifecycle from './zh-CN/orgLifecycle';
import practice from './zh-CN/practice';
import innovation from './zh-CN/innovation';
import votes from './zh-CN/votes';
import evaluations from './zh-CN/evaluations';
import punishments from './zh-CN/punishments';
import adjustments from './zh-CN/adjustments';
import honours from './zh-CN/honours';
import creditReplace from './zh-CN/creditReplace';
import journals from './zh-CN/journals';
import feedback from './zh-CN/feedback';
import points from './zh-CN/points';
import documentTemplates from './zh-CN/documentTemplates';
import moments from './zh-CN/moments';
import fields from './zh-CN/fields';
import pages from './zh-CN/pages';
import signTasks from './zh-CN/signTasks';
import studentHome from './zh-CN/studentHome';
import assistant from './zh-CN/assistant';
import transcripts from './zh-CN/transcripts';
import dashboard from './zh-CN/dashboard';
import analysis from './zh-CN/analysis';
import dataScreen from './zh-CN/dataScreen';
import notices from './zh-CN/notices';
import terms from './zh-CN/terms';
import schoolParams from './zh-CN/schoolParams';
import personalData from './zh-CN/personalData';
import sso from './zh-CN/sso';
import venues from './zh-CN/venues';
import courses from './zh-CN/courses';
import ideology from './zh-CN/ideology';
import voluntary from './zh-CN/voluntary';
import quizzes from './zh-CN/quizzes';
import timetables from './zh-CN/timetables';
import builtIn from './zh-CN/builtIn';

export default mergeTranslations(
  ra,
  auth,
  shell,
  students,
  structure,
  organizations,
  staff,
  roles,
  flows,
  classify,
  activities,
  audits,
  blacklist,
  participation,
  declarations,
  practice,
  studentHome,
  assistant,
  transcripts,
  dashboard,
  analysis,
  dataScreen,
  notices,
  terms,
  schoolParams,
  personalData,
  sso,
  builtIn,
  orgLifecycle,
  venues,
  ideology,
  voluntary,
  quizzes,
  courses,
  timetables,
  innovation,
  votes,
  evaluations,
  punishments,
  adjustments,
  honours,
  journals,
  feedback,
  points,
  documentTemplates,
  creditReplace,
  moments,
  signTasks,
  fields,
  pages,
);
