/**
 * zh-CN messages: 活力值 points and gifts (issue 21; spec §2 /coin/base/list, /communist/gift/list,
 * /communist/systempal/store, /system coin) — the page texts 'points'. Sources and statuses as
 * common/points.ts.
 */
export default {
  points: {
    title: { accounts: '活力值账户', store: '礼品管理', orders: '兑换订单', rules: '活力值规则', mine: '活力商城' },
    fields: {
      name: '姓名', studentCode: '学号', collegeName: '院系', className: '班级', balance: '余额', earned: '累计获得', spent: '累计消费', collegeId: '院系',
      giftName: '礼品', giftPhoto: '图片', description: '说明', price: '所需活力值', stock: '库存', perStudent: '每人限兑', onShelf: '上架', redeemed: '已兑换',
      pickCode: '取货码', status: '状态', createdAt: '兑换时间', handledAt: '办理时间', points: '活力值', reason: '原因', keyword: '姓名、学号或取货码', actions: '操作',
    },
    source: { 1: '活动完成', 2: '申报通过', 3: '活动评价', 4: '兑换礼品', 5: '取消兑换退回' },
    orderStatus: { 1: '待领取', 2: '已领取', 3: '已取消' },
    shelf: { on: '已上架', off: '已下架' },
    stats: { chart: '近六个月活力值获得与消费', earned: '获得', spent: '消费', students: '学生数', balance: '余额合计', totalEarned: '累计获得', totalSpent: '累计消费' },
    action: {
      export: '导出', addGift: '新增礼品', edit: '编辑', save: '保存', cancel: '取消', upload: '上传图片', pickup: '确认领取', cancelOrder: '取消订单',
      redeem: '兑换', ledger: '明细',
    },
    confirm: {
      pickup: '确认「%{name}」已领取「%{gift}」吗？',
      cancel: '取消后将退回 %{points} 活力值并恢复库存，请填写原因：',
      redeem: '确定用 %{price} 活力值兑换「%{name}」吗？',
    },
    done: { saved: '已保存', redeemed: '兑换成功，取货码 %{code}', picked: '已确认领取', cancelled: '已取消并退回活力值' },
    rules: {
      hint: '学生完成活动、申报通过或评价活动时按以下规则获得活力值；同一事项只计一次。',
      enabled: '启用', perHour: '按学时计（每学时）', perEvent: '每次', points: '活力值',
    },
    mine: {
      balance: '我的活力值', earned: '累计获得 %{n}', spent: '累计消费 %{n}', tabGifts: '礼品', tabOrders: '我的订单', tabLedger: '明细',
      stockLeft: '剩余 %{n} 件', limit: '每人限兑 %{n} 件', soldOut: '已兑完', short: '活力值不足', noPhoto: '暂无图片',
      pickHint: '凭取货码到校团委领取',
    },
    export: { title: '导出活力值账户', running: '正在导出…', download: '下载', done: '已导出 %{rows} 条', close: '关闭' },
    all: '全部',
    ledgerOf: '%{name} 的活力值明细',
  },
};
