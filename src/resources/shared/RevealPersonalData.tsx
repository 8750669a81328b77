/**
 * Show personal data in full (issue 14 defect 8), for holders of 查看完整个人信息 only: asks first
 * (the question says the view is recorded), then loads the values with `load` and hands them to
 * `onChange`; the hide button hands back null (masked again). Renders nothing without the
 * permission. A text button on a detail page, an icon button named after the person in a table row.
 */
import { useState, type ReactElement } from 'react';
import { Button, IconButton, Tooltip } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Confirm, useTranslate } from 'react-admin';
import { PERSONAL_DATA_PERMISSION } from '../../../common/personalData';
import { useCan } from '../../authProvider/permissions';
import { notifyError } from '../../dataProvider/notify';

/** i18n keys of the texts: the two buttons, the question and its buttons. */
export interface RevealTexts {
  reveal: string;
  hide: string;
  confirmTitle: string;
  /** The question; it must say that the view is recorded. Receives `subject` as %{name}. */
  confirm: string;
  confirmButton: string;
  cancelButton: string;
}

export interface RevealPersonalDataProps<T> {
  /** Loads the full values (a dataProvider method; the server records the view). */
  load: () => Promise<T>;
  /** The full values while shown, else null. */
  revealed: T | null;
  onChange: (values: T | null) => void;
  texts: RevealTexts;
  /** 'icon': a small icon button whose name ends with `subject`, for table rows. */
  variant?: 'button' | 'icon';
  /** Whose data, e.g. the person's name: in the icon button's name and the question. */
  subject?: string;
}

export function RevealPersonalData<T>({ load, revealed, onChange, texts, variant = 'button', subject = '' }: RevealPersonalDataProps<T>) {
  const translate = useTranslate();
  const can = useCan(PERSONAL_DATA_PERMISSION);
  const [asking, setAsking] = useState(false);
  const [loading, setLoading] = useState(false);
  if (!can) return null;
  const reveal = async () => {
    setLoading(true);
    try {
      onChange(await load());
      setAsking(false);
    } catch (e) {
      notifyError(e);
    } finally {
      setLoading(false);
    }
  };
  const trigger = (label: string, icon: ReactElement, onClick: () => void) =>
    variant === 'icon' ? (
      <Tooltip title={translate(label)}>
        <IconButton size="small" aria-label={`${translate(label)} ${subject}`.trim()} onClick={onClick}>
          {icon}
        </IconButton>
      </Tooltip>
    ) : (
      <Button size="small" variant="outlined" startIcon={icon} onClick={onClick}>
        {translate(label)}
      </Button>
    );
  const small = variant === 'icon' ? ('small' as const) : undefined;
  if (revealed) return trigger(texts.hide, <VisibilityOffIcon fontSize={small} />, () => onChange(null));
  return (
    <>
      {trigger(texts.reveal, <VisibilityIcon fontSize={small} />, () => setAsking(true))}
      <Confirm
        isOpen={asking}
        loading={loading}
        title={texts.confirmTitle}
        content={texts.confirm}
        translateOptions={{ name: subject }}
        confirm={texts.confirmButton}
        cancel={texts.cancelButton}
        onConfirm={() => void reveal()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
