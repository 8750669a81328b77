/**
 * English catalogue (second language): react-admin's English messages plus one file per product
 * area, deep-merged so that areas can share top-level keys such as `resources`.
 */
import { mergeTranslations } from 'react-admin';
import englishMessages from 'ra-language-english';
import auth from './en/auth';
import shell from './en/shell';
import students from './en/students';
import structure from './en/structure';
import organizations from './en/organizations';
import staff from './en/staff';
import roles from './en/roles';
import flows from './en/flows';
import classify from './en/classify';
import activities from './en/activities';
import audits from './en/audits';
import blacklist from './en/blacklist';
import participation from './en/participation';
import declarations from './en/declarations';
import orgLifecycle from './en/orgLifecycle';
import practice from './en/practice';
import innovation from './en/innovation';
import votes from './en/votes';
import evaluations from './en/evaluations';
import punishments from './en/punishments';
import adjustments from './en/adjustments';
import honours from './en/honours';
import creditReplace from './en/creditReplace';
import journals from './en/journals';
import feedback from './en/feedback';
import points from './en/points';
import documentTemplates from './en/documentTemplates';
import moments from './en/moments';
import fields from './en/fields';
import pages from './en/pages';
import signTasks from './en/signTasks';
import studentHome from './en/studentHome';
import assistant from './en/assistant';
import transcripts from './en/transcripts';
import dashboard from './en/dashboard';
import analysis from './en/analysis';
import dataScreen from './en/dataScreen';
import notices from './en/notices';
import terms from './en/terms';
import schoolParams from './en/schoolParams';
import personalData from './en/personalData';
import sso from './en/sso';
import venues from './en/venues';
import courses from './en/courses';
import ideology from './en/ideology';
import voluntary from './en/voluntary';
import quizzes from './en/quizzes';
import timetables from './en/timetables';
import builtIn from './en/builtIn';

export default mergeTranslations(
  englishMessages,
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
