/**
 * The transcript PDF (issue 7): the text of the generated PDF, extracted with a PDF text library
 * (unpdf, pdf.js), carries the student block, every module's hours against its minimum, the total,
 * the score with its unit, the verdict, the issue date and the short code; the summary is one page
 * and the detailed layout runs to several pages with the header repeated and page numbers; the font
 * is embedded as a subset.
 */
import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { PNG } from 'pngjs';
import { layoutOf, renderTranscriptPdf, verifyAddress } from '../../server/modules/transcripts/pdf/render.js';
import { sampleIssued, sampleRecords } from './transcripts-pdf-fixture.js';

const ORIGIN = 'https://dekt.example.edu.cn';

async function pagesOf(pdf: Uint8Array): Promise<string[]> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(doc, { mergePages: false });
  return text as string[];
}

/** Lines of text with runs of spaces collapsed (pdf.js separates table cells by spaces or newlines). */
const flat = (s: string) => s.replace(/\s+/g, ' ');

describe('summary layout (scoreReportModel 1)', () => {
  it('prints the student, each module, the total, the score and unit, the verdict, the date and the code on one page', async () => {
    const issued = sampleIssued();
    const pdf = await renderTranscriptPdf(issued, { origin: ORIGIN });
    const pages = await pagesOf(pdf);
    expect(pages).toHaveLength(1);
    const text = flat(pages[0]);
    for (const s of [
      '示范大学', '第二课堂成绩单',
      '姓名 张晓明', '学号 2021000001', '性别 男', '政治面貌 共青团员', '学院 计算机学院', '专业 计算机科学与技术', '班级 计科2101班', '年级 2021级',
      '认定要求 应修学时 已修学时 是否达标', '总学时 200.00 234.50 达标', '校园活动学时 80.00 120.75 达标', '社会实践学时 100.00 86.00 未达标',
      '模块 学时 最低要求 是否达标',
      '思想成长 32.50 20.00 达标', '创新创业 18.00 20.00 未达标', '社会实践 86.00 100.00 未达标', '成长记录 6.00 — —',
      '总学时 234.50 学时', '学分 0.00', '结论 社会实践学时还差 14.00 学时',
      '签发日期：2025-03-18', '验证码：7K3M-Q9XR-2TBW-8HDN', `${ORIGIN}/verify/7K3MQ9XR2TBW8HDN`, '第 1 页 / 共 1 页',
    ])
      expect(text).toContain(s);
    // The summary lists no records.
    expect(text).not.toContain('学时明细');
    expect(text).not.toContain('记录2 ');
  });

  it('embeds a subset of Noto Sans SC: tens of KB, not the 10 MB font', async () => {
    const pdf = await renderTranscriptPdf(sampleIssued(), { origin: ORIGIN });
    const raw = Buffer.from(pdf).toString('latin1');
    expect(pdf.byteLength).toBeGreaterThan(10_000);
    expect(pdf.byteLength).toBeLessThan(200_000);
    // Subset fonts are named with a six-letter tag: /BaseFont /ABCDEF+NotoSansSC-Regular.
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC-Regular/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC-Bold/);
    expect(raw).toContain('/FontFile2');
  });

  it("uses the school's decimal places and its unit: one decimal and 分数 (waysConvert 3)", async () => {
    const pdf = await renderTranscriptPdf(sampleIssued({ decimalPlaces: 1, waysConvert: 3 }), { origin: ORIGIN });
    const text = flat((await pagesOf(pdf))[0]);
    expect(text).toContain('思想成长 32.5 20.0 达标');
    expect(text).toContain('技能特长 41.3 20.0 达标'); // 41.25 rounds half-up
    expect(text).toContain('总学时 234.5 学时');
    expect(text).toContain('分数 0.0');
    expect(text).not.toContain('学分');
  });

  it('says 达到要求 when every requirement is met', async () => {
    const issued = sampleIssued();
    issued.content.verdict = { met: true, missing: [] };
    const text = flat((await pagesOf(await renderTranscriptPdf(issued, { origin: ORIGIN })))[0]);
    expect(text).toContain('结论 达到要求');
    expect(text).not.toContain('还差');
  });

  it('treats an unknown scoreReportModel as the summary', async () => {
    expect(layoutOf(7)).toBe(1);
    expect(layoutOf(2)).toBe(2);
    const pages = await pagesOf(await renderTranscriptPdf(sampleIssued({ scoreReportModel: 7, records: sampleRecords(80) }), { origin: ORIGIN }));
    expect(pages).toHaveLength(1);
  });
});

