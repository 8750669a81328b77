/** zh-CN messages: the blacklist page (/communist/blacklist 黑名单) — react-admin 'resources.blacklist' and 'blacklist'. */
import { appealStatusLabels } from '../../../common/activities';

export default {
  resources: {
    blacklist: {
      name: '黑名单',
      fields: {
        name: '姓名',
        code: '学号',
        collegeName: '学院',
        className: '班级',
        reason: '原因',
        noShowCount: '缺席次数',
        period: '期限',
        active: '状态',
        appealStatus: '申诉',
        actions: '操作',
      },
    },
  },
  blacklist: {
    list_title: '黑名单',
    filters: { name_placeholder: '请输入姓名', code_placeholder: '请输入学号', all: '全部' },
    state: { active: '黑名单中', removed: '已移出', removed_at: '已移出 %{time}' },
    appeal: { ...appealStatusLabels, none: '无' } as Record<string, string>,
    action: { add: '加入黑名单', remove: '移出黑名单' },
    remove: {
      title: '移出黑名单',
      student: '学生：%{name}（%{code}）',
      reason: '移出原因',
      reason_required: '请填写移出原因',
      confirm: '确定将“%{name}”移出黑名单吗？移出后该学生可以重新报名活动。',
    },
    add: {
      title: '加入黑名单',
      student: '学生',
      student_required: '请选择学生',
      reason: '原因',
      reason_required: '请填写加入黑名单的原因',
      days: '期限（天）',
      days_hint: '留空则按学校设置（默认90天）',
      days_invalid: '期限须为 1 至 9999 的整数',
    },
    done: { added: '已加入黑名单', removed: '已移出黑名单' },
  },
};
