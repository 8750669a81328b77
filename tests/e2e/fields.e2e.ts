/**
 * Issue 21 宣传阵地 in Chromium: the administrator adds an LED screen on /system/field/add (capacity
 * 1); the organisation leader l1001 applies for it on /system/field/apply for 校学生会; the reviewer
 * a1001 opens the application from the to-do panel (/system/field/apply/show?id=…) and approves it;
 * the field's details (/system/field/show) list the booking on its timeline. 组织工作安排
 * (/system/schedule/organ) shows the demo year's windows, and a student's 我的组织 (375 px) the ones open today. Screenshots at 1366×768 go to E2E_SHOTS
 * (default /tmp/e2e-shots).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';
import { journeyBrowser, signIn, visible } from './browser';
import { pick } from './forms';
import { workerBaseUrl } from './server';

const baseUrl = workerBaseUrl();
const captcha = inject('captchaCode');
const TAG = Date.now() % 100000;
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/e2e-shots';
const NAME = `东区LED屏${TAG}`;
const PURPOSE = `社团文化节宣传${TAG}`;

mkdirSync(SHOTS, { recursive: true });
const { newPage } = journeyBrowser();

async function staff(username: string, password: string) {
  const page = await newPage(1366, 768);
  await signIn(page, baseUrl, captcha, username, password);
  await visible(page, '数据一览');
  return page;
}

it('a field is added, an organisation applies, the reviewer approves from the to-do panel and the field lists the booking', async () => {
  // 1. The administrator adds the field.
  const admin = await staff('admin', 'Admin@123456');
  await admin.goto(`${baseUrl}/system/field/list`);
  await visible(admin, '学生活动中心LED屏');
  await admin.screenshot({ path: join(SHOTS, 'field-list.png') });
  await admin.locator('#main-content').getByRole('button', { name: '新增阵地' }).click();
  await admin.getByRole('textbox', { name: '阵地名称' }).fill(NAME);
  await pick(admin, '类型', 'LED屏');
  await admin.getByRole('textbox', { name: '位置或账号' }).fill('东区食堂北侧');
  await admin.getByRole('spinbutton', { name: '容量(个/天)' }).fill('1');
  await admin.getByRole('textbox', { name: '使用规则' }).fill('视频不超过30秒,提前3天提交素材。');
  await admin.screenshot({ path: join(SHOTS, 'field-add.png') });
  await admin.getByRole('button', { name: '保存' }).click();
  await visible(admin, '近期没有已通过的使用安排');
  expect(admin.url()).toContain('/system/field/show?id=');
  const fieldUrl = admin.url();

  // 2. The leader of 校学生会 applies for it.
  const leader = await staff('l1001', 'Leader@123456');
  await leader.goto(`${baseUrl}/system/field/apply`);
  await leader.getByRole('button', { name: '申请使用' }).click();
  const dialog = leader.getByRole('dialog');
  await pick(leader, '申请组织', '校学生会');
  await pick(leader, '阵地', `${NAME}(LED屏)`);
  await dialog.getByRole('textbox', { name: '用途' }).fill(PURPOSE);
  await dialog.getByRole('textbox', { name: '宣传内容' }).fill('文化节开幕视频,循环播放。');
  await leader.screenshot({ path: join(SHOTS, 'field-apply-form.png') });
  await dialog.getByRole('button', { name: '提交申请' }).click();
  await visible(leader, '当前步骤不由您审核');
  await visible(leader, `校学生会 · ${NAME}`);

  // 3. a1001 opens it from the to-do panel and approves it.
  const reviewer = await staff('a1001', 'Auditor@123456');
  await reviewer.getByTestId('needDealt-35-view').click();
  await reviewer.getByRole('dialog').getByText(`校学生会 申请 ${NAME}`).first().click();
  await expect.poll(() => reviewer.url()).toContain('/system/field/apply/show?id=');
  await visible(reviewer, PURPOSE);
  await reviewer.getByRole('textbox', { name: '审核意见' }).fill('同意,请按规范播放。');
  await reviewer.screenshot({ path: join(SHOTS, 'field-apply-show.png') });
  await reviewer.getByRole('button', { name: '通过', exact: true }).click();
  // Asked first, naming the organisation, the field and the days.
  const ask = reviewer.getByRole('dialog');
  await visible(reviewer, `确定通过「校学生会」在`);
  await ask.getByRole('button', { name: '通过', exact: true }).click();
  await visible(reviewer, '审核通过');
  await visible(reviewer, '已通过');

  // 4. The field's details list the booking.
  await admin.goto(fieldUrl);
  await expect.poll(() => admin.getByTestId('field-timeline').textContent()).toContain(PURPOSE);
  await admin.screenshot({ path: join(SHOTS, 'field-show.png') });
  await admin.goto(`${baseUrl}/system/field/apply`);
  await visible(admin, PURPOSE);
  await admin.screenshot({ path: join(SHOTS, 'field-apply-list.png') });
  await admin.goto(`${baseUrl}/system/schedule/organ`);
  await visible(admin, '年度注册');
  await admin.screenshot({ path: join(SHOTS, 'org-schedule.png') });

  // 5. A student (phone) sees the processes open today on 我的组织.
  const phone = await newPage(375, 812);
  await signIn(phone, baseUrl, captcha, '2021000001', 'Student@123456');
  await phone.waitForURL((u) => !u.pathname.startsWith('/login'));
  await phone.goto(`${baseUrl}/student/organization`);
  await expect.poll(() => phone.getByTestId('open-windows').textContent()).toContain('年度注册');
  await phone.screenshot({ path: join(SHOTS, 'student-org-windows.png') });
}, 240_000);
