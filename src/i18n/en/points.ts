/**
 * English messages: points and gifts (issue 21) — the page texts 'points', the same keys as
 * zh-CN/points.ts.
 */
export default {
  points: {
    title: { accounts: 'Points accounts', store: 'Gift store', orders: 'Gift orders', rules: 'Points rules', mine: 'Points store' },
    fields: {
      name: 'Name', studentCode: 'Student no.', collegeName: 'College', className: 'Class', balance: 'Balance', earned: 'Earned', spent: 'Spent', collegeId: 'College',
      giftName: 'Gift', giftPhoto: 'Photo', description: 'Description', price: 'Points', stock: 'Stock', perStudent: 'Limit per student', onShelf: 'On shelf', redeemed: 'Redeemed',
      pickCode: 'Pick-up code', status: 'Status', createdAt: 'Redeemed at', handledAt: 'Handled at', points: 'Points', reason: 'Reason', keyword: 'Name, student no. or code', actions: 'Actions',
    },
    source: { 1: 'Activity completed', 2: 'Declaration approved', 3: 'Activity rated', 4: 'Gift redeemed', 5: 'Redemption refunded' },
    orderStatus: { 1: 'Waiting', 2: 'Picked up', 3: 'Cancelled' },
    shelf: { on: 'On shelf', off: 'Off shelf' },
    stats: { chart: 'Points earned and spent, last six months', earned: 'Earned', spent: 'Spent', students: 'Students', balance: 'Total balance', totalEarned: 'Total earned', totalSpent: 'Total spent' },
    action: {
      export: 'Export', addGift: 'New gift', edit: 'Edit', save: 'Save', cancel: 'Cancel', upload: 'Upload photo', pickup: 'Picked up', cancelOrder: 'Cancel order',
      redeem: 'Redeem', ledger: 'History',
    },
    confirm: {
      pickup: 'Has %{name} picked up “%{gift}”?',
      cancel: 'Cancelling refunds %{points} points and restores the stock. Reason:',
      redeem: 'Redeem “%{name}” for %{price} points?',
    },
    done: { saved: 'Saved', redeemed: 'Redeemed, pick-up code %{code}', picked: 'Marked as picked up', cancelled: 'Cancelled and refunded' },
    rules: {
      hint: 'Students earn points by these rules when an activity is completed, a declaration approved or an activity rated; each only once.',
      enabled: 'Enabled', perHour: 'Per hour granted', perEvent: 'Each time', points: 'Points',
    },
    mine: {
      balance: 'My points', earned: 'Earned %{n}', spent: 'Spent %{n}', tabGifts: 'Gifts', tabOrders: 'My orders', tabLedger: 'History',
      stockLeft: '%{n} left', limit: 'Limit %{n} per student', soldOut: 'Sold out', short: 'Not enough points', noPhoto: 'No photo',
      pickHint: 'Show the code at the Youth League office to pick it up',
    },
    export: { title: 'Export points accounts', running: 'Exporting…', download: 'Download', done: '%{rows} rows exported', close: 'Close' },
    all: 'All',
    ledgerOf: 'Points history of %{name}',
  },
};
