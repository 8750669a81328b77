/** The selected organisation: name, category, level, leader, secretary, members, remarks, its lifecycle (issue 19); edit, add a sub-organisation, delete. */
import type { ReactNode } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Box, Button, CardContent, CardHeader, Chip, Divider, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrganizationDetail } from '../../../common/api';
import { OrgLifecycleSection } from '../orgLifecycle/OrgLifecycleSection';

export interface OrganizationDetailPanelProps {
  detail: OrganizationDetail;
  onEdit: () => void;
  onAddChild: () => void;
  onDelete: () => void;
}

export function OrganizationDetailPanel({ detail, onEdit, onAddChild, onDelete }: OrganizationDetailPanelProps) {
  const translate = useTranslate();
  const none = translate('organizations.detail.none');
  const field = (key: string, value: ReactNode) => (
    <Box key={key} sx={{ display: 'flex', gap: 1.5, py: 0.75, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0, width: 64 }}>
        {translate(`resources.organizations.fields.${key}`)}
      </Typography>
      <Typography variant="body2" component="div" sx={{ minWidth: 0, wordBreak: 'break-all' }} data-testid={`org-${key}`}>
        {value}
      </Typography>
    </Box>
  );
  return (
    <>
      <CardHeader
        title={
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h2">
              {detail.name}
            </Typography>
            <Chip size="small" color="primary" variant="outlined" label={translate(`organizations.nature.${detail.nature}`)} />
            <Chip size="small" variant="outlined" label={translate(`organizations.identity.${detail.identity}`, { _: '-' })} />
          </Box>
        }
        action={
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            <Button size="small" startIcon={<AddIcon />} onClick={onAddChild}>
              {translate('organizations.action.add_child')}
            </Button>
            <Button size="small" startIcon={<EditOutlined />} onClick={onEdit}>
              {translate('organizations.action.edit')}
            </Button>
            <Button size="small" color="error" startIcon={<DeleteOutline />} onClick={onDelete}>
              {translate('organizations.action.delete')}
            </Button>
          </Box>
        }
      />
      <Divider />
      <CardContent sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(230px, 1fr))', columnGap: 3, py: 1.5 }}>
        {field('parentName', detail.parentName || none)}
        {field('level', translate('organizations.detail.level_value', { level: detail.level }))}
        {field('userName', detail.userName ? `${detail.userName}（${detail.userCode}）` : none)}
        {field('secretaryName', detail.secretaryName || none)}
        {field('memberCount', detail.memberCount)}
        {field('createdAt', detail.createdAt.slice(0, 10))}
        <Box sx={{ gridColumn: '1 / -1' }}>{field('remarks', detail.remarks || none)}</Box>
      </CardContent>
      {/* Issue 19: status, rating, advisor and the application history. */}
      <OrgLifecycleSection organizationId={detail.id} />
    </>
  );
}
