/**
 * Forms validated by the API's own parameter schemas (issue 15 step 4): a react-admin `<Form>` or
 * `<SimpleForm>` takes `resolver={schemaResolver(xParams, messages)}` over a schema of
 * common/schemas, so the browser applies exactly the bounds the server applies, and submits the
 * schema's output (trimmed strings, numbers, absent optional fields) — what the endpoint receives.
 *
 * The schemas' generic markers become texts here: REQUIRED → the field's `required` message or
 * react-admin's '必填'; MALFORMED → the field's `malformed` message or '格式不正确'. Any other
 * message (the spec's Chinese texts, declared in the schema) shows as it is, unless `messages`
 * maps it for that field. Messages may be i18n keys (with args) — react-admin translates them.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { MALFORMED, REQUIRED } from '../../../common/schemas/fields';
import { serverError } from './serverError';

/** An i18n key or text, or a key with its interpolation args (react-admin's ValidationError form). */
export type FormMessage = string | { message: string; args: Record<string, unknown> };

/** Per field (dotted path for nested ones): `required`, `malformed`, or a schema message → what to show. */
export type FieldMessages = Record<string, Partial<Record<'required' | 'malformed' | (string & {}), FormMessage>>>;

function shown(path: string, message: string, messages: FieldMessages): FormMessage {
  const own = messages[path];
  if (message === REQUIRED) return own?.required ?? 'ra.validation.required';
  if (message === MALFORMED) return own?.malformed ?? 'shell.form.malformed';
  return own?.[message] ?? message;
}

/** Walks react-hook-form's nested error tree and rewrites every leaf's message. */
function rewrite(errors: FieldErrors, messages: FieldMessages, prefix = ''): FieldErrors {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const leaf = value as FieldError;
    if (typeof leaf.message === 'string' && 'type' in leaf) {
      // react-admin's ValidationError accepts {message, args} objects at runtime.
      out[key] = { ...leaf, message: shown(path, leaf.message, messages) as string };
    } else {
      out[key] = rewrite(value as FieldErrors, messages, path);
    }
  }
  return out as FieldErrors;
}

/**
 * A resolver over `schema` (a zod object of common/schemas) with the markers turned into texts.
 * `raw`: a valid form submits its values as typed rather than the schema's output (for a form
 * whose request body is built from the values, e.g. a patch that sends '' to clear).
 * @example <Form resolver={schemaResolver(termAddParams, { name: { required: 'terms.validation.name_required' } })}>
 */
export function schemaResolver<S extends z.ZodType<unknown, FieldValues>>(schema: S, messages: FieldMessages = {}, options: { raw?: boolean } = {}): Resolver<FieldValues> {
  const base = (options.raw ? zodResolver(schema as never, undefined, { raw: true }) : zodResolver(schema as never)) as unknown as Resolver<FieldValues>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    return Object.keys(result.errors).length === 0 ? result : { values: {}, errors: rewrite(result.errors, messages) };
  };
}

/**
 * The submit of a schema form: runs `save` with the validated values; a refusal naming one of
 * `fields` ('参数错误: <field> <text>') is returned as that field's error (react-admin puts it
 * under the input), any other sets `formError` for an alert above the fields. Resolves to the
 * field errors, or undefined after a success (then `onSaved` has run).
 */
export function useSchemaSubmit<V extends FieldValues>(save: (values: V) => Promise<unknown>, fields: readonly string[], onSaved?: () => void) {
  const [formError, setFormError] = useState<string>();
  const onSubmit = useCallback(
    async (values: FieldValues): Promise<Record<string, string> | undefined> => {
      setFormError(undefined);
      try {
        await save(values as V);
      } catch (e) {
        const { field, text } = serverError(e);
        if (field && fields.includes(field)) return { [field]: text };
        setFormError(field ? `${field} ${text}` : text);
        return undefined;
      }
      onSaved?.();
      return undefined;
    },
    [save, fields, onSaved],
  );
  return { onSubmit, formError, clearFormError: useCallback(() => setFormError(undefined), []) };
}

/** A text field's value in a request body built from the form's values by hand: trimmed, '' when empty. */
export const formText = (v: unknown): string => String(v ?? '').trim();
