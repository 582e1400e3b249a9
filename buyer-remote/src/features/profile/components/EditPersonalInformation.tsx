import { Alert, apiErrorMessage, authStore, Button, isNetworkError, reportError, unreachableMessage, TextField, updateProfile, userQueries, type PrivateUser, type User } from '@craft/shared';
import { useSchemaForm } from '@craft/shared/forms';
import { queryClient } from '@craft/shared/query';
import { useBuyerTexts, buyerText } from '../../../texts';
import styled from 'styled-components';
type Field = 'firstname' | 'lastname' | 'company_name' | 'street' | 'post_number' | 'phone';
type Values = Record<Field, string>;

type LabelId = 'firstname' | 'lastname' | 'companyName' | 'street' | 'postNumber' | 'phone';

const FIELDS: ReadonlyArray<{ name: Field; label: LabelId; autoComplete: string; type?: string; sellerOnly?: boolean; hint?: 'companyHint' }> = [
  { name: 'firstname', label: 'firstname', autoComplete: 'given-name' },
  { name: 'lastname', label: 'lastname', autoComplete: 'family-name' },
  { name: 'company_name', label: 'companyName', autoComplete: 'organization', sellerOnly: true, hint: 'companyHint' },
  { name: 'street', label: 'street', autoComplete: 'street-address' },
  { name: 'post_number', label: 'postNumber', autoComplete: 'postal-code' },
  { name: 'phone', label: 'phone', autoComplete: 'tel', type: 'tel' },
];

/** The fields' labels in the page's language, for the form's messages. */
const labels = () => Object.fromEntries(FIELDS.map((field) => [field.name, buyerText(`profile.${field.label}`)])) as Record<Field, string>;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * Personal Information's edit mode: the registration rules (profileUpdateSchema, which the
 * API checks too). A craftsman's company name is their name on every card.
 */
export function EditPersonalInformation({ user, onDone }: { user: User; onDone: (saved: PrivateUser | null) => void }) {
  const t = useBuyerTexts('profile');
  const isSeller = user.role === 'seller';
  const form = useSchemaForm<Values>({
    defaultValues: {
      firstname: user.firstname,
      lastname: user.lastname,
      company_name: user.company_name ?? '',
      street: user.street ?? '',
      post_number: user.post_number ?? '',
      phone: user.phone ?? '',
    },
    resolver: (schemas) => schemas.formResolver<Values>(schemas.profileUpdateSchema, { labels: labels() }),
    loadFailedText: buyerText('account.failed'),
    app: 'buyer',
    action: 'Saving personal information',
  });
  const { errors } = form.formState;

  const save = async (values: Values) => {
    const trimmed = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])) as Values;
    try {
      const saved = await updateProfile(user.id, { ...trimmed, company_name: isSeller ? trimmed.company_name || undefined : undefined });
      queryClient.setQueryData(userQueries.detail(user.id).queryKey, saved);
      // The navbar shows the stored user's name.
      if (authStore.getSession().user?.id === saved.id) authStore.updateUser(saved);
      onDone(saved);
    } catch (error) {
      reportError(error, { action: 'Saving personal information', app: 'buyer' });
      form.setError('root', { message: unreachableMessage(error) ?? (isNetworkError(error) ? null : apiErrorMessage(error)) ?? t('saveFailed') });
    }
  };

  return (
    <form noValidate aria-label={t('editTitle')} onSubmit={form.submitWith(save)}>
      {errors.root?.message && <Alert tone="error">{errors.root.message}</Alert>}
      {FIELDS.filter((field) => !field.sellerOnly || isSeller).map((field) => (
        <TextField
          key={field.name}
          label={t(field.label)}
          type={field.type ?? 'text'}
          autoComplete={field.autoComplete}
          required={!field.sellerOnly}
          hint={field.hint && t(field.hint)}
          error={errors[field.name]?.message}
          {...form.register(field.name)}
        />
      ))}
      <Actions>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? t('saving') : t('save')}
        </Button>
        <Button type="button" variant="secondary" onClick={() => onDone(null)}>
          {t('cancel')}
        </Button>
      </Actions>
    </form>
  );
}
