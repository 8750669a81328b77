/**
 * The sticky bottom bar of a long schema form page (发起活动, 申报项目, 通知): the refusal that names
 * no field above the buttons, and — after a submit the resolver refused — the first field in error
 * scrolled into view. Use inside a react-admin <Form>.
 */
import { useEffect, type ReactNode } from 'react';
import { Alert, Button, CircularProgress, Paper, Stack, type ButtonProps } from '@mui/material';
import { useFormState } from 'react-hook-form';

export function FormActionBar({ error, children }: { error?: string; children: ReactNode }) {
  const { submitCount, errors } = useFormState();
  const invalid = Object.keys(errors).length > 0;
  useEffect(() => {
    if (submitCount > 0 && invalid) setTimeout(() => document.querySelector('.Mui-error')?.scrollIntoView?.({ behavior: 'smooth', block: 'center' }), 0);
  }, [submitCount]); // eslint-disable-line react-hooks/exhaustive-deps -- once per submit
  return (
    <Paper elevation={3} sx={{ position: 'sticky', bottom: 0, p: 1.5, zIndex: 2 }}>
      {error ? <Alert severity="error" role="alert" sx={{ mb: 1 }}>{error}</Alert> : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        {children}
      </Stack>
    </Paper>
  );
}

/** A submit button of the form: disabled, with a spinner, while the save runs. */
export function FormSubmitButton({ children, variant = 'contained', ...rest }: ButtonProps) {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant={variant} disabled={isSubmitting} startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined} {...rest}>
      {children}
    </Button>
  );
}

/** A plain button of the form (取消, 保存为模板…), disabled while the save runs. */
export function FormButton(props: ButtonProps) {
  const { isSubmitting } = useFormState();
  return <Button disabled={isSubmitting} {...props} />;
}
