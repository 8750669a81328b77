/**
 * Administrative structure (issue 3 contract (a); spec §2 /usermng/student/campus|college|major|
 * class, /organization/department): lists with counts, filters and paging, CRUD with unique names
 * and referential refusals that say why, the college tree, the options endpoint, tenant isolation
 * and permission refusal.
 */
import { describe, expect, it } from 'vitest';
import type { CampusRow, ClassRow, CollegeRow, CollegeTreeNode, MajorRow, OptionItem } from '../../common/api.js';
import type { Page } from '../../common/envelope.js';
import { fileAppAs } from './helpers.js';
import { fail, idByName, ok } from './structure-helpers.js';

const { t, admin, admin2, teacher, student } = await fileAppAs('admin', 'admin2', 'teacher', 'student');

const count = async (table: 'students' | 'colleges' | 'majors' | 'classes', column: 'campusId' | 'collegeId' | 'majorId' | 'classId' | 'parentId', id: number) => {
  const row = await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where(column as never, '=', id as never).executeTakeFirstOrThrow();
  return Number(row.n);
};

describe('campuses', () => {
  it('lists the school’s campuses with college and student counts computed from the rows', async () => {
    const page = await ok<Page<CampusRow>>(t, 'GET', '/school/campus/list', { current: 1, size: 10 }, admin);
    const names = (await t.db.selectFrom('campuses').select('name').where('schoolId', '=', 10001).orderBy('orderId').execute()).map((r) => r.name);
    expect(page.list.map((r) => r.name)).toEqual(names);
    expect(page.total).toBe(names.length);
    for (const row of page.list) {
      expect(row.collegeCount).toBe(await count('colleges', 'campusId', row.id));
      expect(row.studentCount).toBe(await count('students', 'campusId', row.id));
    }
    expect(page.list.some((r) => r.studentCount > 0)).toBe(true);
  });

  it('adds, renames and deletes a campus; names are unique per school', async () => {
    const added = await ok<CampusRow>(t, 'POST', '/school/campus/add', { name: '  新区校区 ', orderId: 9 }, admin);
    expect(added).toMatchObject({ name: '新区校区', orderId: 9, collegeCount: 0, studentCount: 0 });
    expect(await fail(t, 'POST', '/school/campus/add', { name: '新区校区' }, admin)).toMatchObject({ code: 10002, msg: '参数错误: name 已存在名为「新区校区」的校区' });
    expect(await fail(t, 'POST', '/school/campus/add', { name: '' }, admin)).toMatchObject({ code: 10002, msg: '参数错误: name 不能为空' });
    // 10002 has the same name: another school is another namespace.
    await ok(t, 'POST', '/school/campus/add', { name: '新区校区' }, admin2);
    const renamed = await ok<CampusRow>(t, 'POST', '/school/campus/update', { id: added.id, name: '临港校区' }, admin);
    expect(renamed).toMatchObject({ id: added.id, name: '临港校区', orderId: 9 });
    expect(await fail(t, 'POST', '/school/campus/update', { id: added.id, name: '南湖校区' }, admin)).toMatchObject({ code: 10002, msg: '参数错误: name 已存在名为「南湖校区」的校区' });
    await ok(t, 'POST', '/school/campus/delete', { id: added.id }, admin);
    expect(await t.db.selectFrom('campuses').select('id').where('id', '=', added.id).executeTakeFirst()).toBeUndefined();
  });

  it('refuses to delete a campus that still has colleges and students, saying how many', async () => {
    const id = await idByName(t, 'campuses', 10001, '南湖校区');
    const [students, colleges] = [await count('students', 'campusId', id), await count('colleges', 'campusId', id)];
    expect(students).toBeGreaterThan(0);
    expect(await fail(t, 'POST', '/school/campus/delete', { id }, admin)).toMatchObject({
      code: 10002,
      msg: `该校区下仍有 ${students} 名学生和 ${colleges} 个院系,无法删除`,
    });
    expect(await count('colleges', 'campusId', id)).toBe(colleges);
  });
});

