/**
 * zh-CN messages: 荣誉就业 (issue 21; spec §2 /honors, /employment) — the page texts 'honours'.
 * Levels, job kinds and statuses as common/honours.ts.
 */
export default {
  honours: {
    title: { honours: '荣誉管理', employment: '就业实习', my_honours: '我的荣誉', my_employment: '我的就业' },
    tabs: { list: '记录', stats: '统计' },
    level: { 1: '国家级', 2: '省级', 3: '市级', 4: '校级', 5: '院级' },
    jobKind: { 1: '就业', 2: '实习' },
    status: { 1: '审核中', 2: '已通过', 3: '已驳回' },
    fields: {
      studentName: '学生', studentCode: '学号', collegeName: '学院', title: '荣誉名称', employer: '单位名称', level: '级别', issuer: '颁发单位',
      job: '岗位', jobKind: '类型', date: '获奖日期', startDate: '开始日期', endDate: '结束日期', period: '起止日期', remarks: '说明', files: '证明材料',
      status: '状态', opinion: '审核意见',
    },
    list: { search: '姓名/学号/名称', all: '全部', export: '导出', empty: '暂无记录' },
    export: { title: '导出记录', running: '正在导出…', download: '下载', done: '已导出 %{rows} 条记录', close: '关闭' },
    stats: { total: '已通过', pending: '待审核', count: '数量', by_level: '按级别', by_kind: '按类型', by_college: '按学院' },
    my: {
      declare: '申报', declare_honour: '申报荣誉', declare_employment: '申报就业/实习', submit: '提交', cancel: '取消', saved: '已提交，等待审核',
      failed: '提交失败', empty_honours: '还没有荣誉记录，点击「申报」添加', empty_employment: '还没有就业或实习记录，点击「申报」添加', rejected: '驳回原因：%{opinion}',
    },
    show: {
      pass: '通过', reject: '驳回', reject_title: '驳回申报', reason: '驳回原因', passed: '已通过', rejected: '已驳回', no_files: '未上传',
      history: '审核记录', no_history: '暂无审核记录', history_step: '（%{step}）', history_system: '系统', history_opinion: '意见：%{opinion}',
      load_failed: '记录加载失败', retry: '重试',
    },
  },
};
