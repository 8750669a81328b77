/**
 * TranscriptView (issue 7; spec §3 waysConvert, §9 decimal places): the figures of a content object
 * with the school's decimals (rounded exactly, not through floats), the unit 分数 for waysConvert 3
 * and 学分 otherwise, the verdict, the records only in the detailed layout, and the QR code and
 * grouped code once issued.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ReportLayout } from '../../common/transcripts';
import { TranscriptView } from '../../src/resources/transcripts/TranscriptView';
import { groupCode, hoursText, verifyLink } from '../../src/resources/transcripts/format';
import { renderWithAdmin } from './shell-harness';
import { issuedTranscript, transcriptContent } from './transcripts-fixtures';

describe('TranscriptView', () => {
  it('shows the student block, hours per module with the school decimals, and 分数 for waysConvert 3', () => {
    renderWithAdmin(<TranscriptView content={transcriptContent()} layout={ReportLayout.SUMMARY} />);
    expect(screen.getByRole('heading', { name: '第二课堂成绩单' })).toBeInTheDocument();
    expect(screen.getByTestId('transcript-school')).toHaveTextContent('示范大学');
    const student = screen.getByTestId('transcript-student');
    for (const text of ['张晓明', '2021000001', '男', '计算机学院', '软件工程', '软件2101', '2021', '共青团员'])
      expect(within(student).getByText(text)).toBeInTheDocument();

    const table = screen.getByRole('table', { name: '各模块学时' });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('模块已获学时最低要求达标');
    // One decimal place: 12.35 → 12.4 (half-up on the exact value; 12.35.toFixed(1) would say 12.3).
    expect(rows[1]).toHaveTextContent('思想素养12.410.0');
    expect(within(rows[1]).getByTitle('达标')).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('社会实践23.9100.0');
    expect(within(rows[2]).getByTitle('未达标')).toBeInTheDocument();

    expect(screen.getByTestId('transcript-total-hours')).toHaveTextContent('36.3');
    expect(screen.getByTestId('transcript-totals')).toHaveTextContent('总学时：36.3 学时');
    expect(screen.getByTestId('transcript-score-unit')).toHaveTextContent('分数');
    expect(screen.getByTestId('transcript-score')).toHaveTextContent('85.5');
  });

  it('says 学分 when waysConvert is not 3 and keeps two decimals when the school has two', () => {
    const content = transcriptContent({ school: { waysConvert: 1, decimalPlaces: 2 }, scoreUnit: '学分', score: '2' });
    renderWithAdmin(<TranscriptView content={content} layout={ReportLayout.SUMMARY} />);
    expect(screen.getByTestId('transcript-score-unit')).toHaveTextContent('学分');
    expect(screen.getByTestId('transcript-score')).toHaveTextContent('2.00');
    expect(screen.getByTestId('transcript-total-hours')).toHaveTextContent('36.25');
  });

  it('states the verdict: the missing lines, or 达到要求', () => {
    const { unmount } = renderWithAdmin(<TranscriptView content={transcriptContent()} layout={ReportLayout.SUMMARY} />);
    const verdict = screen.getByTestId('transcript-verdict');
    expect(verdict).toHaveTextContent('认定结论：未达到要求');
    expect(within(verdict).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['总学时还差 163.75 学时', '社会实践学时还差 76.10 学时']);
    unmount();
    renderWithAdmin(<TranscriptView content={transcriptContent({ verdict: { met: true, missing: [] } })} layout={ReportLayout.SUMMARY} />);
    expect(screen.getByTestId('transcript-verdict')).toHaveTextContent('认定结论：达到要求');
  });

  it('prints each requirement with required and earned hours; a module without a minimum shows a dash (issue 13)', () => {
    const requirements = [
      { requirement: 'total' as const, classifyId: null, label: '总学时', required: '200.00', earned: '36.25', met: false },
      { requirement: 'campus' as const, classifyId: null, label: '校园活动学时', required: '80.00', earned: '12.35', met: false },
      { requirement: 'socialPractice' as const, classifyId: null, label: '社会实践学时', required: '100.00', earned: '23.90', met: false },
    ];
    const content = transcriptContent({
      requirements,
      byClassify: [
        { classifyId: 1, classifyName: '思想素养', hours: '12.35', minHours: '0.00', met: true },
        { classifyId: 2, classifyName: '社会实践', hours: '23.90', minHours: '30.00', met: false },
      ],
    });
    const { unmount } = renderWithAdmin(<TranscriptView content={content} layout={ReportLayout.SUMMARY} />);
    const lines = within(screen.getByRole('table', { name: '认定要求' })).getAllByRole('row');
    expect(lines.map((r) => r.textContent)).toEqual(['要求应修学时已修学时达标', '总学时200.036.3未达标', '校园活动学时80.012.4未达标', '社会实践学时100.023.9未达标']);
    expect(within(lines[3]).getByTitle('未达标')).toBeInTheDocument();
    const modules = within(screen.getByRole('table', { name: '各模块学时' })).getAllByRole('row');
    expect(modules[1]).toHaveTextContent('思想素养12.4——');
    expect(within(modules[1]).queryByTitle('达标')).toBeNull();
    expect(modules[2]).toHaveTextContent('社会实践23.930.0');
    unmount();
    // A transcript issued before the requirement lines existed shows none, and still renders.
    renderWithAdmin(<TranscriptView content={transcriptContent()} layout={ReportLayout.SUMMARY} />);
    expect(screen.queryByRole('table', { name: '认定要求' })).toBeNull();
  });

  it('lists every record only in the detailed layout', () => {
    const { unmount } = renderWithAdmin(<TranscriptView content={transcriptContent()} layout={ReportLayout.SUMMARY} />);
    expect(screen.queryByRole('table', { name: /学时明细/ })).toBeNull();
    unmount();
    renderWithAdmin(<TranscriptView content={transcriptContent()} layout={ReportLayout.DETAILED} />);
    const rows = within(screen.getByRole('table', { name: '学时明细（共 2 条）' })).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('来源名称模块学时学期日期');
    expect(rows[1]).toHaveTextContent('活动迎新志愿服务社会实践23.92021-2022学年第一学期2021-10-08');
    expect(rows[2]).toHaveTextContent('申报学科竞赛 · 省级一等奖思想素养12.42021-2022学年第二学期2022-04-18');
  });

  it('a preview carries no code; an issued one shows the QR of its verification page and the grouped code', () => {
    const { unmount } = renderWithAdmin(<TranscriptView content={transcriptContent()} layout={ReportLayout.SUMMARY} />);
    expect(screen.queryByRole('img', { name: '成绩单验证二维码' })).toBeNull();
    expect(screen.getByTestId('transcript-date')).toHaveTextContent('预览日期：2026-11-21');
    expect(screen.getByText('预览件：尚未签发，不含验证码')).toBeInTheDocument();
    unmount();
    const issued = issuedTranscript();
    renderWithAdmin(<TranscriptView content={issued.content} layout={ReportLayout.SUMMARY} issued={issued} />);
    expect(screen.getByRole('img', { name: '成绩单验证二维码' })).toHaveAttribute('data-value', `${window.location.origin}/verify/ABCD2345EFGH6789`);
    expect(screen.getByTestId('transcript-code')).toHaveTextContent('ABCD-2345-EFGH-6789');
    expect(screen.getByTestId('transcript-date')).toHaveTextContent('签发日期：2026-11-21');
  });
});

describe('transcript formatting', () => {
  it('rounds hours exactly to the school decimals', () => {
    expect(hoursText('12.35', 1)).toBe('12.4');
    expect(hoursText('0.15', 1)).toBe('0.2');
    expect(hoursText('12.5', 0)).toBe('13');
    expect(hoursText('12.5', 2)).toBe('12.50');
    expect(hoursText('7', 3)).toBe('7.000');
    expect(hoursText('', 2)).toBe('-');
    expect(hoursText('abc', 2)).toBe('-');
  });

  it('groups a code in fours, whatever was typed', () => {
    expect(groupCode('abcd2345efgh6789')).toBe('ABCD-2345-EFGH-6789');
    expect(groupCode(' ab-cd 23 45efgh6789 ')).toBe('ABCD-2345-EFGH-6789');
    expect(groupCode('')).toBe('');
  });

  it('links the QR to the absolute verification address', () => {
    expect(verifyLink({ code: 'x', verifyUrl: '/verify/ABCD' }, 'https://ex.edu')).toBe('https://ex.edu/verify/ABCD');
    expect(verifyLink({ code: 'abcd2345', verifyUrl: 'https://v.ex.edu/verify/ABCD2345' }, 'https://ex.edu')).toBe('https://v.ex.edu/verify/ABCD2345');
    expect(verifyLink({ code: 'abcd2345' }, 'https://ex.edu')).toBe('https://ex.edu/verify/ABCD-2345');
  });
});
