/** The selected college of the 行政部门 tree: its location, code, student count and sub-colleges. */
import type { ReactNode } from 'react';
import AddIcon from '@mui/icons-material/Add';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Box, Breadcrumbs, Button, CardContent, CardHeader, Chip, Divider, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CollegeTreeNode } from '../../../common/api';

export interface DepartmentDetailProps {
  node: CollegeTreeNode;
  /** Names from the root down to the node. */
  path: string[];
  onSelect: (id: number) => void;
  onAddChild: () => void;
  onEdit: () => void;
}

export function DepartmentDetail({ node, path, onSelect, onAddChild, onEdit }: DepartmentDetailProps) {
  const translate = useTranslate();
  const row = (label: string, value: ReactNode) => (
    <Box sx={{ display: 'grid', gridTemplateColumns: '96px 1fr', py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {value}
      </Typography>
    </Box>
  );
  return (
    <>
      <CardHeader
        title={node.name}
        subheader={translate('structure.department.selected')}
        slotProps={{ title: { variant: 'h6' } }}
        action={
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button size="small" startIcon={<AddIcon />} onClick={onAddChild}>
              {translate('structure.action.add_child')}
            </Button>
            <Button size="small" startIcon={<EditOutlined />} onClick={onEdit}>
              {translate('structure.action.edit')}
            </Button>
          </Box>
        }
      />
      <Divider />
      <CardContent>
        {row(
          translate('structure.department.path'),
          <Breadcrumbs separator="›" sx={{ fontSize: 14 }}>
            {path.map((name, i) => (
              <span key={`${i}-${name}`}>{name}</span>
            ))}
          </Breadcrumbs>,
        )}
        {row(translate('resources.colleges.fields.code'), node.code || '-')}
        {row(translate('resources.colleges.fields.studentCount'), node.studentCount)}
        {row(
          translate('structure.department.children'),
          node.children.length ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {node.children.map((c) => (
                <Chip key={c.id} size="small" label={c.name} onClick={() => onSelect(c.id)} variant="outlined" />
              ))}
            </Box>
          ) : (
            translate('structure.dialog.none')
          ),
        )}
      </CardContent>
    </>
  );
}
