/** The two demo tenants: 10001 示范大学 (about 2,000 students) and 10002 东湖学院 (about 200). */
export interface CollegeSeed {
  name: string;
  /** Index into the school's campuses. */
  campus: number;
  majors: string[];
  /** Share of female students, for plausible rosters. */
  femaleRatio: number;
}

export interface SchoolSeed {
  id: number;
  name: string;
  firstLetter: string;
  hoursUnit: string;
  waysConvert: number;
  scoreReportModel: number;
  decimalPlaces: number;
  logoColor: string;
  /** The city the school is in (spec §4 location detection). */
  city: string;
  campuses: string[];
  colleges: CollegeSeed[];
  grades: string[];
  students: number;
  /** Serial of the first student number of each grade (2021000001 at 10001, 2021500001 at 10002). */
  studentSerialStart: number;
  /** Extra teachers besides the named demo accounts. */
  teachers: number;
  adminMobile: string;
}

export const GRADES = ['2021', '2022', '2023', '2024'];

export const SCHOOL_SEEDS: SchoolSeed[] = [
  {
    id: 10001,
    name: '示范大学',
    firstLetter: 'S',
    hoursUnit: '学时',
    waysConvert: 1,
    scoreReportModel: 1,
    decimalPlaces: 2,
    logoColor: '#1e5aa8',
    city: '武汉',
    campuses: ['南湖校区', '光谷校区'],
    colleges: [
      { name: '计算机学院', campus: 1, femaleRatio: 0.3, majors: ['计算机科学与技术', '软件工程', '数据科学与大数据技术', '网络工程'] },
      { name: '经济管理学院', campus: 0, femaleRatio: 0.6, majors: ['会计学', '市场营销', '国际经济与贸易'] },
      { name: '外国语学院', campus: 0, femaleRatio: 0.75, majors: ['英语', '日语', '翻译'] },
      { name: '机械工程学院', campus: 1, femaleRatio: 0.15, majors: ['机械设计制造及其自动化', '车辆工程', '工业设计'] },
      { name: '文学院', campus: 0, femaleRatio: 0.7, majors: ['汉语言文学', '新闻学'] },
      { name: '理学院', campus: 1, femaleRatio: 0.45, majors: ['数学与应用数学', '应用物理学', '应用化学'] },
      { name: '艺术学院', campus: 0, femaleRatio: 0.65, majors: ['视觉传达设计', '音乐学', '环境设计'] },
      { name: '马克思主义学院', campus: 0, femaleRatio: 0.55, majors: ['思想政治教育', '政治学与行政学'] },
    ],
    grades: GRADES,
    students: 2000,
    studentSerialStart: 1,
    teachers: 36,
    adminMobile: '13900000000',
  },
  {
    id: 10002,
    name: '东湖学院',
    firstLetter: 'D',
    hoursUnit: '学时',
    waysConvert: 1,
    scoreReportModel: 1,
    decimalPlaces: 2,
    logoColor: '#0f7b6c',
    city: '武汉',
    campuses: ['东湖校区'],
    colleges: [
      { name: '信息工程学院', campus: 0, femaleRatio: 0.3, majors: ['电子信息工程', '物联网工程'] },
      { name: '商学院', campus: 0, femaleRatio: 0.6, majors: ['工商管理', '财务管理'] },
    ],
    grades: GRADES,
    students: 200,
    studentSerialStart: 500001,
    teachers: 6,
    adminMobile: '13900000002',
  },
];

/** Demo passwords (listed in the README). */
export const DEMO_PASSWORDS = { admin: 'Admin@123456', teacher: 'Teacher@123456', student: 'Student@123456' } as const;

/** A round badge with the school's first character, as a data: URI (allowed by the CSP's img-src). */
export function schoolLogo(name: string, color: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="30" fill="${color}"/><circle cx="32" cy="32" r="25" fill="none" stroke="#fff" stroke-width="2"/>` +
    `<text x="32" y="42" font-size="26" text-anchor="middle" fill="#fff" font-family="sans-serif">${name[0]}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}
