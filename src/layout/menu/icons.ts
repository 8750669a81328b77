/**
 * MUI icons for menu entries (spec §3 "Menu/module item: icon"). The server's icon string is
 * looked up as an MUI icon name ('School', 'EmojiEvents'), then by keyword (legacy names such as
 * 'el-icon-user'), then the entry's path prefix is tried, then a neutral default.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import AnalyticsOutlined from '@mui/icons-material/AnalyticsOutlined';
import AppsOutlined from '@mui/icons-material/AppsOutlined';
import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HowToVoteOutlined from '@mui/icons-material/HowToVoteOutlined';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import MonitorOutlined from '@mui/icons-material/MonitorOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import RedeemOutlined from '@mui/icons-material/RedeemOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import StorageOutlined from '@mui/icons-material/StorageOutlined';
import VolunteerActivismOutlined from '@mui/icons-material/VolunteerActivismOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
// 校园动态 (issue 21 moments).
import DynamicFeedOutlined from '@mui/icons-material/DynamicFeedOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import FeedbackOutlined from '@mui/icons-material/FeedbackOutlined';

export const DEFAULT_MENU_ICON: SvgIconComponent = AppsOutlined;

// MUI icon names the module tree uses, lower case, without an 'Outlined'-style suffix.
const byName: Record<string, SvgIconComponent> = {
  dashboard: DashboardOutlined,
  home: HomeOutlined,
  assignmentturnedin: AssignmentTurnedInOutlined,
  event: EventNoteOutlined,
  eventnote: EventNoteOutlined,
  emojievents: EmojiEventsOutlined,
  description: DescriptionOutlined,
  accounttree: AccountTreeOutlined,
  school: SchoolOutlined,
  people: PeopleAltOutlined,
  peoplealt: PeopleAltOutlined,
  groups: GroupsOutlined,
  insights: InsightsOutlined,
  analytics: AnalyticsOutlined,
  barchart: BarChartOutlined,
  settings: SettingsOutlined,
  timer: TimerOutlined,
  monitor: MonitorOutlined,
  storage: StorageOutlined,
  volunteeractivism: VolunteerActivismOutlined,
  public: PublicOutlined,
  lightbulb: LightbulbOutlined,
  flag: FlagOutlined,
  howtovote: HowToVoteOutlined,
  menubook: MenuBookOutlined,
  ratereview: RateReviewOutlined,
  workoutline: WorkOutlineOutlined,
  campaign: CampaignOutlined,
  apps: AppsOutlined,
  // 场地管理 (issue 19 venues).
  place: PlaceOutlined,
  // 数据平台 and 我的课表 (issue 20 timetables).
  calendarmonth: CalendarMonthOutlined,
  // 处分与学时调整 and 我的处分 (issue 21 punishments).
  gavel: GavelOutlined,
  // 活力值 and 活力商城 (issue 21 points and gifts).
  redeem: RedeemOutlined,
  // 学分置换 (issue 21 credit replacement).
  swaphoriz: SwapHorizOutlined,
  // 校园动态 (issue 21 moments).
  dynamicfeed: DynamicFeedOutlined,
  // 工作协同 and 意见反馈 (issue 21 journals).
  editnote: EditNoteOutlined,
  feedback: FeedbackOutlined,
};

// Keywords looked for in the icon string, first match wins (lower case).
const byKeyword: Array<[string, SvgIconComponent]> = [
  ['trophy', EmojiEventsOutlined],
  ['honor', EmojiEventsOutlined],
  ['school', SchoolOutlined],
  ['timer', TimerOutlined],
  ['dashboard', DashboardOutlined],
  ['home', DashboardOutlined],
  ['user', PeopleAltOutlined],
  ['people', PeopleAltOutlined],
  ['student', PeopleAltOutlined],
  ['group', GroupsOutlined],
  ['organ', AccountTreeOutlined],
  ['tree', AccountTreeOutlined],
  ['activity', EventNoteOutlined],
  ['event', EventNoteOutlined],
  ['date', EventNoteOutlined],
  ['audit', AssignmentTurnedInOutlined],
  ['check', AssignmentTurnedInOutlined],
  ['task', AssignmentTurnedInOutlined],
  ['chart', BarChartOutlined],
  ['analy', AnalyticsOutlined],
  ['data', StorageOutlined],
  ['setting', SettingsOutlined],
  ['system', SettingsOutlined],
  ['volunt', VolunteerActivismOutlined],
  ['heart', VolunteerActivismOutlined],
  ['practice', PublicOutlined],
  ['society', PublicOutlined],
  ['innov', LightbulbOutlined],
  ['bulb', LightbulbOutlined],
  ['party', FlagOutlined],
  ['flag', FlagOutlined],
  ['ideology', FlagOutlined],
  ['vote', HowToVoteOutlined],
  ['course', MenuBookOutlined],
  ['book', MenuBookOutlined],
  ['review', RateReviewOutlined],
  ['employ', WorkOutlineOutlined],
  ['notice', CampaignOutlined],
  ['bell', CampaignOutlined],
];

// First path segment → icon, for entries whose icon string says nothing we know.
const byPath: Record<string, SvgIconComponent> = {
  usermng: PeopleAltOutlined,
  student: PeopleAltOutlined,
  teacher: PeopleAltOutlined,
  communist: EventNoteOutlined,
  activity: EventNoteOutlined,
  proceeding: AssignmentTurnedInOutlined,
  wait: AssignmentTurnedInOutlined,
  ideology: FlagOutlined,
  innovate: LightbulbOutlined,
  innovation: LightbulbOutlined,
  organization: AccountTreeOutlined,
  volunteer: VolunteerActivismOutlined,
  voluntary: VolunteerActivismOutlined,
  practice: PublicOutlined,
  society: PublicOutlined,
  society1: PublicOutlined,
  course: MenuBookOutlined,
  review: RateReviewOutlined,
  vote: HowToVoteOutlined,
  honors: EmojiEventsOutlined,
  employment: WorkOutlineOutlined,
  analysis: AnalyticsOutlined,
  'data-platform': StorageOutlined,
  dashboard: DashboardOutlined,
  system: SettingsOutlined,
  site: SettingsOutlined,
};

/** The icon component for a module's `icon` string and `path`. */
export function menuIcon(icon: string | null | undefined, path = ''): SvgIconComponent {
  const key = (icon ?? '').trim().toLowerCase();
  const named = byName[key.replace(/(outlined|rounded|sharp|twotone)$/, '')];
  if (named) return named;
  if (key) {
    const hit = byKeyword.find(([word]) => key.includes(word));
    if (hit) return hit[1];
  }
  const segment = path.split('/').filter(Boolean)[0] ?? '';
  return byPath[segment] ?? DEFAULT_MENU_ICON;
}