describe('detailed layout (scoreReportModel 2)', () => {
  it('lists every record over several pages with the header repeated and 第 n 页 / 共 m 页', async () => {
    const records = sampleRecords(80);
    const pages = await pagesOf(await renderTranscriptPdf(sampleIssued({ scoreReportModel: 2, records }), { origin: ORIGIN }));
    expect(pages.length).toBeGreaterThanOrEqual(3);
    const all = pages.map(flat);
    expect(all[0]).toContain('学时明细（共 80 条）');
    all.forEach((p, i) => {
      expect(p).toContain('序号 项目名称 来源 模块 学期 日期 学时');
      expect(p).toContain(`第 ${i + 1} 页 / 共 ${pages.length} 页`);
      expect(p).toContain('验证码 7K3M-Q9XR-2TBW-8HDN');
    });
    for (let i = 1; i < pages.length; i++) expect(all[i]).toContain('张晓明（2021000001）');
    const joined = all.join(' ');
    // Every record once, in order, with its source, module, term, date and hours.
    for (let n = 2; n <= 80; n++) expect(joined).toContain(`${n} 记录${n} 校园志愿服务活动 ${['活动', '申报', '学时更正', '导入'][(n - 1) % 4]} ${records[n - 1].classifyName} ${records[n - 1].termName} ${records[n - 1].date} 1.50`);
    // A name too long for its column is cut with '…', never spilling into the next column.
    expect(joined).toMatch(/1 “青春心向党·建功新时代”[^ ]*… 活动/);
    // The summary part is there too, and the verification block follows the last record.
    expect(all[0]).toContain('总学时 234.50 学时');
    const last = all[all.length - 1];
    expect(last).toContain('签发日期：2025-03-18');
    expect(last.indexOf('验证码：7K3M-Q9XR-2TBW-8HDN')).toBeGreaterThan(last.indexOf('记录80 '));
  });

  it('keeps a short record list on one page with the verification block', async () => {
    const pages = await pagesOf(await renderTranscriptPdf(sampleIssued({ scoreReportModel: 2, records: sampleRecords(5) }), { origin: ORIGIN }));
    expect(pages).toHaveLength(1);
    expect(flat(pages[0])).toContain('学时明细（共 5 条）');
    expect(flat(pages[0])).toContain('验证码：7K3M-Q9XR-2TBW-8HDN');
  });

  it('says so when there are no records', async () => {
    const pages = await pagesOf(await renderTranscriptPdf(sampleIssued({ scoreReportModel: 2, records: [] }), { origin: ORIGIN }));
    expect(pages).toHaveLength(1);
    expect(flat(pages[0])).toContain('学时明细（共 0 条）');
    expect(flat(pages[0])).toContain('暂无学时记录');
  });
});

describe('logo and verification address', () => {
  const imageCount = (pdf: Uint8Array) => (Buffer.from(pdf).toString('latin1').match(/\/Subtype \/Image/g) ?? []).length;

  it('draws an SVG logo (rasterised) and a PNG logo, and renders without one', async () => {
    const svg = sampleIssued();
    expect(imageCount(await renderTranscriptPdf(svg))).toBe(1);
    const png = new PNG({ width: 4, height: 4 });
    png.data.fill(200);
    const pngLogo = sampleIssued();
    pngLogo.content.school.logo = `data:image/png;base64,${PNG.sync.write(png, { colorType: 2 }).toString('base64')}`;
    expect(imageCount(await renderTranscriptPdf(pngLogo))).toBe(1);
    for (const logo of ['', 'data:image/png;base64,bm90IGFuIGltYWdl', '/api/files/0123456789abcdef0123456789abcdef.png']) {
      const none = sampleIssued();
      none.content.school.logo = logo;
      const pdf = await renderTranscriptPdf(none);
      expect(imageCount(pdf)).toBe(0);
      expect(flat((await pagesOf(pdf))[0])).toContain('示范大学');
    }
  });

  it('makes the QR address absolute with the origin', () => {
    const issued = sampleIssued();
    expect(verifyAddress(issued, 'https://a.edu.cn/')).toBe('https://a.edu.cn/verify/7K3MQ9XR2TBW8HDN');
    expect(verifyAddress({ ...issued, verifyUrl: 'https://b.edu.cn/verify/X' }, 'https://a.edu.cn')).toBe('https://b.edu.cn/verify/X');
  });
});
