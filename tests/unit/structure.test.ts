/**
 * Pure rules of the structure and organisation areas: refusal messages that say why, the
 * student-number splitter, nature paths, the server-error reader of the forms, and the form
 * validators (trees and the cycle check of a move: tree.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { naturePaths, natureOfPath } from '../../common/organizations.js';
import { splitCodes } from '../../common/schemas/organizations.js';
import { joinReasons, refusal } from '../../server/protocol/errors.js';
import { ApiError } from '../../src/dataProvider/apiClient.js';
import { serverError } from '../../src/resources/shared/serverError.js';
import { schemaResolver } from '../../src/resources/shared/schemaForm.js';
import { levelMessages, STRUCTURE_LEVELS } from '../../src/resources/structure/levels.js';

describe('refusal messages', () => {
  it('join counted reasons the Chinese way and skip zero counts', () => {
    expect(joinReasons(['12 名学生'])).toBe('12 名学生');
    expect(joinReasons(['12 名学生', '3 个专业'])).toBe('12 名学生和 3 个专业');
    expect(joinReasons(['1 名学生', '2 个下级院系', '3 个专业'])).toBe('1 名学生、2 个下级院系和 3 个专业');
    expect(refusal('该学院', [[12, '名学生'], [0, '个下级院系'], [3, '个专业']])).toBe('该学院下仍有 12 名学生和 3 个专业,无法删除');
    expect(refusal('该班级', [[0, '名学生']])).toBeNull();
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

  it('validates names, order numbers and grades by the endpoints’ schemas, with the forms’ texts', async () => {
    const errors = async (level: 'campus' | 'class', values: Record<string, unknown>) => {
      const l = STRUCTURE_LEVELS[level];
      const result = await schemaResolver(l.schema, levelMessages(l, t), { raw: true })(values, undefined, { fields: {}, shouldUseNativeValidation: false });
      return Object.fromEntries(Object.entries(result.errors).map(([k, e]) => [k, (e as { message: string }).message]));
    };
    expect(await errors('campus', { name: '  ', orderId: '' })).toEqual({ name: 'structure.validation.required{"field":"resources.campuses.fields.name"}' });
    expect(await errors('campus', { name: 'x'.repeat(51), orderId: '' })).toEqual({ name: 'structure.validation.too_long{"field":"resources.campuses.fields.name","max":50}' });
    expect(await errors('campus', { name: '南湖校区', orderId: '12' })).toEqual({});
    expect(await errors('campus', { name: '南湖校区', orderId: '-1' })).toEqual({ orderId: 'structure.validation.order' });
    expect(await errors('campus', { name: '南湖校区', orderId: '1.5' })).toEqual({ orderId: 'structure.validation.order' });
    const klass = { name: '日语2401班', collegeId: 3, majorId: 31, counsellor: '', headTeacher: '' };
    expect(await errors('class', { ...klass, grade: '2024' })).toEqual({});
    expect(await errors('class', { ...klass, grade: '24' })).toEqual({ grade: 'structure.validation.grade' });
    expect(await errors('class', { ...klass, grade: '' })).toEqual({ grade: 'structure.validation.required{"field":"resources.classes.fields.grade"}' });
  });
});
