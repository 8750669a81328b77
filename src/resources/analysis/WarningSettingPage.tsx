/**
 * 预警设置 (/analysis/warningSetting; spec §2 /analysis, §3 "minHours (warning value)"): the school's
 * requiredHours for reference, then one field per top-level module with its warning hours (0 = no
 * warning); 保存 posts every item in one call. The form is shared with 预警配置
 * (WarningSettingsForm; the tiers are edited there only).
 * Data: GET /analysis/warning/settings → WarningSettings; POST /analysis/warning/settings {items}.
 */
import { WarningSettingsForm } from './WarningSettingsForm';

export default function WarningSettingPage() {
  return <WarningSettingsForm title="analysis.setting.title" subtitle="analysis.setting.subtitle" saved="analysis.setting.saved" />;
}
