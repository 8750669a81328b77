/**
 * State of a create/edit dialog: values, per-field errors (i18n keys or server texts), the error
 * that names no field, and `submit` — validate locally, post silently, and put a server refusal
 * under the field it names (serverError) instead of a toast.
 */
import { useCallback, useState } from 'react';
import { serverError } from './serverError';

export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

export interface FormState<V> {
  values: V;
  errors: FieldErrors<V>;
  formError?: string;
  saving: boolean;
  set: <K extends keyof V & string>(key: K, value: V[K]) => void;
  reset: (values: V) => void;
  /** Runs `validate`; when clean, `save`; maps a refusal to a field. Resolves true on success. */
  submit: (validate: (v: V) => FieldErrors<V>, save: (v: V) => Promise<unknown>) => Promise<boolean>;
}

export function useFormState<V extends object>(initial: V): FormState<V> {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [formError, setFormError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const set = useCallback(<K extends keyof V & string>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
    setFormError(undefined);
  }, []);

  const reset = useCallback((next: V) => {
    setValues(next);
    setErrors({});
    setFormError(undefined);
    setSaving(false);
  }, []);

  const submit = async (validate: (v: V) => FieldErrors<V>, save: (v: V) => Promise<unknown>) => {
    const found = validate(values);
    setErrors(found);
    setFormError(undefined);
    if (Object.values(found).some(Boolean)) return false;
    setSaving(true);
    try {
      await save(values);
      return true;
    } catch (e) {
      const { field, text } = serverError(e);
      if (field && field in values) setErrors((prev) => ({ ...prev, [field]: text }));
      else setFormError(text);
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { values, errors, formError, saving, set, reset, submit };
}
