/**
 * 项目详情 (/communist/project/detail?id= and /communist/projectList/detail?id=, spec §2): the
 * project's name and phase, 基本信息 (分类, 组织, 审核流程, 申报时间, 创建时间), the declaration
 * counts, the 奖项级别 table, 说明 and 佐证材料要求; 查看申报 opens the declaration list filtered by
 * the project's name. Holders of 项目列表 also get 编辑 / 停用·启用 / 删除.
 * Data: getOne('projects') → GET /project/detail {id} → ProjectDetail.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import { Box, Button, CircularProgress, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useCan } from '../../../authProvider/permissions';
import { formatHours } from '../../activities/format';
import { EmptyState } from '../../shared/EmptyState';
import { Fields, Section, SideBySide, TextSection } from '../../shared/DetailSections';
import { minuteOf } from './format';
import { DECLARATION_LIST_PATH, PROJECT_LIST_PATH, projectDeclarationsPath } from '../paths';
import { ProjectActions } from './ProjectActions';
import { ProjectStatusChip } from './ProjectStatusChip';
import { useProjectDetail } from './queries';
import { builtInName } from '../../../i18n/labels';

function Counts({ items }: { items: [string, number, string][] }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {items.map(([label, value, color]) => (
        <Paper key={label} variant="outlined" sx={{ px: 2.5, py: 1.5, minWidth: 120 }}>
          <Typography variant="caption" color="text.secondary">{translate(label)}</Typography>
          <Typography variant="h5" sx={{ color }}>{value}</Typography>
        </Paper>
      ))}
    </Stack>
  );
}

export default function ProjectDetailPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { data: p, isPending, error, refetch } = useProjectDetail(id);
  const canManage = useCan(PROJECT_LIST_PATH);
  const canList = useCan(DECLARATION_LIST_PATH);

  if (id && isPending && !error) return <Box sx={{ p: 6, textAlign: 'center' }}><CircularProgress aria-label={translate('ra.page.loading')} /></Box>;
  if (!p || error) return <EmptyState message="declarations.project.not_found" />;

  const changed = (deleted?: boolean) => {
    if (deleted) navigate(PROJECT_LIST_PATH);
    else void refetch();
  };
  const options = [...(p.options ?? [])].sort((a, b) => a.orderNo - b.orderNo);

  return (
    <Box sx={{ py: 2 }}>
      <Title title="declarations.project.detail_title" />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flex: 1, minWidth: 0 }}>
            <Button size="small" startIcon={<ArrowBackIcon />} onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(PROJECT_LIST_PATH))}>
              {translate('ra.action.back')}
            </Button>
            <Box sx={{ minWidth: 0 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography variant="h6" component="h1" noWrap>{p.name}</Typography>
                <ProjectStatusChip project={p} size="medium" />
              </Stack>
              <Typography variant="body2" color="text.secondary" noWrap>
                {[p.classifyName, `${minuteOf(p.applyStart)} – ${minuteOf(p.applyEnd)}`].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            {canList ? (
              <Button size="small" variant="outlined" startIcon={<ListAltOutlined />} onClick={() => navigate(projectDeclarationsPath(p.name))}>
                {translate('declarations.project.view_declarations')}
              </Button>
            ) : null}
            {canManage ? <ProjectActions project={p} onChanged={changed} hideShow /> : null}
          </Stack>
        </Stack>
      </Paper>
      <Section title="declarations.project.section_counts">
        <Counts
          items={[
            ['declarations.project.applyCount', p.applyCount ?? 0, 'text.primary'],
            ['declarations.project.pendingCount', p.pendingCount ?? 0, 'warning.dark'],
            ['declarations.project.approvedCount', p.approvedCount ?? 0, 'success.main'],
          ]}
        />
      </Section>
      <Section title="declarations.project.section_basic">
        <Fields
          items={[
            ['declarations.project.classify', p.classifyName],
            ['declarations.project.organization', p.organizationName || translate('declarations.project.organization_none')],
            ['declarations.project.flow', builtInName(translate, p.flowTemplateName, 'builtIn.flows')],
            ['declarations.project.enabled', translate(p.enabled ? 'declarations.filters.enabled_yes' : 'declarations.filters.enabled_no')],
            ['declarations.project.applyStart', minuteOf(p.applyStart)],
            ['declarations.project.applyEnd', minuteOf(p.applyEnd)],
            ['declarations.project.createdAt', minuteOf(p.createdAt)],
          ]}
        />
      </Section>
      <Section title="declarations.project.section_options">
        {options.length ? (
          <Table size="small" aria-label={translate('declarations.project.section_options')} sx={{ maxWidth: 560 }}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 56 }}>{translate('declarations.project.option_no')}</TableCell>
                <TableCell>{translate('declarations.project.option_name_header')}</TableCell>
                <TableCell align="right">{translate('declarations.project.option_hours_header')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {options.map((o, i) => (
                <TableRow key={o.id}>
                  <TableCell>{i + 1}</TableCell>
                  <TableCell>{o.name}</TableCell>
                  <TableCell align="right">{formatHours(o.hours)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <Typography variant="body2" color="text.secondary">{translate('declarations.project.no_options')}</Typography>
        )}
      </Section>
      <SideBySide>
        <TextSection title="declarations.project.description" text={p.description} empty="declarations.none" />
        <TextSection title="declarations.project.evidence" text={p.evidence} empty="declarations.none" />
      </SideBySide>
    </Box>
  );
}
