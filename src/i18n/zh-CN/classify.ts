/** zh-CN messages: the category tree page (/system/classify 模块分类). */
export default {
  classify: {
    title: '模块分类',
    loading: '加载中',
    save: '保存',
    saved: '预警值已保存',
    invalid_hours: '请输入不小于0的数字,最多两位小数',
    min_hours_of: '%{name}的预警学时',
    yes: '是',
    no: '否',
    fields: { name: '分类名称', limitType: '类型', moduleKind: '所属模块', capGroup: '学期上限', campus: '计入校园活动', minHours: '预警学时' },
    limitType: { 0: '不限', 1: '必修', 2: '选修' },
    moduleKind: {
      ideology: '思想素养', innovation: '创新创业', skills: '技能特长', socialPractice: '社会实践',
      volunteering: '志愿公益', culture: '文化活动', growth: '成长记录',
    },
    capGroup: { campusCulture: '校园文化(每学期上限)', socialPractice: '寒暑假社会实践(每学期上限)', none: '无' },
  },
};
