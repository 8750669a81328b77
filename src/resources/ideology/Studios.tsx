/**
 * 工作室 (/ideology/studio; issue 20): name, branch, leader, members and description, with 新增 /
 * 编辑 / 删除 through the shared CrudList; and 横幅管理 (/ideology/banner): the banners of the
 * group's front page (an uploaded image, title, link, order, shown or not).
 * Data: getList / create / update / delete('studios' | 'ideologyBanners').
 */
import { useCallback, useState } from 'react';
import { Box, Button } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { BooleanInput, DataTable, ImageField, NumberInput, TextInput, useDataProvider, useTranslate } from 'react-admin';
import type { FileDataProvider } from '../../dataProvider/files';
import type { BannerRow, StudioRow } from '../../../common/ideology';
import { bannerAddParams, studioAddParams } from '../../../common/schemas/ideology';
import { CrudList, useSaveRecord, type FormDialogRender } from '../shared/CrudList';
import { BranchInput, f, FormDialog, StudentInput, StudentsInput } from './common';

function StudioForm({ open, record, onClose, onSaved }: FormDialogRender<StudioRow>) {
  const save = useSaveRecord('studios');
  return (
    <FormDialog open={open} title={record ? 'ideology.studio.edit' : 'ideology.studio.create'} schema={studioAddParams} fields={['name', 'branchId', 'leaderId', 'description', 'memberIds']}
      defaults={record ?? { name: '', description: '', memberIds: [] }} save={(v) => save(record?.id, v)} onClose={onClose} onSaved={() => onSaved(!record)}>
      <TextInput source="name" label={f('studioName')} fullWidth size="small" />
      <BranchInput />
      <StudentInput source="leaderId" />
      <StudentsInput source="memberIds" />
      <TextInput source="description" label={f('description')} multiline minRows={3} fullWidth size="small" />
    </FormDialog>
  );
}

export function StudioList() {
  return (
    <CrudList<StudioRow> resource="studios" title="ideology.title.studio" kind="ideology.studio.name" form={(props) => <StudioForm {...props} />}>
      <DataTable.Col source="name" label={f('studioName')} disableSort />
      <DataTable.Col source="branchName" label={f('branchId')} disableSort />
      <DataTable.Col source="leaderName" label={f('leaderId')} disableSort />
      <DataTable.Col source="memberNames" label={f('memberIds')} disableSort render={(r: StudioRow) => r.memberNames.join('、') || '-'} />
      <DataTable.Col source="description" label={f('description')} disableSort />
    </CrudList>
  );
}

type BannerRecord = BannerRow & { name: string };

/** The image: uploaded through /upload/image; the form keeps its id (fileId) and shows it. */
export function ImageUpload({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  const dp = useDataProvider<FileDataProvider>();
  const { setValue, watch } = useFormContext();
  const [url, setUrl] = useState<string>();
  const id = watch(source) as number | undefined;
  return (
    <Box sx={{ mb: 2 }}>
      <Button component="label" variant="outlined" size="small">
        {translate(label)}
        <input hidden type="file" accept="image/png,image/jpeg,image/gif" onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void dp.uploadImage(file).then((up) => {
            setUrl(up.url);
            setValue(source, up.id, { shouldDirty: true, shouldValidate: true });
          }).catch(() => undefined);
        }} />
      </Button>
      {url ? <Box component="img" src={url} alt="" sx={{ display: 'block', maxHeight: 80, mt: 1 }} /> : id ? <Box component="span" sx={{ ml: 1 }}>#{id}</Box> : null}
    </Box>
  );
}

function BannerForm({ open, record, onClose, onSaved }: FormDialogRender<BannerRecord>) {
  const save = useSaveRecord('ideologyBanners');
  const submit = useCallback((v: Record<string, unknown>) => save(record?.id, v), [save, record]);
  return (
    <FormDialog open={open} title={record ? 'ideology.banner.edit' : 'ideology.banner.create'} schema={bannerAddParams} fields={['title', 'fileId', 'link', 'orderId']}
      defaults={record ?? { title: '', link: '', orderId: 0, enabled: true }} save={submit} onClose={onClose} onSaved={() => onSaved(!record)}>
      <TextInput source="title" label={f('title')} fullWidth size="small" />
      <ImageUpload source="fileId" label={f('fileId')} />
      <TextInput source="link" label={f('link')} fullWidth size="small" />
      <NumberInput source="orderId" label={f('orderId')} fullWidth size="small" />
      <BooleanInput source="enabled" label={f('enabled')} />
    </FormDialog>
  );
}

export function BannerList() {
  const translate = useTranslate();
  return (
    <CrudList<BannerRecord> resource="ideologyBanners" title="ideology.title.banner" kind="ideology.banner.name" form={(props) => <BannerForm {...props} />}>
      <DataTable.Col source="url" label={f('fileId')} disableSort render={(r: BannerRecord) => <ImageField record={r} source="url" sx={{ '& img': { maxHeight: 48 } }} />} />
      <DataTable.Col source="title" label={f('title')} disableSort />
      <DataTable.Col source="link" label={f('link')} disableSort render={(r: BannerRecord) => r.link || '-'} />
      <DataTable.Col source="orderId" label={f('orderId')} disableSort />
      <DataTable.Col source="enabled" label={f('enabled')} disableSort render={(r: BannerRecord) => translate(r.enabled ? 'ideology.banner.shown' : 'ideology.banner.hidden')} />
    </CrudList>
  );
}
