/**
 * Quizzes and 青年大学习 (issue 20 "Quiz bank and study"; spec §2 /communist/answer list, library,
 * create, /communist/subject/create, /communist/youth/learn): the wire shapes, enums with their
 * labels, limits and messages, shared by server and web.
 *
 * A question's options are texts shown as A, B, C…; its answer is the letters of the right options
 * ('A', 'AC'); a true/false question has the two options 正确 / 错误. A quiz scores 100 points spread
 * evenly over its questions; a multiple-choice question counts only when every right option and no
 * other is chosen.
 */

/** Menu paths (module tree 1600–1605, student 1009): each is the permission of its endpoints. */
export const QUIZ_MODULES = {
  list: '/communist/answer/list',
  library: '/communist/answer/library',
  create: '/communist/answer/create',
  subject: '/communist/subject/create',
  youth: '/communist/youth/learn',
  /** The student's module 1009 (答题学习). */
  student: '/student/quiz',
} as const;

export const QuestionKind = { SINGLE: 1, MULTIPLE: 2, JUDGE: 3 } as const;
export type QuestionKindValue = (typeof QuestionKind)[keyof typeof QuestionKind];
export const questionKindLabels: Record<number, string> = { 1: '单选题', 2: '多选题', 3: '判断题' };
/** The options of every true/false question. */
export const JUDGE_OPTIONS = ['正确', '错误'] as const;

/** How a quiz takes its questions from the libraries. */
export const PickMode = { RANDOM: 1, PICKED: 2 } as const;
export const pickModeLabels: Record<number, string> = { 1: '随机抽题', 2: '指定题目' };

/** A quiz's state from its window: 1 未开始, 2 进行中, 3 已结束. */
export const QuizStatus = { PENDING: 1, OPEN: 2, ENDED: 3 } as const;
export const quizStatusLabels: Record<number, string> = { 1: '未开始', 2: '进行中', 3: '已结束' };

/** An attempt's state: 1 答题中, 2 已交卷, 3 超时未交 (the deadline and its grace passed without a submission). */
export const AttemptStatus = { OPEN: 1, SUBMITTED: 2, EXPIRED: 3 } as const;
export const attemptStatusLabels: Record<number, string> = { 1: '答题中', 2: '已交卷', 3: '超时未交' };

export const QUIZ_LIMITS = {
  libraryName: 30,
  stem: 500,
  option: 200,
  optionsMin: 2,
  optionsMax: 8,
  explanation: 1000,
  quizName: 50,
  questionsMax: 100,
  timeLimitMax: 300,
  youthTitle: 50,
} as const;

/**
 * A submission is accepted until the deadline plus this grace (the network; the page submits by
 * itself at zero); later it is refused and the attempt stays 超时未交, with no score.
 */
export const SUBMIT_GRACE_MS = 30_000;

export const QUIZ_MESSAGES = {
  libraryNotFound: '题库不存在',
  libraryNameTaken: '已存在同名题库',
  libraryInUse: '题库中还有题目,不能删除',
  questionNotFound: '题目不存在',
  answerOutOfOptions: '答案必须是选项中的字母',
  singleOneAnswer: '单选题和判断题只能有一个答案',
  multipleAnswers: '多选题至少有两个答案',
  quizNotFound: '答题不存在',
  quizNameTaken: '已存在同名答题',
  notEnough: (n: number) => `所选题库中的题目不足${n}道`,
  noQuestions: '请选择题目',
  endAfterStart: '结束时间必须晚于开始时间',
  hoursNeedClassify: '发放学时时请选择模块分类',
  classifyNotFound: '分类不存在',
  quizTaken: '已有学生作答,不能删除',
  notStarted: '答题尚未开始',
  ended: '答题已结束',
  notEligible: '你不在该答题的参与范围内',
  alreadySubmitted: '你已交卷,不能重复作答',
  notStartedByYou: '请先开始答题',
  tooLate: '答题时间已到,提交失败',
  resultNotReady: '交卷后才能查看结果',
  issueNotFound: '该期青年大学习不存在',
  issueTitleTaken: '已存在同名的一期',
  importEmpty: '文件中没有学习记录',
  unmatchedStudent: '未找到该学生',
  needCodeOrName: '学号或姓名+班级至少填写一项',
  ambiguous: '同名同班学生不止一人,请填写学号',
  nobodyToRemind: '该期所有学生均已完成学习',
} as const;

