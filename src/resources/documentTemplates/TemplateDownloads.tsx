/**
 * 下载模板 (issue 21): the enabled templates of one kind as a compact box of download links, shown
 * on the forms where those documents are written (social practice project, volunteer team and
 * activity, incubation, organisation registration, 思想成长 declaration). Nothing while loading,
 * on failure, or when the school has no enabled template of the kind.
 * Data: getTemplateOptions(kind) → GET /document/template/options (any signed-in user).
 */
import { useQuery } from '@tanstack/react-query';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { Box, Link, Stack, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { TemplateKindValue } from '../../../common/documentTemplates';
import type { DocumentTemplateDataProvider } from '../../dataProvider/documentTemplates';

export function TemplateDownloads({ kind }: { kind: TemplateKindValue }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<DocumentTemplateDataProvider>();
  const { data } = useQuery({ queryKey: ['templateOptions', kind], queryFn: () => dataProvider.getTemplateOptions(kind), retry: false, staleTime: 60_000, meta: { silent: true } });
  const withFiles = (data ?? []).filter((t) => t.files.length > 0);
  if (!withFiles.length) return null;
  return (
    <Box component="section" aria-label={translate('documentTemplates.downloads.title')} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, mb: 2, bgcolor: 'action.hover' }}>
      <Typography variant="subtitle2">{translate('documentTemplates.downloads.title')}</Typography>
      <Typography variant="caption" color="text.secondary">{translate('documentTemplates.downloads.hint')}</Typography>
      <Stack spacing={0.5} sx={{ mt: 1 }}>
        {withFiles.flatMap((t) => t.files.map((f) => (
          <Link
            key={`${t.id}-${f.id}`} href={f.url} download={f.name} target="_blank" rel="noopener" underline="hover" title={t.description || undefined}
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
          >
            <DescriptionOutlined fontSize="small" />
            {translate('documentTemplates.downloads.file', { name: t.name, file: f.name })}
          </Link>
        )))}
      </Stack>
    </Box>
  );
}
