/**
 * Translation helpers for texts that arrive in Chinese from the server or the school's settings
 * (issue 18 item 6, "English complete … durations, enum labels, flow names"):
 *  - waitingLabel: the server's '已等待2天3小时15分钟' said in the interface's language;
 *  - builtInName: a name the product itself put in the data (a seeded flow, a built-in role, the
 *    default 必修 / 选修) shown through the catalogue, while names a school typed stay as typed.
 * zh-CN output is the server's or the school's text unchanged (spec texts word for word).
 */
import { parseWaitingTime } from '../../common/activities';
import { zhCatalogue } from '.';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * '已等待2天3小时15分钟' in the current language through shell.waiting.{dhm,hm,m}
 * (English: 'Waiting 2 d 3 h 15 min'); any other text (or none) is returned as it came ('' for none).
 */
export function waitingLabel(translate: Translate, text: string | null | undefined): string {
  const parts = parseWaitingTime(text);
  if (!parts) return text ?? '';
  const key = parts.d ? 'dhm' : parts.h ? 'hm' : 'm';
  return translate(`shell.waiting.${key}`, { ...parts });
}

/** The zh-CN catalogue's text at a dotted key, or undefined (built-in names are read on screens, which load after the whole catalogue). */
function zhText(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), zhCatalogue());
}

/**
 * A name shown through the catalogue when it is one the product put there.
 *
 * @param value the name as stored (e.g. a flow template's name, a role name, the school's electiveName)
 * @param key either one catalogue key whose zh-CN text is the built-in value ('activities.limitType.2':
 *   an empty value counts as the built-in one too), or a catalogue group ('builtIn.flows') whose entries
 *   are the built-in names: a value equal to one entry's zh-CN text is shown as that entry's translation
 * @returns the translation for a built-in value, otherwise `value` itself
 */
export function builtInName(translate: Translate, value: string | null | undefined, key: string): string {
  const zh = zhText(key);
  const name = (value ?? '').trim();
  if (typeof zh === 'string') return !name || name === zh ? translate(key) : name;
  if (zh && typeof zh === 'object') {
    const entry = Object.entries(zh).find(([, text]) => text === name);
    if (entry) return translate(`${key}.${entry[0]}`);
  }
  return value ?? '';
}

/** A module or category name of the school's classify tree: the seeded ones translated (builtIn.classify). */
export function classifyName(translate: Translate, name: string | null | undefined): string {
  return builtInName(translate, name, 'builtIn.classify');
}

/**
 * A user's role names as the server joins them ('系统管理员,审核员'), built-in roles translated
 * (builtIn.roles), joined with `separator` (',' unless given).
 */
export function roleNames(translate: Translate, roleName: string | null | undefined, separator = ','): string {
  return (roleName ?? '').split(',').filter(Boolean).map((role) => builtInName(translate, role, 'builtIn.roles')).join(separator);
}

/** 'label：value' in Chinese, 'label: value' in English (shell.colon). */
export function labelled(translate: Translate, label: string, value: string | number | null | undefined): string {
  return `${label}${translate('shell.colon')}${value ?? ''}`;
}
