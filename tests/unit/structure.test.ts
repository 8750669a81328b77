/**
 * Pure rules of the structure and organisation areas: refusal messages that say why, tree nesting
 * and cycle checks, the student-number splitter, nature paths, the server-error reader of the
 * forms, and the form validators.
 */
import { describe, expect, it } from 'vitest';
import { naturePaths, natureOfPath } from '../../common/organizations.js';
import { splitCodes } from '../../server/modules/organizations/schema.js';
import { joinReasons, refusal } from '../../server/protocol/errors.js';
import { buildTree, isSelfOrDescendant } from '../../server/modules/structure/tree.js';
import { ApiError } from '../../src/dataProvider/apiClient.js';
import { serverError } from '../../src/resources/shared/serverError.js';
import { gradeYear, orderNumber, requiredText } from '../../src/resources/shared/validate.js';

describe('refusal messages', () => {
  it('join counted reasons the Chinese way and skip zero counts', () => {
    expect(joinReasons(['12 名学生'])).toBe('12 名学生');
    expect(joinReasons(['12 名学生', '3 个专业'])).toBe('12 名学生和 3 个专业');
    expect(joinReasons(['1 名学生', '2 个下级院系', '3 个专业'])).toBe('1 名学生、2 个下级院系和 3 个专业');
    expect(refusal('该学院', [[12, '名学生'], [0, '个下级院系'], [3, '个专业']])).toBe('该学院下仍有 12 名学生和 3 个专业,无法删除');
    expect(refusal('该班级', [[0, '名学生']])).toBeNull();
  });
});

describe('trees', () => {
  interface Row {
    id: number;
    parentId: number | null;
    name: string;
    children?: Row[];
  }
  const rows: Row[] = [
    { id: 1, parentId: null, name: 'a' },
    { id: 2, parentId: 1, name: 'b' },
    { id: 3, parentId: 2, name: 'c' },
    { id: 4, parentId: 0, name: 'd' },
    { id: 5, parentId: 99, name: 'orphan' },
  ];

  it('nests rows under their parents, keeps sibling order, and never drops an orphan', () => {
    const tree = buildTree(rows);
    expect(tree.map((n) => n.name)).toEqual(['a', 'd', 'orphan']);
    expect(tree[0].children!.map((n) => n.name)).toEqual(['b']);
    expect(tree[0].children![0].children!.map((n) => n.name)).toEqual(['c']);
  });

  it('finds a node itself and its descendants, not its ancestors or strangers', () => {
    expect(isSelfOrDescendant(rows, 1, 1)).toBe(true);
    expect(isSelfOrDescendant(rows, 3, 1)).toBe(true);
    expect(isSelfOrDescendant(rows, 1, 3)).toBe(false);
    expect(isSelfOrDescendant(rows, 4, 1)).toBe(false);
    // A corrupt cycle ends instead of looping.
    expect(isSelfOrDescendant([{ id: 7, parentId: 8 }, { id: 8, parentId: 7 }], 7, 1)).toBe(false);
  });
});

describe('organisation helpers', () => {
  it('splits student numbers on commas (both widths), semicolons, 、 and white space, without repeats', () => {
    expect(splitCodes(' 2021000001,2021000002，2021000003;2021000004；2021000005、2021000006\n2021000007 2021000001 ')).toEqual([
      '2021000001', '2021000002', '2021000003', '2021000004', '2021000005', '2021000006', '2021000007',
    ]);
    expect(splitCodes(' , ')).toEqual([]);
  });

  it('maps each nature to its page and back', () => {
    expect(naturePaths).toEqual({ 1: '/organization/union', 2: '/organization/club', 3: '/organization/voluntary', 4: '/organization/classes', 5: '/organization/another' });
    expect(natureOfPath('/organization/club')).toBe(2);
    expect(natureOfPath('/organization/another/detail')).toBe(5);
    expect(natureOfPath('/organization/department')).toBeNull();
  });
});

describe('form helpers', () => {
  const t = (key: string, o?: Record<string, unknown>) => `${key}${o ? JSON.stringify(o) : ''}`;

  it('reads a field-naming refusal as that field’s error, anything else as a whole', () => {
    expect(serverError(new ApiError(10002, '参数错误: name 已存在名为「南湖校区」的校区'))).toEqual({ field: 'name', text: '已存在名为「南湖校区」的校区' });
    expect(serverError(new ApiError(10002, '该院系下仍有 12 名学生,无法删除'))).toEqual({ text: '该院系下仍有 12 名学生,无法删除' });
  });

  it('validates names, order numbers and grades', () => {
    expect(requiredText(t, '  ', '名称')).toBe('structure.validation.required{"field":"名称"}');
    expect(requiredText(t, 'x'.repeat(51), '名称')).toBe('structure.validation.too_long{"field":"名称","max":50}');
    expect(requiredText(t, '南湖校区', '名称')).toBeUndefined();
    expect(orderNumber(t, '')).toBeUndefined();
    expect(orderNumber(t, '12')).toBeUndefined();
    expect(orderNumber(t, '-1')).toBe('structure.validation.order');
    expect(orderNumber(t, '1.5')).toBe('structure.validation.order');
    expect(gradeYear(t, '2024', '年级')).toBeUndefined();
    expect(gradeYear(t, '24', '年级')).toBe('structure.validation.grade');
    expect(gradeYear(t, '', '年级')).toBe('structure.validation.required{"field":"年级"}');
  });
});
