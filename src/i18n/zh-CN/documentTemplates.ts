/** zh-CN messages: 模板文件 (issue 21 document templates, per feature). */
export default {
  resources: {
    documentTemplates: {
      name: '模板',
      fields: {
        name: '模板名称', description: '模板说明', files: '模板文件', enabled: '启用', sort: '排序', updatedAt: '更新时间', updatedByName: '更新人', actions: '操作',
      },
    },
  },
  documentTemplates: {
    kind: { 1: '通用', 2: '思想成长', 3: '社会实践', 4: '志愿服务', 5: '创业孵化', 6: '学生组织' },
    title: {
      list: { 1: '模板文件', 2: '思想成长模板', 3: '社会实践模板', 4: '志愿服务模板', 5: '创业孵化模板', 6: '学生组织模板' },
      create: '新增模板',
      edit: '编辑模板',
    },
    hint: '发布「%{kind}」类申请书、计划书、总结等文档的模板，启用后学生和组织在填写相应表单时可直接下载。',
    filters: { name: '名称/说明', name_placeholder: '输入关键字', enabled: '状态', all: '全部', on: '已启用', off: '已停用' },
    action: { create: '新增模板', edit: '编辑', delete: '删除', save: '保存', cancel: '取消', back: '返回列表', retry: '重试' },
    load_failed: '模板加载失败',
    empty: '还没有模板，点击「新增模板」上传第一个',
    no_files: '未上传文件',
    file_count: '%{count} 个文件',
    confirm_delete: '确定删除模板「%{name}」吗？删除后学生将无法再下载。',
    form: { basics: '基本信息', files: '模板文件', files_label: '上传模板文件', enabled_hint: '停用后不在表单中显示' },
    done: { created: '模板已新增', updated: '模板已保存', deleted: '模板已删除', enabled: '已启用', disabled: '已停用' },
    downloads: { file: '%{name}（%{file}）', title: '下载模板', hint: '请先下载模板，按模板填写后再上传' },
  },
};
