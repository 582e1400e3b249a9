/**
 * `@craft/shared/forms`: react-hook-form on the shared schemas. A separate entry, not part of the
 * `@craft/shared` singleton, so react-hook-form only loads with a page that has such a form.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { prefetchSchemas, reportError, schemasForSubmit, sharedText, type Schemas } from '@craft/shared';
import { currentLanguage, useLanguage, type Language } from '@craft/shared/i18n';

export type { FieldMessages } from './validation';
export { PasswordField } from './PasswordField';

interface Options<Values extends FieldValues> {
  defaultValues: DefaultValues<Values>;
  /** The form's resolver, built once the schemas have loaded: `(s) => s.formResolver(s.loginSchema, {...})`. */
  resolver: (schemas: Schemas) => Resolver<Values, unknown, Values>;
  /** Shown (role="alert") when the schemas cannot load, so a submit never does nothing. */
  loadFailedText?: string;
  /** For reportError: which app the form belongs to. */
  app: string;
  /** For reportError: what submitting the form does, e.g. "Registering". */
  action: string;
}

export type SchemaForm<Values extends FieldValues> = UseFormReturn<Values, unknown, Values> & {
  /** The form's onSubmit: locks at once (before anything is awaited), validates, then runs onValid. */
  submitWith: (onValid: (values: Values) => unknown) => (event?: FormEvent) => void;
  /** True from the first click until onValid has finished: the submit button's disabled. */
  busy: boolean;
};

/**
 * useForm with a zodResolver on a shared schema that loads on demand. The schemas start loading
 * when the form mounts; after a submit each field re-validates as it is edited, so an old error
 * never stays next to a new one.
 */
export function useSchemaForm<Values extends FieldValues>({
  defaultValues,
  resolver,
  loadFailedText,
  app,
  action,
}: Options<Values>): SchemaForm<Values> {
  // Built per language: a resolver words its field errors (field names, limits) when it is built.
  const built = useRef<{ language: Language; resolver: Resolver<Values, unknown, Values> } | null>(null);
  const pick = useRef(resolver);
  pick.current = resolver;
  const form = useForm<Values, unknown, Values>({
    defaultValues,
    resolver: async (values, context, options) => {
      const schemas = await schemasForSubmit();
      if (!schemas) return { values: {}, errors: { root: { type: 'load', message: loadFailedText ?? sharedText('validation.checkFailed') } } } as never;
      const language = currentLanguage();
      if (built.current?.language !== language) built.current = { language, resolver: pick.current(schemas) };
      return built.current.resolver(values, context, options);
    },
  });
  useEffect(prefetchSchemas, []);

  // A language switch re-words the field errors on show: the fields that have one are checked again.
  const language = useLanguage();
  const shownIn = useRef(language);
  useEffect(() => {
    if (shownIn.current === language) return;
    shownIn.current = language;
    const withErrors = Object.keys(form.formState.errors).filter((field) => field !== 'root');
    if (withErrors.length > 0) void form.trigger(withErrors as Parameters<typeof form.trigger>[0]);
  }, [form, language]);

  // A ref, not only state: a second click in the same tick must find the form already locked.
  const locked = useRef(false);
  const [busy, setBusy] = useState(false);
  const { handleSubmit } = form;
  const submitWith = useCallback(
    (onValid: (values: Values) => unknown) => (event?: FormEvent) => {
      event?.preventDefault();
      if (locked.current) return;
      locked.current = true;
      setBusy(true);
      handleSubmit(async (values) => {
        await onValid(values);
      })()
        .catch((error: unknown) => {
          reportError(error, { action, app });
          form.setError('root', { type: 'submit', message: loadFailedText ?? sharedText('validation.checkFailed') });
        })
        .finally(() => {
          locked.current = false;
          setBusy(false);
        });
    },
    [action, app, form, handleSubmit, loadFailedText],
  );

  return { ...form, submitWith, busy };
}
