/**
 * 学时说明, the hours explanation of spec §1, from the school's rules (StudentHoursSummary.rules):
 * every number is interpolated into the i18n templates, none is a constant of the page.
 */
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { Box, Card, CardContent, CardHeader, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { HoursRules } from '../../../common/hoursRules';
import { readSession } from '../../authProvider/session';

const RULES = ['total', 'caps', 'postgraduate', 'makeup'] as const;

/** The rule sentences in order, with the school's numbers (as a person writes them: 200, 12.5). */
export function useHoursRuleTexts(rules: HoursRules | undefined): string[] {
  const translate = useTranslate();
  if (!rules) return [];
  const args: Record<string, string> = Object.fromEntries(Object.entries(rules).map(([k, v]) => [k, String(Number(v))]));
  // The school's score unit (spec §3 waysConvert: 3 → 分数, otherwise 学分).
  args.scoreUnit = translate(`studentHome.home.rules_unit.${readSession().scoreUnit === '分数' ? 'points' : 'credits'}`);
  return RULES.map((key) => translate(`studentHome.home.rules.${key}`, args));
}

export function HoursRulesCard({ rules, loading }: { rules: HoursRules | undefined; loading: boolean }) {
  const translate = useTranslate();
  const texts = useHoursRuleTexts(rules);
  return (
    <Card variant="outlined">
      <CardHeader
        avatar={<InfoOutlined color="primary" />}
        title={translate('studentHome.home.rules_title')}
        slotProps={{ title: { variant: 'subtitle1', sx: { fontWeight: 600 } } }}
        sx={{ pb: 0 }}
      />
      <CardContent>
        {loading ? (
          [0, 1, 2].map((i) => <Skeleton key={i} height={24} />)
        ) : texts.length ? (
          <Box component="ol" data-testid="hours-rules" sx={{ m: 0, pl: 2.5, '& li': { py: 0.5, lineHeight: 1.8 } }}>
            {texts.map((text) => (
              <li key={text}>
                <Typography variant="body2">{text}</Typography>
              </li>
            ))}
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('studentHome.home.rules_unavailable')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
