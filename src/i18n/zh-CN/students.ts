/**
 * zh-CN messages: the students resource (react-admin 'resources.students') and its page
 * ('students'). Enumeration labels come from common/enums.ts so the spec's words live once.
 */
import { genderLabels, politicsLabels, studentStatusLabels } from '../../../common/enums';

export default {
  resources: {
    students: {
      name: '学生',
      fields: {
        name: '姓名',
        code: '学号',
        gender: '性别',
        politics: '政治面貌',
        campusName: '校区',
        collegeName: '学院',
        majorName: '专业',
        grade: '年级',
        className: '班级',
        hours: '学时',
        score: '分数/学分',
        credit: '诚信值',
        status: '状态',
      },
    },
  },
  students: {
    list_title: '学生列表',
    score_points: '分数',
    score_credit: '学分',
    filters: { name_placeholder: '请输入姓名', code_placeholder: '请输入学号' },
    gender: { ...genderLabels },
    politics: { ...politicsLabels },
    status: { ...studentStatusLabels },
  },
};
