/**
 * Pure roster rules (issue 3; spec §5): the reasons of resident-ID checks, header matching, cell
 * text, and validateRoster against a small in-memory structure.
 */
import { describe, expect, it } from 'vitest';
import { idCheckDigit, residentIdError } from '../../common/validators/idcard.js';
import { cellText, columnForHeader } from '../../server/modules/students/roster/columns.js';
import { validateRoster, type RosterContext } from '../../server/modules/students/roster/validate.js';

const id = (first17: string) => first17 + idCheckDigit(first17);

describe('residentIdError', () => {
  it('gives a reason for each rule, in order', () => {
    expect(residentIdError(id('11010519491231002'))).toBeNull();
    expect(residentIdError(id('11010519491231002').toLowerCase())).toBeNull(); // x in either case
    expect(residentIdError('110105491231002')).toBeNull(); // 15 digits
    expect(residentIdError('')).toBe('idRequired');
    expect(residentIdError('11010519491231')).toBe('idFormat');
    expect(residentIdError(id('99010519491231002'))).toBe('idProvince');
    expect(residentIdError(id('11010520030231002'))).toBe('idBirthday'); // 31 February
    expect(residentIdError(id('11010520000229002'))).toBeNull(); // 29 February of a leap year
    expect(residentIdError(id('11010519000229002'))).toBe('idBirthday'); // 1900 was not
    expect(residentIdError('110105490231002')).toBe('idBirthday');
    expect(residentIdError(id('11010519491231002').slice(0, 17) + '0')).toBe('idCheckDigit');
  });
});

describe('cells and headers', () => {
  it('reads headers with or without the required mark and any cell type as text', () => {
    expect(columnForHeader('学号*')?.key).toBe('code');
    expect(columnForHeader(' 证件号码 ')?.key).toBe('idNumber');
    expect(columnForHeader('班级（必填）')?.key).toBe('class');
    expect(columnForHeader('备注')).toBeUndefined();
    expect(cellText(2021000001)).toBe('2021000001');
    expect(cellText({ richText: [{ text: '张' }, { text: '三 ' }] } as never)).toBe('张三');
    expect(cellText({ formula: 'A1', result: 2024 } as never)).toBe('2024');
    expect(cellText(null)).toBe('');
  });
});

describe('validateRoster', () => {
  const ctx: RosterContext = {
    campuses: new Map([['南湖校区', 1]]),
    colleges: new Map([['计算机学院', { id: 10, campusId: 1 }], ['文学院', { id: 11, campusId: 1 }]]),
    majors: new Map([['10|软件工程', 100], ['11|新闻学', 110]]),
    classes: new Map([
      ['软件2101班', { id: 1000, majorId: 100, grade: '2021', majorName: '软件工程' }],
      ['新闻2101班', { id: 1100, majorId: 110, grade: '2021', majorName: '新闻学' }],
    ]),
    students: new Map([['2021000001', { userId: 5, collegeId: 11 }]]),
    otherAccounts: new Set(['admin']),
    writableColleges: new Set([10]),
  };
  const row = (n: number, v: Record<string, string>) => ({
    row: n,
    values: { code: `20219${n}`, name: '张三', gender: '', idType: '', idNumber: id('42010220030101001'), mobile: '', politics: '', campus: '南湖校区', college: '计算机学院', major: '软件工程', grade: '2021', class: '软件2101班', ...v },
  });

  it('accepts a good row, deriving gender and birthday, and reports structure and scope problems', () => {
    const out = validateRoster([
      row(2, {}),
      row(3, { class: '新闻2101班' }),
      row(4, { grade: '2022级' }),
      row(5, { college: '文学院', major: '新闻学', class: '新闻2101班' }),
      row(6, { code: '2021000001' }),
      row(7, { code: 'admin' }),
      row(8, { politics: '团员', idType: '护照', idNumber: 'E1', gender: '女' }),
      row(9, { politics: '无党派' }),
    ], ctx);
    expect(out.students.map((s) => s.row)).toEqual([2, 8]);
    expect(out.students[0]).toMatchObject({ gender: 1, birthday: '2003-01-01', classId: 1000, userId: null, politics: 0 });
    expect(out.students[1]).toMatchObject({ gender: 2, birthday: null, politics: 1, idType: 1 });
    expect(out.errors).toEqual([
      { row: 3, column: '班级', reason: '班级"新闻2101班"不属于专业"软件工程"' },
      { row: 4, column: '班级', reason: '班级"软件2101班"属于2021级,与年级不一致' },
      { row: 5, column: '学院', reason: '无权导入该学院的学生' },
      { row: 6, column: '学号', reason: '该学号的学生不在您的数据范围内' },
      { row: 7, column: '学号', reason: '该学号已被其他账号使用' },
      { row: 9, column: '政治面貌', reason: expect.stringContaining('政治面貌应为') },
    ]);
    expect(out.invalidRows).toBe(6);
  });
});
