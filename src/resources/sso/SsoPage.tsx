/**
 * 系统设置 › 统一身份认证 (/system/sso, issue 16): the school's single sign-on — the protocol
 * (统一身份认证 CAS / OAuth2·OIDC / 第三方登录 / 不启用), on or off, the login route's name with the
 * full login address to register at the identity provider (CAS service, OIDC redirect_uri, the
 * partner's entry address), the protocol's fields, and the address
 * sign-out leaves for. Secrets are never shown: a saved one reads '已设置，留空则不修改'. 测试连接
 * tries the addresses in the form (unsaved) and shows SsoTestResult; 保存 validates with the
 * endpoint's own schema (ssoForm.ts), shows a refusal under the field it names and toasts success.
 * Data: dataProvider.getSsoConfig / saveSsoConfig / testSsoConnection (src/dataProvider/sso.ts).
 */
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, IconButton, InputAdornment, Skeleton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BooleanInput, Form, PasswordInput, SelectInput, TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { CAS_VERSIONS, SSO_PROTOCOLS, SSO_ROUTE_NAME_PATTERN, type SsoConfigInput, type SsoConfigView, type SsoProtocol, type SsoTestResult } from '../../../common/sso';
import { loginAddress } from '../../authProvider/sso/address';
import { SILENT } from '../../dataProvider';
import type { SsoDataProvider } from '../../dataProvider/sso';
import { FormActionBar, FormSubmitButton } from '../shared/FormActionBar';
import { FrameSection, PageFrame } from '../shared/PageFrame';
import { useSchemaSubmit } from '../shared/schemaForm';
import { serverError } from '../shared/serverError';
import { PROTOCOL_FIELDS, SSO_FIELDS, ssoResolver, toSsoForm } from './ssoForm';
import { LoadFailed } from '../shared/LoadFailed';

const CONFIG_KEY = ['sso', 'config'] as const;
const GRID = { display: 'grid', columnGap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } } as const;
const field = (name: string) => `sso.config.fields.${name}`;

/** The page. */
export default function SsoPage() {
  const translate = useTranslate();
  const dp = useDataProvider<SsoDataProvider>();
  const config = useQuery({ ...SILENT, queryKey: CONFIG_KEY, queryFn: () => dp.getSsoConfig(), retry: false });
  return (
    <PageFrame title="sso.config.title" subtitle="sso.config.subtitle">
      {config.isPending ? (
        <Box data-testid="sso-loading">
          <Skeleton variant="rounded" height={180} sx={{ mb: 2 }} />
          <Skeleton variant="rounded" height={140} />
        </Box>
      ) : !config.data ? (
        <LoadFailed error={config.error} fallback="sso.config.loadFailed" retryLabel="sso.config.retry" onRetry={() => void config.refetch()} />
      ) : (
        <SsoForm view={config.data} />
      )}
    </PageFrame>
  );
}

function SsoForm({ view }: { view: SsoConfigView }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useDataProvider<SsoDataProvider>();
  const queryClient = useQueryClient();
  const resolver = useMemo(() => ssoResolver((f) => translate(field(f)), view), [translate, view]);
  const save = useCallback(
    async (values: SsoConfigInput) => queryClient.setQueryData(CONFIG_KEY, await dp.saveSsoConfig(values)),
    [dp, queryClient],
  );
  const saved = useCallback(() => notify('sso.config.saved', { type: 'success' }), [notify]);
  const { onSubmit, formError } = useSchemaSubmit(save, SSO_FIELDS, saved);
  return (
    // A save brings a new view (updateTime): the form starts again from it, secrets empty.
    <Form key={view.updateTime ?? 'never'} defaultValues={toSsoForm(view)} resolver={resolver} onSubmit={onSubmit} disableInvalidFormNotification noValidate>
      <Stack spacing={2}>
        <BasicSection view={view} />
        <ProtocolSections view={view} />
      </Stack>
      <Box sx={{ mt: 2 }}>
        <FormActionBar error={formError}>
          <TestConnection />
          <FormSubmitButton>{translate('sso.config.save')}</FormSubmitButton>
        </FormActionBar>
      </Box>
    </Form>
  );
}

function BasicSection({ view }: { view: SsoConfigView }) {
  const translate = useTranslate();
  const hint = view.updateTime ? translate('sso.config.updated', { time: view.updateTime }) : translate('sso.config.never');
  return (
    <FrameSection title={translate('sso.config.sections.basic')} hint={hint}>
      <Box sx={GRID}>
        <SelectInput
          source="protocol"
          label={field('protocol')}
          choices={SSO_PROTOCOLS.map((p) => ({ id: p, name: `sso.config.protocol.${p}` }))}
          isRequired
          helperText={false}
        />
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <BooleanInput source="enabled" label={field('enabled')} helperText={false} />
        </Box>
        <TextInput source="routeName" label={field('routeName')} helperText="sso.config.hints.routeName" slotProps={{ htmlInput: { maxLength: 30, spellCheck: false } }} />
        <LoginAddress />
      </Box>
    </FrameSection>
  );
}

/**
 * The full login address of the route (read-only, with a copy button), named as the protocol's
 * registration knows it: the CAS service, the OIDC redirect_uri, the partner's entry address.
 * Any name of SSO_ROUTE_NAME_PATTERN is served (the route guard forwards names beyond the 39).
 */
