/**
 * A page's "could not load" state: the server's message (or `fallback`, an i18n key) in an error
 * alert with a retry button. For a query that has no data to show; a failed reload that still has
 * data keeps showing it.
 */
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { serverError } from './serverError';

export interface LoadFailedProps {
  error: unknown;
  /** i18n key shown when the error carries no message. */
  fallback: string;
  /** i18n key of the retry button. */
  retryLabel: string;
  onRetry: () => void;
}

export function LoadFailed({ error, fallback, retryLabel, onRetry }: LoadFailedProps) {
  const translate = useTranslate();
  return (
    <Alert severity="error" action={<Button color="inherit" size="small" onClick={onRetry}>{translate(retryLabel)}</Button>}>
      {serverError(error).text || translate(fallback)}
    </Alert>
  );
}
