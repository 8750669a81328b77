/**
 * 预警配置 (/system/classify/warn, module 704; issue 13; spec §2 "/system … classify/warn", §3
 * classify achievement item minHours): the modules' warning values of 预警设置 plus the tiers —
 * 黄色预警 / 红色预警 below a share of the hours expected for the student's year — which drive the
 * warning list and the students' warning card. Saving asks for confirmation first.
 * Data: GET /analysis/warning/settings → WarningSettings; POST /analysis/warning/settings {items, tiers}.
 */
import { WarningSettingsForm } from './WarningSettingsForm';

export default function WarningConfigPage() {
  return <WarningSettingsForm title="analysis.config.title" subtitle="analysis.config.subtitle" saved="analysis.config.saved" withTiers confirm />;
}