function LoginAddress() {
  const translate = useTranslate();
  const notify = useNotify();
  const routeName = String(useWatch({ name: 'routeName' }) ?? '').trim();
  const protocol = (useWatch({ name: 'protocol' }) ?? 'none') as SsoProtocol;
  const address = SSO_ROUTE_NAME_PATTERN.test(routeName) ? loginAddress(window.location.origin, routeName) : '';
  const copy = () => {
    void navigator.clipboard?.writeText(address).then(() => notify('sso.config.copied', { type: 'info' }));
  };
  return (
    <TextField
      label={translate(`sso.config.address.${protocol}.label`)}
      value={address}
      helperText={translate(`sso.config.address.${protocol}.hint`)}
      slotProps={{
        htmlInput: { readOnly: true, 'data-testid': 'sso-login-address' },
        input: {
          endAdornment: address ? (
            <InputAdornment position="end">
              <Tooltip title={translate('sso.config.copy')}>
                <IconButton aria-label={translate('sso.config.copy')} edge="end" onClick={copy}>
                  <ContentCopy fontSize="small" />
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}

/** A card of fields in the page's grid; `name` picks its title (sso.config.sections.<name>). */
function FieldsSection({ name, children }: { name: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <FrameSection title={translate(`sso.config.sections.${name}`)}>
      <Box sx={GRID}>{children}</Box>
    </FrameSection>
  );
}

const WIDE = { gridColumn: { md: '1 / -1' } };

/** The sections of the chosen protocol's fields (PROTOCOL_FIELDS). */
function ProtocolSections({ view }: { view: SsoConfigView }) {
  const protocol = (useWatch({ name: 'protocol' }) ?? 'none') as SsoProtocol;
  const shows = (f: keyof SsoConfigInput) => PROTOCOL_FIELDS[protocol]?.includes(f) ?? false;
  const secretHint = (has: boolean) => (has ? 'sso.config.secretSet' : false);
  const secretProps = { htmlInput: { autoComplete: 'new-password', maxLength: 500 } };
  return (
    <>
      {protocol === 'cas' ? (
        <FieldsSection name="cas">
          <TextInput source="casServerUrl" label={field('casServerUrl')} helperText="sso.config.hints.casServerUrl" sx={WIDE} />
          <SelectInput source="casVersion" label={field('casVersion')} choices={CAS_VERSIONS.map((v) => ({ id: v, name: `sso.config.casVersion.${v}` }))} isRequired helperText={false} />
          <TextInput source="userAttribute" label={field('userAttribute')} helperText="sso.config.hints.userAttribute" />
        </FieldsSection>
      ) : null}
      {protocol === 'oidc' ? (
        <FieldsSection name="oidc">
          <TextInput source="oidcIssuer" label={field('oidcIssuer')} sx={WIDE} helperText={false} />
          <TextInput source="clientId" label={field('clientId')} helperText={false} />
          <PasswordInput source="clientSecret" label={field('clientSecret')} helperText={secretHint(view.hasClientSecret)} slotProps={secretProps} />
          <TextInput source="scopes" label={field('scopes')} helperText="sso.config.hints.scopes" />
          <TextInput source="userClaim" label={field('userClaim')} helperText="sso.config.hints.userClaim" />
        </FieldsSection>
      ) : null}
      {protocol === 'third' ? (
        <FieldsSection name="third">
          <PasswordInput source="thirdKey" label={field('thirdKey')} helperText={secretHint(view.hasThirdKey) || 'sso.config.hints.thirdKey'} slotProps={secretProps} />
        </FieldsSection>
      ) : null}
      {shows('logoutUrl') ? (
        <FieldsSection name="signOut">
          <TextInput source="logoutUrl" label={field('logoutUrl')} helperText="sso.config.hints.logoutUrl" sx={WIDE} />
        </FieldsSection>
      ) : null}
    </>
  );
}

/** 测试连接: tries the form's addresses (unsaved) and shows SsoTestResult or the refusal. */
function TestConnection() {
  const translate = useTranslate();
  const dp = useDataProvider<SsoDataProvider>();
  const { getValues } = useFormContext<SsoConfigInput>();
  const protocol = useWatch({ name: 'protocol' }) as SsoProtocol;
  const [result, setResult] = useState<SsoTestResult | null>(null);
  const test = useMutation({
    ...SILENT,
    mutationFn: () => {
      const v = getValues();
      return dp.testSsoConnection({ protocol: v.protocol, casServerUrl: v.casServerUrl.trim(), oidcIssuer: v.oidcIssuer.trim() });
    },
    onMutate: () => setResult(null),
    onSuccess: setResult,
  });
  if (protocol !== 'cas' && protocol !== 'oidc') return null;
  const failed = test.isError ? serverError(test.error).text : null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mr: 'auto' }}>
      <Button variant="outlined" onClick={() => test.mutate()} disabled={test.isPending} startIcon={test.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}>
        {translate(test.isPending ? 'sso.config.testing' : 'sso.config.test')}
      </Button>
      {result ? (
        <Alert severity={result.ok ? 'success' : 'error'} role="status" sx={{ py: 0 }} data-testid="sso-test-result">
          {result.message}
          <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
            {translate('sso.config.elapsed', { ms: result.elapsedMs })}
          </Typography>
        </Alert>
      ) : null}
      {failed ? <Alert severity="error" role="status" sx={{ py: 0 }} data-testid="sso-test-result">{failed}</Alert> : null}
    </Stack>
  );
}
