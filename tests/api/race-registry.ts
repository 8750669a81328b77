/**
 * The race registry (issue 14, defect 4): tests/api/races.test.ts checks that every POST route named
 * …/add or …/save has a race case or an entry here. An entry is either why the route needs none, or
 * RACE_CASE_IN(file) for a route whose race case lives in that file (races-ii.test.ts checks it has
 * all of its own).
 */

/** The reason of a route whose race case is in `file` (a path under tests/api). */
export const RACE_CASE_IN = (file: string) => `race case: tests/api/${file}`;

/**
 * POST routes named …/add or …/save without a race case in races.test.ts, and why (or where their
 * race case is). Every other one must have a case there, so a new create route cannot be forgotten.
 */
export const NOT_UNIQUE: Record<string, string> = {
  '/activity/add': 'activities may share a name',
  '/activity/template/save': 'templates may share a name',
  '/system/announcement/add': 'notices may share a title',
  '/practice/add': 'practice projects may share a name, as activities do (issue 19)',
  '/practice/journal/add': 'a progress journal is a log: every entry is new',
  '/system/sso/config/save': 'one configuration per school, saved in place; a route name two schools take at once: sso-config.test.ts',  // Issue 20's route groups.
  '/quiz/question/add': 'questions of a library may share a text (a bank is edited, not deduplicated)',
  '/quiz/add': RACE_CASE_IN('races-ii.test.ts'),
  '/youth/learn/issue/add': RACE_CASE_IN('races-ii.test.ts'),
  '/course/add': RACE_CASE_IN('races-ii.test.ts'),
  '/course/section/add': RACE_CASE_IN('races-ii.test.ts'),
  '/course/control/add': RACE_CASE_IN('races-ii.test.ts'),
  '/innovation/project/add': 'projects may share a name, as activities and practice projects do',
  '/innovation/competition/save': RACE_CASE_IN('races-ii.test.ts'),
  '/innovation/team/add': RACE_CASE_IN('races-ii.test.ts'),
  '/innovation/result/add': 'a duplicate result is skipped (insert … on conflict do nothing on innovation_results_award_uq)',
  '/innovation/hatching/add': 'start-ups may share a name',
  '/innovation/bonus/save': 'a bonus record is a log entry: every entry is new',
  '/innovation/field/save': RACE_CASE_IN('races-ii.test.ts'),
  '/innovation/undertaker/save': RACE_CASE_IN('races-ii.test.ts'),
  '/innovation/banner/save': 'banners may share a title',
  // Issue 21.
  '/system/banner/save': 'school banners may share a title and an image',
  '/ideology/group/branch/add': 'a branch is an organisation: the organisations routes own its name rules',
  '/ideology/party/branch/add': 'a branch is an organisation: the organisations routes own its name rules',
  '/ideology/group/member/add': RACE_CASE_IN('races-ii.test.ts'),
  '/ideology/party/member/add': RACE_CASE_IN('races-ii.test.ts'),
  '/ideology/dues/rule/save': 'one rule per school, saved in place',
  '/ideology/meeting/add': 'meetings may share a title',
  '/ideology/thematic/meeting/add': 'meetings may share a title',
  '/ideology/settings/save': 'one settings row per school, saved in place',
  '/ideology/studio/add': RACE_CASE_IN('races-ii.test.ts'),
  '/ideology/group/selection/add': RACE_CASE_IN('races-ii.test.ts'),
  '/ideology/party/selection/add': RACE_CASE_IN('races-ii.test.ts'),
  '/ideology/activity/add': 'activities may share a name',
  '/ideology/banner/add': 'banners may share a title',
  // Issue 21 votes.
  '/vote/add': 'votes may share a title (each year has its 十佳歌手 vote)',
  '/vote/ballot/save': RACE_CASE_IN('votes.test.ts'),
  // Issue 21 honours and employment (one record per student, kind, title and start date).
  '/honors/add': RACE_CASE_IN('honours.test.ts'),
  // Issue 21 evaluations (once per student and activity; unique project names; one application per project and organisation).
  '/evaluate/add': RACE_CASE_IN('evaluations.test.ts'),
  '/evaluate/project/save': RACE_CASE_IN('evaluations.test.ts'),
  '/evaluate/apply/add': RACE_CASE_IN('evaluations.test.ts'),
  // Issue 21 points and gifts (redemption, /points/gift/redeem, has its race case in tests/api/points.test.ts).
  '/points/rule/save': 'one row per school and source, written by insert … on conflict do update (the last save wins)',
  '/points/gift/save': 'gifts may share a name',
  // Issue 21 punishments and hours adjustments.
  '/punishment/add': RACE_CASE_IN('punishments.test.ts'),
  '/adjustment/add': 'every 加减学时 request is new and reviewed on its own; the approval is what happens once (race case in tests/api/punishments.test.ts)',
  // Issue 21 system document templates.
  '/document/template/save': 'templates may share a name (an old and a new version of one 申请书 side by side)',
  // Issue 21 学分置换: one request per student, rule and certificate number; one rule per name.
  '/credit/replace/add': RACE_CASE_IN('credit-replace.test.ts'),
  '/credit/replace/rule/save': RACE_CASE_IN('credit-replace.test.ts'),
  // Issue 21 moments (one report per user and post; unique theme names; likes have their case in moments.test.ts too).
  '/moments/add': 'posts may share a text: every post is new and reviewed on its own',
  '/moments/comment/add': 'comments are a conversation: every one is new',
  '/moments/report/add': RACE_CASE_IN('moments.test.ts'),
  '/moments/theme/save': RACE_CASE_IN('moments.test.ts'),
  // Issue 21 sign tasks (the check-in, /signTask/checkin, has its race case in tests/api/sign-tasks.test.ts).
  '/signTask/add': 'sign tasks may share a name (each term has its 晨读打卡)',
  // Issue 21 work journals, things and feedback (the daily feedback cap has its race case in tests/api/journals.test.ts).
  '/journal/add': 'an organisation may write any number of journals, even of one day and title',
  '/thing/add': 'a staff member may list the same thing twice',
  '/feedback/add': RACE_CASE_IN('journals.test.ts'),
  // Issue 21 宣传阵地 (unique field names; applications may overlap, the approval under a lock is the race: tests/api/fields.test.ts).
  '/system/field/save': RACE_CASE_IN('fields.test.ts'),
  '/system/field/apply/add': 'applications of one field may overlap while pending; concurrent approvals are the race (tests/api/fields.test.ts)',
  '/organization/schedule/save': 'one window per year and kind, the year replaced in place (delete and insert in one transaction); org_schedule_windows_kind_uq',
};