export interface LibraryRow {
  id: number;
  name: string;
  remarks: string;
  questionCount: number;
  createTime: string;
}

/** A question's content with its answer: a bank question and a quiz's copy of it share it. */
export interface QuestionContent {
  kind: number;
  kindName: string;
  stem: string;
  options: string[];
  /** Letters of the right options, e.g. 'A' or 'AC'. */
  answer: string;
  explanation: string;
}

export interface QuestionRow extends QuestionContent {
  id: number;
  libraryId: number;
  libraryName: string;
  updateTime: string;
}

export interface QuizRow {
  id: number;
  name: string;
  description: string;
  /** Minutes. */
  timeLimit: number;
  startTime: string;
  endTime: string;
  /** Points of 100 needed to pass. */
  passScore: number;
  questionCount: number;
  /** Hours a pass grants, or null. */
  hours: string | null;
  classifyId: number | null;
  classifyName: string | null;
  collegeIds: number[];
  grades: string[];
  status: number;
  statusName: string;
  /** Students who started, submitted, passed; the mean score of the submitted (null when none). */
  takers: number;
  submitted: number;
  passed: number;
  avgScore: string | null;
}

/** A question of a quiz as the staff see it (with the answer). */
export interface QuizItem extends QuestionContent {
  position: number;
}

export interface QuizDetail extends QuizRow {
  items: QuizItem[];
  collegeNames: string[];
}

export interface AttemptRow {
  id: number;
  userId: number;
  code: string;
  userName: string;
  collegeName: string | null;
  className: string | null;
  startTime: string;
  submitTime: string | null;
  score: string | null;
  correct: number | null;
  passed: boolean;
  status: number;
  statusName: string;
}

export interface QuizStats {
  takers: number;
  submitted: number;
  passed: number;
  /** Percent of the submitted who passed, 0–100 with one decimal. */
  passRate: number;
  avgScore: string | null;
  /** Scores in bands 0–59, 60–69, 70–79, 80–89, 90–100. */
  bands: { band: string; count: number }[];
  /** Per question: percent of the submitted who answered it right. */
  items: { position: number; stem: string; correctRate: number }[];
}

/** A question as the student sees it while answering: no answer, no explanation. */
export interface TakingQuestion {
  position: number;
  kind: number;
  stem: string;
  options: string[];
}

export interface StartedAttempt {
  attemptId: number;
  quizName: string;
  startTime: string;
  /** When answers stop being accepted ('YYYY-MM-DD HH:mm:ss', China time) and the same in ms since the epoch. */
  deadline: string;
  deadlineMs: number;
  /** The server's clock when answering, ms (the page's countdown corrects its own clock with it). */
  serverNow: number;
  questions: TakingQuestion[];
}

export interface QuizResult {
  quizId: number;
  quizName: string;
  score: string;
  correct: number;
  total: number;
  passed: boolean;
  passScore: number;
  /** Hours the pass granted (ledger), or null. */
  hours: string | null;
  submitTime: string;
  items: (QuizItem & { choice: string; right: boolean })[];
}

/** A quiz as the student's list shows it, with the caller's own attempt. */
export type MyQuizRow = Pick<QuizRow, 'id' | 'name' | 'description' | 'timeLimit' | 'startTime' | 'endTime' | 'passScore' | 'questionCount' | 'hours' | 'status' | 'statusName'> & {
  /** The caller's attempt: null before starting. */
  attemptStatus: number | null;
  attemptStatusName: string | null;
  score: string | null;
  passed: boolean | null;
};

export interface YouthIssueRow {
  id: number;
  title: string;
  /** Any day of the week of study, 'YYYY-MM-DD'. */
  week: string;
  remarks: string;
  learned: number;
  /** Students expected (normal status), and the percent who learned (one decimal). */
  total: number;
  rate: number;
  createTime: string;
}

export interface YouthRateRow {
  id: number;
  name: string;
  total: number;
  learned: number;
  rate: number;
}

export interface YouthImportResult {
  /** Rows matched to a student; of these, the ones newly recorded (the rest were recorded already). */
  matched: number;
  added: number;
  unmatched: { row: number; code: string; name: string; className: string; reason: string }[];
}

export interface YouthRemindResult {
  notices: number;
  students: number;
}

export interface MyYouthRow {
  id: number;
  title: string;
  week: string;
  learned: boolean;
  learnTime: string | null;
}
