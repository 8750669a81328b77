/**
 * 礼品管理 (/communist/systempal/store; issue 21, spec §2 "systempal store"): the school's gifts
 * with photo, price, stock, per-student limit, how many were redeemed and on/off shelf; 新增礼品 and
 * 编辑 open the gift form. Data: getList('gifts') → GET /points/gift/list; POST /points/gift/save.
 */
import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import RedeemIcon from '@mui/icons-material/RedeemOutlined';
import { Avatar, Box, Button, Chip, Typography } from '@mui/material';
import { DataTable, TextInput, Title, TopToolbar, useRefresh, useTranslate } from 'react-admin';
import type { GiftRow } from '../../../common/points';
import { EmptyState } from '../shared/EmptyState';
import { PageList } from '../shared/PageList';
import { GiftForm } from './GiftForm';

const Col = DataTable.Col<GiftRow>;
const F = 'points.fields';

export default function StorePage() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [editing, setEditing] = useState<GiftRow | null>(null);
  const [open, setOpen] = useState(false);
  const edit = (g: GiftRow | null) => {
    setEditing(g);
    setOpen(true);
  };
  const actions = (
    <TopToolbar>
      <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => edit(null)}>{translate('points.action.addGift')}</Button>
    </TopToolbar>
  );
  return (
    <Box sx={{ pt: 2 }}>
      <Title title="points.title.store" />
      <Typography variant="h6" component="h1">{translate('points.title.store')}</Typography>
      <PageList resource="gifts" title="points.title.store" actions={actions} empty={false}
        filters={[<TextInput key="name" source="name" label={`${F}.giftName`} alwaysOn resettable fullWidth={false} sx={{ width: 160 }} />]}>
        <DataTable<GiftRow> bulkActionButtons={false} rowClick={false} empty={<EmptyState />}>
          <Col source="url" label={`${F}.giftPhoto`} disableSort render={(g) => <Avatar variant="rounded" src={g.url || undefined} alt={g.name}><RedeemIcon /></Avatar>} />
          <Col source="name" label={`${F}.giftName`} disableSort />
          <Col source="price" label={`${F}.price`} disableSort align="right" />
          <Col source="stock" label={`${F}.stock`} disableSort align="right" render={(g) => <span data-testid={`gift-stock-${g.id}`}>{g.stock}</span>} />
          <Col source="perStudent" label={`${F}.perStudent`} disableSort align="right" />
          <Col source="redeemed" label={`${F}.redeemed`} disableSort align="right" />
          <Col source="onShelf" label={`${F}.onShelf`} disableSort render={(g) => <Chip size="small" color={g.onShelf ? 'success' : 'default'} label={translate(g.onShelf ? 'points.shelf.on' : 'points.shelf.off')} />} />
          <Col source="id" label={`${F}.actions`} disableSort render={(g) => <Button size="small" onClick={() => edit(g)}>{translate('points.action.edit')}</Button>} />
        </DataTable>
      </PageList>
      <GiftForm gift={editing} open={open} onClose={() => setOpen(false)} onSaved={() => { setOpen(false); refresh(); }} />
    </Box>
  );
}
