/**
 * 模块分类 (/system/classify; issue 4 "Categories and rules", spec §1 the seven modules, §3 category
 * tree node): the school's category tree — modules with their children indented — with each
 * category's limit type and cap group, and its warning value minHours edited in
 * place (saved one row at a time). The hours rule of spec §1 is shown above, from the school's numbers.
 * Data: GET /activity/classify/tree, GET /system/rules, POST /activity/classify/update {id, minHours}.
 */
import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CircularProgress, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ClassifyNode, SchoolRules } from '../../../common/classify';
import { hoursRuleText } from '../../../common/hoursRules';
import { flattenTree } from '../../../common/tree';
import type { ClassifyDataProvider } from '../../dataProvider/classify';
import { EmptyState } from '../shared/EmptyState';
import { notifyError } from '../../dataProvider/notify';

const HOURS = /^\d{1,6}(\.\d{1,2})?$/;

function MinHoursCell({ node, onSaved }: { node: ClassifyNode; onSaved: (n: ClassifyNode) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useDataProvider<ClassifyDataProvider>();
  const [value, setValue] = useState(node.minHours);
  const [saving, setSaving] = useState(false);
  const valid = HOURS.test(value.trim());
  const changed = value.trim() !== node.minHours && Number(value) !== Number(node.minHours);
  const save = async () => {
    setSaving(true);
    try {
      const saved = await dp.saveWarningValue(node.id, value.trim());
      onSaved(saved);
      setValue(saved.minHours);
      notify('classify.saved', { type: 'success' });
    } catch (e) {
      notifyError(e);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <TextField
        size="small"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={!valid}
        helperText={valid ? undefined : translate('classify.invalid_hours')}
        inputProps={{ 'aria-label': translate('classify.min_hours_of', { name: node.name }), inputMode: 'decimal' }}
        sx={{ width: 120 }}
      />
      <Button size="small" variant="contained" disabled={!valid || !changed || saving} onClick={save}>
        {translate('classify.save')}
      </Button>
    </Box>
  );
}

export default function ClassifyPage() {
  const translate = useTranslate();
  const dp = useDataProvider<ClassifyDataProvider>();
  const [tree, setTree] = useState<ClassifyNode[] | null>(null);
  const [rules, setRules] = useState<SchoolRules | null>(null);
  const load = useCallback(async () => {
    const [nodes, r] = await Promise.all([dp.getClassifyTree(), dp.getHoursRules()]);
    setTree(nodes);
    setRules(r);
  }, [dp]);
  useEffect(() => {
    load().catch((e: unknown) => {
      notifyError(e);
      setTree([]);
    });
  }, [load]);
  const replace = (saved: ClassifyNode) => setTree((nodes) => nodes && patch(nodes, saved));

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('classify.title')} />
      {rules && (
        <Alert severity="info" sx={{ mb: 2 }}>
          <Typography variant="body2">{hoursRuleText(rules)}</Typography>
        </Alert>
      )}
      <Card>
        {tree === null ? (
          <Box sx={{ py: 6, display: 'flex', justifyContent: 'center' }}>
            <CircularProgress aria-label={translate('classify.loading')} />
          </Box>
        ) : tree.length === 0 ? (
          <EmptyState />
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                {/* Which modules count as campus activities is part of the requirement set (参数设置, issue 13), not of the tree. */}
                {(['name', 'limitType', 'moduleKind', 'capGroup', 'minHours'] as const).map((f) => (
                  <TableCell key={f}>{translate(`classify.fields.${f}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {flattenTree(tree).map(({ node, depth }) => (
                <TableRow key={node.id} hover>
                  <TableCell sx={{ pl: 2 + depth * 4, fontWeight: depth === 0 ? 600 : 400 }}>{node.name}</TableCell>
                  <TableCell>{translate(`classify.limitType.${node.limitType}`)}</TableCell>
                  <TableCell>{translate(`classify.moduleKind.${node.moduleKind}`)}</TableCell>
                  <TableCell>{translate(`classify.capGroup.${node.capGroup ?? 'none'}`)}</TableCell>
                  <TableCell>
                    <MinHoursCell node={node} onSaved={replace} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
    </Box>
  );
}

/** The tree with one node replaced (children kept). */
function patch(nodes: ClassifyNode[], saved: ClassifyNode): ClassifyNode[] {
  return nodes.map((n) => (n.id === saved.id ? { ...saved, children: n.children } : { ...n, children: patch(n.children, saved) }));
}
