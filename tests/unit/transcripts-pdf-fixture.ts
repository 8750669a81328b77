/** Transcript contents for the PDF tests and the benchmark's raw rate: plausible figures, no database. */
import type { IssuedTranscript, TranscriptContent, TranscriptRecord } from '../../common/transcripts.js';
import { schoolLogo } from '../../server/seed/schools.js';

const CLASSIFIES: [string, string, string][] = [
  ['思想成长', '32.50', '20.00'],
  ['创新创业', '18.00', '20.00'],
  ['技能特长', '41.25', '20.00'],
  ['社会实践', '86.00', '100.00'],
  ['志愿公益', '27.75', '20.00'],
  ['文化活动', '23.00', '20.00'],
  ['成长记录', '6.00', '0.00'],
];

/** `n` ledger records named 记录1…记录n, 1.50 hours each (plus a long name to exercise '…'). */
export function sampleRecords(n: number): TranscriptRecord[] {
  return Array.from({ length: n }, (_, i) => ({
    sourceType: (i % 4) + 1,
    sourceName: i === 0 ? '“青春心向党·建功新时代”主题团日暨校园文化艺术节志愿服务与社会实践成果展示活动' : `记录${i + 1} 校园志愿服务活动`,
    classifyName: CLASSIFIES[i % CLASSIFIES.length][0],
    hours: '1.50',
    termName: i % 2 ? '2022-2023学年第一学期' : '2022-2023学年第二学期',
    date: `2023-0${(i % 9) + 1}-1${i % 10}`,
  }));
}

/** A transcript of 张晓明 (2021000001) of 示范大学 with the given layout and records. */
export function sampleIssued(overrides: { scoreReportModel?: number; records?: TranscriptRecord[]; waysConvert?: number; decimalPlaces?: number; name?: string; code?: string } = {}): IssuedTranscript {
  const waysConvert = overrides.waysConvert ?? 1;
  const content: TranscriptContent = {
    school: {
      id: 10001, name: '示范大学', logo: schoolLogo('示范大学', '#1e5aa8'), hoursUnit: '学时', waysConvert,
      scoreReportModel: overrides.scoreReportModel ?? 1, decimalPlaces: overrides.decimalPlaces ?? 2,
    },
    student: {
      userId: 501, name: overrides.name ?? '张晓明', code: overrides.code ?? '2021000001', gender: 1, collegeName: '计算机学院',
      majorName: '计算机科学与技术', className: '计科2101班', grade: '2021', politics: '共青团员',
    },
    byClassify: CLASSIFIES.map(([classifyName, hours, minHours], i) => ({
      classifyId: i + 1, classifyName, hours, minHours, met: Number(hours) >= Number(minHours),
    })),
    totalHours: '234.50',
    // Social practice is short, so no credit (issue 13: the credit follows the verdict).
    score: '0.00',
    scoreUnit: waysConvert === 3 ? '分数' : '学分',
    records: overrides.records ?? sampleRecords(12),
    requirements: [
      { requirement: 'total', classifyId: null, label: '总学时', required: '200.00', earned: '234.50', met: true },
      { requirement: 'campus', classifyId: null, label: '校园活动学时', required: '80.00', earned: '120.75', met: true },
      { requirement: 'socialPractice', classifyId: null, label: '社会实践学时', required: '100.00', earned: '86.00', met: false },
    ],
    verdict: { met: false, missing: ['社会实践学时还差 14.00 学时'] },
    issueDate: '2025-03-18',
  };
  return { id: 42, code: '7K3MQ9XR2TBW8HDN', verifyUrl: '/verify/7K3MQ9XR2TBW8HDN', content };
}
