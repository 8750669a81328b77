/**
 * The cities of the city selection page (/city; spec §2 "/city (city selection)", §4 "Location")
 * and the stored session value `city` (spec §3): prefecture-level cities where universities are,
 * grouped by the first letter of their pinyin. Our own list, not a national register: a city not
 * listed can still be typed and saved from the search box.
 */

/** First letter → the cities under it, in the order shown. */
export const CITY_GROUPS: Readonly<Record<string, readonly string[]>> = {
  A: ['鞍山', '安庆', '安阳'],
  B: ['北京', '保定', '包头', '蚌埠', '宝鸡'],
  C: ['重庆', '成都', '长沙', '长春', '常州', '沧州'],
  D: ['大连', '东莞', '大庆', '德阳'],
  E: ['鄂尔多斯'],
  F: ['福州', '佛山', '阜阳'],
  G: ['广州', '贵阳', '桂林', '赣州'],
  H: ['杭州', '合肥', '哈尔滨', '海口', '呼和浩特', '邯郸', '惠州', '湖州'],
  J: ['济南', '嘉兴', '金华', '吉林', '江门', '九江', '锦州'],
  K: ['昆明', '开封'],
  L: ['兰州', '拉萨', '洛阳', '柳州', '临沂', '廊坊', '连云港'],
  M: ['绵阳', '马鞍山'],
  N: ['南京', '南昌', '南宁', '宁波', '南通', '南阳'],
  Q: ['青岛', '泉州', '秦皇岛', '衢州'],
  S: ['上海', '深圳', '沈阳', '石家庄', '苏州', '绍兴', '汕头', '三亚'],
  T: ['天津', '太原', '唐山', '台州', '泰安'],
  W: ['武汉', '无锡', '温州', '乌鲁木齐', '芜湖', '潍坊'],
  X: ['西安', '厦门', '徐州', '西宁', '襄阳', '湘潭', '咸阳', '新乡'],
  Y: ['烟台', '扬州', '银川', '宜昌', '岳阳', '盐城', '延安'],
  Z: ['郑州', '珠海', '中山', '湛江', '镇江', '淄博', '株洲', '遵义', '舟山'],
};

/** Every listed city, letter by letter. */
export const ALL_CITIES: readonly string[] = Object.values(CITY_GROUPS).flat();

/** Most a typed city name may have (the stored value is shown in one line). */
export const CITY_NAME_MAX = 20;

/**
 * The city a school is in, read from its name: the longest listed city the name contains
 * ('西安科技大学' → '西安'); null when the name names none ('示范大学'). This is the product's
 * location detection (spec §4): browsers offline have no geolocation, and no IP lookup is made.
 *
 * @example cityOfSchool('重庆邮电大学') → '重庆'; cityOfSchool('示范大学') → null
 */
export function cityOfSchool(schoolName: string | null | undefined): string | null {
  const name = schoolName ?? '';
  let found: string | null = null;
  for (const city of ALL_CITIES) if (name.includes(city) && (!found || city.length > found.length)) found = city;
  return found;
}
