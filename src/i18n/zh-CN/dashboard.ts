/** zh-CN messages: the admin dashboard /dashboard (issue 6; spec §2 "Admin dashboard", §8, §9). */
import { sourceTypeLabels } from '../../../common/activities';

export default {
  dashboard: {
    title: '数据一览',
    loading: '数据准备中，请稍候…',
    empty: '暂无数据',
    view_all: '查看全部',
    more: '更多',
    close: '关闭',
    welcome_line: '您好，%{name}',
    counters: {
      studentCount: '学生总数',
      operatorCount: '教师总数',
      organizationCount: '校园组织',
      activityCount: '活动数量',
      activityEnrollCount: '活动参与',
      hoursApplyCount: '自主申报',
      waitAuditCount: '审核中',
      progressingCount: '进行中',
    },
    units: { people: '人', items: '个', times: '人次', applies: '项' },
    popup: {
      students: {
        name: '姓名', code: '学号', collegeName: '院系', majorName: '专业', className: '班级', grade: '年级', hours: '学时',
      },
      activities: {
        name: '活动名称', orgName: '组织者', classifyName: '所属模块', status: '状态', hours: '学时', startTime: '开始时间', enrollCount: '参与人数',
      },
      applies: {
        userName: '姓名', code: '学号', projectName: '项目名称', optionName: '奖项级别', hours: '学时', status: '状态', applyTime: '申报时间',
      },
    },
    source_type: { ...sourceTypeLabels },
    needDealt: {
      title: '待办事项',
      empty: '暂无待办事项',
      oldest: '最早：%{name}',
      view: '查看',
      oldest_title: '最早的待办',
      popup_title: '%{type}待办',
      taskName: '事项',
      userName: '申请人',
      organizationName: '组织',
      applyTime: '申请时间',
      waitTime: '等待时间',
      // Issue 18 item 5: the caller's own tasks beside the school's (待办统计).
      school_total: '我的待办 %{mine} 项 · 全校待办 %{total} 项（待办统计）',
    },
    pending: {
      title: '教师待办',
      sourceType: '待办类型',
    },
    realtime: {
      title: '实时活动',
      name: '活动名称', orgName: '组织者', classifyName: '所属模块', status: '状态', time: '活动时间',
    },
    ranking: {
      title: '指导学时排行',
      rank: '排名', teacherName: '教师', organizationName: '所属学院', createActivityNum: '活动数', guidanceHours: '指导学时',
      placeholder: '待上榜',
    },
    volunteer: {
      title: '志愿组织',
      TeamName: '组织名称', activityCount: '活动数', memberCount: '成员数',
    },
    credit: {
      title: '学生诚信',
      userName: '姓名', userCode: '学号', credit: '诚信值', unFaithNumdo: '失信次数',
    },
    awards: {
      title: '学生获奖',
      userName: '姓名', projectName: '获奖项目', optionName: '奖项级别', hours: '学时', applyTime: '时间',
    },
    reach: {
      title: '学时达标率',
      grade: '年级',
      grade_all: '全部年级',
      series: '达标率',
      tooltip: '达标 %{reach}/%{total} 人',
    },
    week: {
      title: '近7日活动',
      waitAuditCount: '待审核',
      progressingCount: '进行中',
      waitFinishCount: '待结项',
    },
    pie: { title: '第二课堂活动比率' },
    radar: {
      title: '各类型活动平均',
      avg: '平均学时',
      max: '最高学时',
      default_categories: '思想素养,文化活动,技能特长,志愿公益,创新创业',
    },
    colleges: {
      title: '学院活动概况',
      term_title: '本学期学院活动',
      name: '学院', activityCount: '活动数', enrollCount: '参与人次', waitFinishCount: '待结项', reachRate: '达标率',
    },
    grade_reach: { title: '年级达标率', series: '达标率' },
    status: { title: '活动状态分布' },
  },
};
