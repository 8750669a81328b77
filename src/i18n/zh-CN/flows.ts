/** zh-CN messages: flow templates (/system/flow 流程配置) — react-admin 'resources.flows' and the page texts 'flows'. */
import { flowKindLabels } from '../../../common/flows';
export default {
  resources: {
    flows: {
      name: '审核流程',
      fields: { name: '流程名称', kind: '流程类型', stepCount: '步骤数', enabled: '状态', remarks: '备注', actions: '操作' },
    },
  },
  flows: {
    list_title: '流程配置',
    filters: { name_placeholder: '请输入流程名称', all_kinds: '全部类型' },
    kind: { ...flowKindLabels },
    auditorType: { 1: '角色', 2: '组织负责人', 3: '指定人员' },
    enabled: '启用',
    disabled: '停用',
    step: {
      label: '第%{n}步',
      name: '步骤名称',
      auditorType: '审核人类型',
      role: '审核角色',
      users: '审核人',
      no_users: '暂无可选人员',
      leader_hint: '由活动所属组织的负责人审核',
    },
    action: {
      create: '新增流程',
      edit: '编辑',
      delete: '删除',
      save: '保存',
      cancel: '取消',
      add_step: '添加步骤',
      remove_step: '删除步骤',
      up: '上移',
      down: '下移',
    },
    dialog: {
      create_title: '新增流程',
      edit_title: '编辑流程：%{name}',
      steps_title: '审核步骤',
      steps_hint: '按顺序逐级审核，最多10步；任一步驳回即结束审核。',
      loading: '正在加载…',
    },
    confirm: { delete: '确定删除流程“%{name}”吗？启用中的流程需先停用。' },
    done: { created: '流程已新增', updated: '流程已保存', deleted: '流程已删除' },
    validation: {
      name_required: '请输入流程名称',
      name_length: '流程名称不能超过30个字',
      kind_required: '请选择流程类型',
      steps_required: '流程至少需要一个审核步骤',
      steps_max: '流程最多10个审核步骤',
      step_name_required: '请输入步骤名称',
      step_role_required: '请选择审核角色',
      step_users_required: '请选择审核人',
    },
  },
};
