/**
 * 基本信息 of the activity detail: organisation, people, category, hours and seats, the level (and
 * the college of a college-level activity); the planned enroll and activity windows and, when the
 * lifecycle buttons were pressed, the actual times; address, coordinates
 * and radius; enroll and sign modes with the lottery seed once drawn; the review flows; poster,
 * description, attachments (download links) and the completion summary. A rejected activity shows
 * the reason on top.
 */
import type { ReactNode } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ActivityDetail } from '../../../../common/activities';
import { FileList } from '../../shared/FileLinks';
import { Fields, Section, TextSection } from '../../shared/DetailSections';
import { formatHours, limitTypeName, timeRange } from '../format';
import { builtInName } from '../../../i18n/labels';

/** The reason shown on a rejected activity (3), a rejected report (10) and a refused report (11). */
const REASON_KEYS: Record<number, string> = {
  3: 'activities.detail.rejected_reason',
  10: 'activities.detail.report_rejected_reason',
  11: 'activities.detail.report_refused_reason',
};

export function BasicInfo({ activity: a }: { activity: ActivityDetail }) {
  const translate = useTranslate();
  const yesNo = (v: number) => translate(v === 1 ? 'activities.yes' : 'activities.no');
  const hasPoint = a.latitude !== null && a.longitude !== null;
  return (
    <Box>
      {REASON_KEYS[a.status] && a.reason ? (
        <Alert severity="error" sx={{ mb: 2 }}>{translate(REASON_KEYS[a.status], { reason: a.reason })}</Alert>
      ) : null}
      <Section title="activities.detail.section_info">
        <Fields
          items={[
            ['resources.activities.fields.orgName', a.orgName],
            ['resources.activities.fields.administrator', a.administrator],
            ['resources.activities.fields.classifyName', a.classifyNameS ? `${a.classifyName} / ${a.classifyNameS}` : a.classifyName],
            ['resources.activities.fields.limitType', limitTypeName(translate, a.limitType)],
            ['resources.activities.fields.hours', formatHours(a.hours)],
            ['activities.detail.capacity', String(a.applyPeopleNumber ?? 0)],
            ['activities.detail.enrolled', String(a.enrollCount ?? 0)],
            ['activities.detail.attended', String(a.activityPeopleNumber ?? 0)],
            ['activities.detail.level', translate(`activities.level.${a.activityLevel}`, { _: '-' })],
            ...(a.collegeName ? ([['activities.detail.college', a.collegeName]] as [string, ReactNode][]) : []),
            ['activities.detail.ecology', yesNo(a.ecology)],
            ['activities.detail.isRecommend', yesNo(a.isRecommend)],
            ['activities.detail.flow', builtInName(translate, a.flowTemplateName, 'builtIn.flows')],
            ['activities.detail.reportFlow', builtInName(translate, a.reportFlowTemplateName, 'builtIn.flows')],
          ]}
        />
      </Section>
      <Section title="activities.detail.section_time">
        <Fields
          items={[
            ['activities.detail.enrollWindow', timeRange(a.enrollStart, a.enrollEnd)],
            ['activities.detail.activityWindow', timeRange(a.startTime, a.endTime)],
            // Moments a person pressed 开始报名 / 截止报名 / 开始活动 / 结束活动, beside the planned times (issue 18).
            ...([
              ['activities.detail.actualEnrollStart', a.actualEnrollStart],
              ['activities.detail.actualEnrollEnd', a.actualEnrollEnd],
              ['activities.detail.actualStart', a.actualStartTime],
              ['activities.detail.actualEnd', a.actualEndTime],
            ] as [string, string | null][]).filter(([, v]) => v),
          ]}
        />
      </Section>
      <Section title="activities.detail.section_place">
        <Fields
          items={[
            ['activities.detail.address', a.address],
            ['activities.detail.coordinates', hasPoint ? `${a.latitude}, ${a.longitude}` : translate('activities.detail.no_geofence')],
            ['activities.detail.radius', a.radiusM ? translate('activities.detail.radius_value', { radius: a.radiusM }) : translate('activities.detail.no_geofence')],
            ['activities.detail.enrollMode', translate(`activities.enrollMode.${a.enrollMode}`, { _: '-' })],
            ['activities.detail.signMode', translate(`activities.signMode.${a.signMode}`, { _: '-' })],
            ...(a.lotterySeed
              ? ([['activities.detail.lotterySeed', <Box key="seed" title={translate('activities.detail.lottery_hint')} sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{a.lotterySeed}</Box>]] as [string, ReactNode][])
              : []),
          ]}
        />
      </Section>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '320px 1fr' }, gap: 2, alignItems: 'start' }}>
        <Section title="activities.detail.section_poster">
          {a.posterUrl ? (
            <Box component="img" src={a.posterUrl} alt={translate('activities.detail.section_poster')} sx={{ width: '100%', maxHeight: 420, objectFit: 'contain', borderRadius: 1, display: 'block' }} />
          ) : (
            <Typography variant="body2" color="text.secondary">{translate('activities.detail.no_poster')}</Typography>
          )}
        </Section>
        <Box>
          <TextSection title="activities.detail.section_description" text={a.description} empty="activities.detail.no_description" />
          <Section title="activities.detail.section_attachments">
            {a.attachments?.length ? (
              <FileList files={a.attachments} />
            ) : (
              <Typography variant="body2" color="text.secondary">{translate('activities.detail.no_attachments')}</Typography>
            )}
          </Section>
          {a.reportSummary ? (
            <Section title="activities.detail.section_report">
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>{a.reportSummary}</Typography>
            </Section>
          ) : null}
        </Box>
      </Box>
    </Box>
  );
}