describe('colleges', () => {
  it('lists colleges with counts, filtered by campus and name, paged', async () => {
    const campusId = await idByName(t, 'campuses', 10001, '光谷校区');
    const page = await ok<Page<CollegeRow>>(t, 'GET', '/school/college/list', { campusId, size: 40 }, admin);
    const expected = await t.db.selectFrom('colleges').select('name').where('schoolId', '=', 10001).where('campusId', '=', campusId).orderBy('orderId').orderBy('id').execute();
    expect(page.list.map((r) => r.name)).toEqual(expected.map((r) => r.name));
    const cs = page.list.find((r) => r.name === '计算机学院')!;
    expect(cs).toMatchObject({ campusName: '光谷校区', parentId: 0, parentName: '' });
    expect(cs.majorCount).toBe(await count('majors', 'collegeId', cs.id));
    expect(cs.classCount).toBe(await count('classes', 'collegeId', cs.id));
    expect(cs.studentCount).toBe(await count('students', 'collegeId', cs.id));
    expect(cs.childCount).toBe(await count('colleges', 'parentId', cs.id));
    expect(cs.childCount).toBeGreaterThan(0);

    const byName = await ok<Page<CollegeRow>>(t, 'GET', '/school/college/list', { name: '外国语' }, admin);
    expect(byName.list.map((r) => r.name)).toEqual(['外国语学院']);
    const all = await ok<Page<CollegeRow>>(t, 'GET', '/school/college/list', { size: 40 }, admin);
    const second = await ok<Page<CollegeRow>>(t, 'GET', '/school/college/list', { current: 2, size: 10 }, admin);
    expect(second.list.map((r) => r.id)).toEqual(all.list.slice(10, 20).map((r) => r.id));
    expect(second.total).toBe(all.total);
    expect(await fail(t, 'GET', '/school/college/list', { campusId: 'abc' }, admin)).toMatchObject({ code: 10002, msg: '参数错误: campusId 格式不正确' });
  });

  it('returns the 院系 tree with sub-colleges nested under their parent', async () => {
    const tree = await ok<CollegeTreeNode[]>(t, 'GET', '/school/college/tree', {}, admin);
    const cs = tree.find((n) => n.name === '计算机学院')!;
    const children = await t.db.selectFrom('colleges').select('name').where('parentId', '=', cs.id).orderBy('orderId').execute();
    expect(cs.children.map((c) => c.name)).toEqual(children.map((c) => c.name));
    expect(cs.children.every((c) => c.parentId === cs.id)).toBe(true);
    const flat = (nodes: CollegeTreeNode[]): CollegeTreeNode[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
    const total = await t.db.selectFrom('colleges').select((eb) => eb.fn.countAll<number>().as('n')).where('schoolId', '=', 10001).executeTakeFirstOrThrow();
    expect(flat(tree)).toHaveLength(Number(total.n));
    expect(tree.every((n) => n.parentId === 0)).toBe(true);
  });

  it('adds a sub-college, moves it, refuses cycles and deletes it', async () => {
    const parentId = await idByName(t, 'colleges', 10001, '理学院');
    const child = await ok<CollegeRow>(t, 'POST', '/school/college/add', { name: '数学系', code: 'LX01', parentId }, admin);
    expect(child).toMatchObject({ name: '数学系', code: 'LX01', parentId, parentName: '理学院', studentCount: 0 });
    const grandchild = await ok<CollegeRow>(t, 'POST', '/school/college/add', { name: '统计教研室', parentId: child.id }, admin);
    expect(await fail(t, 'POST', '/school/college/update', { id: child.id, parentId: grandchild.id }, admin)).toMatchObject({
      code: 10002,
      msg: '参数错误: parentId 不能把院系移动到其自身或其下级院系之下',
    });
    expect(await fail(t, 'POST', '/school/college/update', { id: child.id, parentId: child.id }, admin)).toMatchObject({ code: 10002 });
    expect(await fail(t, 'POST', '/school/college/add', { name: '数学系' }, admin)).toMatchObject({ code: 10002, msg: '参数错误: name 已存在名为「数学系」的院系' });
    expect(await fail(t, 'POST', '/school/college/add', { name: '物理系', code: 'LX01' }, admin)).toMatchObject({ code: 10002, msg: '参数错误: code 院系代码「LX01」已被使用' });
    expect(await fail(t, 'POST', '/school/college/add', { name: '物理系', parentId: 999999 }, admin)).toMatchObject({ code: 10002, msg: '参数错误: parentId 上级院系不存在' });

    expect(await fail(t, 'POST', '/school/college/delete', { id: child.id }, admin)).toMatchObject({ code: 10002, msg: '该院系下仍有 1 个下级院系,无法删除' });
    // Moving the grandchild to the top level (parentId 0) and renaming keeps the rest.
    const moved = await ok<CollegeRow>(t, 'POST', '/school/college/update', { id: grandchild.id, parentId: 0, name: '统计学系' }, admin);
    expect(moved).toMatchObject({ parentId: 0, name: '统计学系', parentName: '' });
    await ok(t, 'POST', '/school/college/delete', { id: child.id }, admin);
    await ok(t, 'POST', '/school/college/delete', { id: grandchild.id }, admin);
  });

  it('refuses to delete a college that still has students, sub-colleges and majors, with the counts', async () => {
    const id = await idByName(t, 'colleges', 10001, '计算机学院');
    const [students, children, majors, classes] = [
      await count('students', 'collegeId', id), await count('colleges', 'parentId', id), await count('majors', 'collegeId', id), await count('classes', 'collegeId', id),
    ];
    expect(await fail(t, 'POST', '/school/college/delete', { id }, admin)).toMatchObject({
      code: 10002,
      msg: `该院系下仍有 ${students} 名学生、${children} 个下级院系、${majors} 个专业和 ${classes} 个班级,无法删除`,
    });
  });

  it('moving a college to another campus moves its students’ campus too', async () => {
    const id = await idByName(t, 'colleges', 10001, '文学院');
    const campusId = await idByName(t, 'campuses', 10001, '光谷校区');
    const row = await ok<CollegeRow>(t, 'POST', '/school/college/update', { id, campusId }, admin);
    expect(row.campusName).toBe('光谷校区');
    const campuses = await t.db.selectFrom('students').select('campusId').distinct().where('collegeId', '=', id).execute();
    expect(campuses.map((c) => c.campusId)).toEqual([campusId]);
  });
});

describe('majors', () => {
  it('lists majors of a college with class and student counts', async () => {
    const collegeId = await idByName(t, 'colleges', 10001, '经济管理学院');
    const page = await ok<Page<MajorRow>>(t, 'GET', '/school/major/list', { collegeId }, admin);
    expect(page.list.map((r) => r.name)).toEqual(['会计学', '市场营销', '国际经济与贸易']);
    for (const m of page.list) {
      expect(m.collegeName).toBe('经济管理学院');
      expect(m.classCount).toBe(await count('classes', 'majorId', m.id));
      expect(m.studentCount).toBe(await count('students', 'majorId', m.id));
    }
  });

  it('keeps names unique within a college, moves classes and students with the major, and refuses deletes with classes', async () => {
    const from = await idByName(t, 'colleges', 10001, '艺术学院');
    const to = await idByName(t, 'colleges', 10001, '文学院');
    expect(await fail(t, 'POST', '/school/major/add', { name: '音乐学', collegeId: from }, admin)).toMatchObject({
      code: 10002,
      msg: '参数错误: name 该院系下已存在名为「音乐学」的专业',
    });
    expect(await fail(t, 'POST', '/school/major/add', { name: '舞蹈学' }, admin)).toMatchObject({ code: 10002, msg: '参数错误: collegeId 不能为空' });
    const major = await ok<MajorRow>(t, 'POST', '/school/major/add', { name: '音乐学', collegeId: to }, admin);
    expect(major).toMatchObject({ collegeName: '文学院', classCount: 0, studentCount: 0 });
    await ok(t, 'POST', '/school/major/delete', { id: major.id }, admin);

    const music = await t.db.selectFrom('majors').select('id').where('collegeId', '=', from).where('name', '=', '音乐学').executeTakeFirstOrThrow();
    const [classes, students] = [await count('classes', 'majorId', music.id), await count('students', 'majorId', music.id)];
    expect(classes).toBeGreaterThan(0);
    const moved = await ok<MajorRow>(t, 'POST', '/school/major/update', { id: music.id, collegeId: to }, admin);
    expect(moved).toMatchObject({ collegeId: to, collegeName: '文学院', classCount: classes, studentCount: students });
    const stray = await t.db.selectFrom('classes').select('id').where('majorId', '=', music.id).where('collegeId', '<>', to).execute();
    expect(stray).toEqual([]);
    expect((await t.db.selectFrom('students').select('collegeId').distinct().where('majorId', '=', music.id).execute()).map((r) => r.collegeId)).toEqual(students ? [to] : []);
    expect(await fail(t, 'POST', '/school/major/delete', { id: music.id }, admin)).toMatchObject({
      code: 10002,
      msg: students ? `该专业下仍有 ${students} 名学生和 ${classes} 个班级,无法删除` : `该专业下仍有 ${classes} 个班级,无法删除`,
    });
  });
});

describe('classes', () => {
  it('filters classes by college, major and grade, newest grade first', async () => {
    const collegeId = await idByName(t, 'colleges', 10001, '计算机学院');
    const majorId = await idByName(t, 'majors', 10001, '软件工程');
    const byMajor = await ok<Page<ClassRow>>(t, 'GET', '/school/class/list', { collegeId, majorId, size: 40 }, admin);
    const expected = await t.db.selectFrom('classes').select('name').where('majorId', '=', majorId).execute();
    expect(byMajor.total).toBe(expected.length);
    expect(byMajor.list.every((c) => c.majorName === '软件工程' && c.collegeName === '计算机学院')).toBe(true);
    const grades = byMajor.list.map((c) => c.grade);
    expect(grades).toEqual([...grades].sort().reverse());
    const g2023 = await ok<Page<ClassRow>>(t, 'GET', '/school/class/list', { majorId, grade: '2023' }, admin);
    expect(g2023.list.length).toBeGreaterThan(0);
    expect(g2023.list.every((c) => c.grade === '2023')).toBe(true);
    for (const c of g2023.list) expect(c.studentCount).toBe(await count('students', 'classId', c.id));
    expect(await fail(t, 'GET', '/school/class/list', { grade: '23' }, admin)).toMatchObject({ code: 10002, msg: '参数错误: grade 格式不正确' });
  });

  it('adds a class under a major (college derived), validates grade and names, and deletes it', async () => {
    const majorId = await idByName(t, 'majors', 10001, '软件工程');
    const added = await ok<ClassRow>(t, 'POST', '/school/class/add', { name: '软件工程2599班', majorId, grade: 2025, counsellor: '张老师' }, admin);
    expect(added).toMatchObject({ grade: '2025', collegeName: '计算机学院', majorName: '软件工程', counsellor: '张老师', headTeacher: '', studentCount: 0 });
    expect(await fail(t, 'POST', '/school/class/add', { name: '软件工程2599班', majorId, grade: '2025' }, admin)).toMatchObject({
      code: 10002,
      msg: '参数错误: name 已存在名为「软件工程2599班」的班级',
    });
    expect(await fail(t, 'POST', '/school/class/add', { name: 'X班', majorId, grade: '25级' }, admin)).toMatchObject({ code: 10002, msg: '参数错误: grade 格式不正确' });
    const otherCollege = await idByName(t, 'colleges', 10001, '文学院');
    expect(await fail(t, 'POST', '/school/class/add', { name: 'X班', majorId, collegeId: otherCollege, grade: '2025' }, admin)).toMatchObject({
      code: 10002,
      msg: '参数错误: majorId 专业不属于所选院系',
    });
    const updated = await ok<ClassRow>(t, 'POST', '/school/class/update', { id: added.id, headTeacher: '李老师', counsellor: '' }, admin);
    expect(updated).toMatchObject({ counsellor: '', headTeacher: '李老师', name: '软件工程2599班' });
    await ok(t, 'POST', '/school/class/delete', { id: added.id }, admin);
  });

  it('refuses to delete a class with students; a new grade is written to its students', async () => {
    const withStudents = await t.db.selectFrom('students').select('classId').where('schoolId', '=', 10001).where('classId', 'is not', null).executeTakeFirstOrThrow();
    const classId = withStudents.classId!;
    const n = await count('students', 'classId', classId);
    expect(await fail(t, 'POST', '/school/class/delete', { id: classId }, admin)).toMatchObject({ code: 10002, msg: `该班级下仍有 ${n} 名学生,无法删除` });
    await ok(t, 'POST', '/school/class/update', { id: classId, grade: '2020' }, admin);
    const grades = await t.db.selectFrom('students').select('grade').distinct().where('classId', '=', classId).execute();
    expect(grades.map((g) => g.grade)).toEqual(['2020']);
  });
});

describe('GET /school/structure/options', () => {
  it('gives sorted options of every kind, narrowed by the parent filters', async () => {
    const campuses = await ok<OptionItem[]>(t, 'GET', '/school/structure/options', { kind: 'campus' }, admin);
    expect(campuses.map((c) => c.name)).toEqual(['南湖校区', '光谷校区']);
    const collegeId = await idByName(t, 'colleges', 10001, '外国语学院');
    const majors = await ok<OptionItem[]>(t, 'GET', '/school/structure/options', { kind: 'major', collegeId }, admin);
    expect(majors.map((m) => m.name)).toEqual(['英语', '日语', '翻译']);
    // What the tree pickers group by (issue 18 item 8): a major's college, a class's major, a college's parent.
    expect(majors.every((m) => m.group === '外国语学院')).toBe(true);
    const colleges = await ok<OptionItem[]>(t, 'GET', '/school/structure/options', { kind: 'college' }, admin);
    expect(colleges.every((c) => typeof c.parentId === 'number')).toBe(true);
    const classes = await ok<OptionItem[]>(t, 'GET', '/school/structure/options', { kind: 'class', majorId: majors[0].id, grade: '2022' }, admin);
    const expected = await t.db.selectFrom('classes').select('name').where('majorId', '=', Number(majors[0].id)).where('grade', '=', '2022').orderBy('name').execute();
    expect(classes.map((c) => c.name)).toEqual(expected.map((c) => c.name));
    expect(classes.every((c) => c.group === '英语')).toBe(true);
    const grades = await ok<OptionItem[]>(t, 'GET', '/school/structure/options', { kind: 'grade' }, admin);
    expect(grades.slice(0, 4)).toEqual(expect.arrayContaining([{ id: '2021', name: '2021级' }]));
    expect(grades.map((g) => g.id)).toEqual([...grades.map((g) => g.id)].sort());
    expect(await fail(t, 'GET', '/school/structure/options', { kind: 'building' }, admin)).toMatchObject({ code: 10002, msg: '参数错误: kind 格式不正确' });
    expect(await fail(t, 'GET', '/school/structure/options', {}, admin)).toMatchObject({ code: 10002, msg: '参数错误: kind 不能为空' });
  });

  it('is open to staff (a teacher too) but refuses students', async () => {
    expect((await ok<OptionItem[]>(t, 'GET', '/school/structure/options', { kind: 'college' }, teacher)).length).toBeGreaterThan(0);
    expect(await fail(t, 'GET', '/school/structure/options', { kind: 'college' }, student)).toMatchObject({ code: 10003 });
  });
});

describe('tenant isolation and permissions', () => {
  it('each school sees only its own structure, and cannot touch another school’s rows', async () => {
    const own = await ok<OptionItem[]>(t, 'GET', '/school/structure/options', { kind: 'college' }, admin2);
    expect(own.map((c) => c.name)).toEqual(['信息工程学院', '商学院']);
    const list = await ok<Page<CollegeRow>>(t, 'GET', '/school/college/list', { size: 40 }, admin2);
    expect(list.list.map((c) => c.name)).toEqual(['信息工程学院', '商学院']);
    const foreign = await idByName(t, 'colleges', 10001, '艺术学院');
    expect(await fail(t, 'POST', '/school/college/update', { id: foreign, name: '被改名' }, admin2)).toMatchObject({ code: 10002, msg: '参数错误: id 院系不存在' });
    expect(await fail(t, 'POST', '/school/college/delete', { id: foreign }, admin2)).toMatchObject({ code: 10002 });
    expect(await fail(t, 'POST', '/school/major/add', { name: '偷渡专业', collegeId: foreign }, admin2)).toMatchObject({ code: 10002, msg: '参数错误: collegeId 院系不存在' });
    expect((await t.db.selectFrom('colleges').select('name').where('id', '=', foreign).executeTakeFirstOrThrow()).name).toBe('艺术学院');
    const foreignMajors = await ok<OptionItem[]>(t, 'GET', '/school/structure/options', { kind: 'major', collegeId: foreign }, admin2);
    expect(foreignMajors).toEqual([]);
  });

  it('refuses the teacher t1001 (no structure modules) and students with 10003', async () => {
    for (const [method, path, params] of [
      ['GET', '/school/campus/list', {}], ['POST', '/school/campus/add', { name: 'x' }], ['GET', '/school/college/list', {}],
      ['GET', '/school/college/tree', {}], ['POST', '/school/college/delete', { id: 1 }], ['GET', '/school/major/list', {}],
      ['POST', '/school/major/update', { id: 1 }], ['GET', '/school/class/list', {}], ['POST', '/school/class/add', {}],
    ] as const) {
      expect((await fail(t, method, path, params, teacher)).code, `${path} teacher`).toBe(10003);
      expect((await fail(t, method, path, params, student)).code, `${path} student`).toBe(10003);
    }
  });
});
