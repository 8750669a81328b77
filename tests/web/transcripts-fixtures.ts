/** Transcript objects for the transcript web tests (issue 7 wire types, common/transcripts.ts). */
import type { IssuedTranscript, TranscriptBatchRow, TranscriptContent, TranscriptRow, VerifyResult } from '../../common/transcripts';

/** A content object: school with 1 decimal place and waysConvert 3 (分数) unless overridden. */
export function transcriptContent(over: { school?: Partial<TranscriptContent['school']> } & Partial<Omit<TranscriptContent, 'school'>> = {}): TranscriptContent {
  const { school, ...rest } = over;
  return {
    school: { id: 10001, name: '示范大学', logo: '', hoursUnit: '学时', waysConvert: 3, scoreReportModel: 1, decimalPlaces: 1, ...school },
    student: { userId: 501, name: '张晓明', code: '2021000001', gender: 1, collegeName: '计算机学院', majorName: '软件工程', className: '软件2101', grade: '2021', politics: '共青团员' },
    byClassify: [
      { classifyId: 1, classifyName: '思想素养', hours: '12.35', minHours: '10.00', met: true },
      { classifyId: 2, classifyName: '社会实践', hours: '23.90', minHours: '100.00', met: false },
    ],
    totalHours: '36.25',
    score: '85.50',
    scoreUnit: '分数',
    records: [
      { sourceType: 1, sourceName: '迎新志愿服务', classifyName: '社会实践', hours: '23.90', termName: '2021-2022学年第一学期', date: '2021-10-08' },
      { sourceType: 2, sourceName: '学科竞赛 · 省级一等奖', classifyName: '思想素养', hours: '12.35', termName: '2021-2022学年第二学期', date: '2022-04-18' },
    ],
    verdict: { met: false, missing: ['总学时还差 163.75 学时', '社会实践学时还差 76.10 学时'] },
    issueDate: '2026-11-21',
    ...rest,
  };
}

export function issuedTranscript(content = transcriptContent()): IssuedTranscript {
  return { id: 77, code: 'ABCD2345EFGH6789', verifyUrl: '/verify/ABCD2345EFGH6789', content };
}

export function verifyResult(over: Partial<VerifyResult> = {}): VerifyResult {
  return {
    status: 'valid',
    schoolName: '示范大学',
    studentName: '张*明',
    studentCode: '2021****01',
    issueDate: '2026-11-20',
    totalHours: '36.25',
    score: '85.50',
    scoreUnit: '分数',
    byClassify: [
      { classifyName: '思想素养', hours: '12.35' },
      { classifyName: '社会实践', hours: '23.90' },
    ],
    matchesLedger: true,
    revokedAt: null,
    revokeReason: null,
    ...over,
  };
}

export function batchRow(over: Partial<TranscriptBatchRow> = {}): TranscriptBatchRow {
  return {
    id: 'b1',
    scopeLabel: '计算机学院 / 软件2101',
    studentCount: 32,
    createdByName: '系统管理员',
    createdAt: '2026-11-21 09:30:00',
    finishedAt: '2026-11-21 09:30:20',
    status: 'done',
    progress: 100,
    error: null,
    fileName: '成绩单_软件2101_202611210930.zip',
    size: 1_572_864,
    ...over,
  };
}

export function transcriptRow(over: Partial<TranscriptRow> = {}): TranscriptRow {
  return {
    id: 70,
    code: 'WXYZ2345EFGH6789',
    verifyUrl: '/verify/WXYZ2345EFGH6789',
    userId: 501,
    name: '张晓明',
    studentCode: '2021000001',
    collegeName: '计算机学院',
    className: '软件2101',
    totalHours: '30.00',
    score: '80.00',
    scoreUnit: '分数',
    issueDate: '2026-11-01',
    issuedAt: '2026-11-01 10:00:00',
    issuedByName: '',
    batchId: null,
    revokedAt: null,
    revokeReason: null,
    supersededBy: null,
    status: 'superseded',
    ...over,
  };
}
