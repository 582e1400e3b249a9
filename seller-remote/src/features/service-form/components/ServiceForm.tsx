import styled from 'styled-components';
import { Alert, Button, ButtonLink, ButtonRow, Card, Select, TextField, Textarea, useCategoryLabel, useSharedTexts, type Service } from '@craft/shared';
import { sellerPaths } from '../../../config/paths';
import { useCategories } from '../hooks/use-categories';
import { useServiceSubmit } from '../hooks/use-service-submit';
import { PhotoList } from './PhotoList';
import { useSellerTexts } from '../../../texts';

const Form = styled.form`
  max-width: 720px;
`;

const PhotoError = styled.p`
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;

interface Props {
  /** The service being edited; absent on Add Service. */
  service?: Service;
}

/** Add Service and Edit Data Service: one form, prefilled when editing. */
export function ServiceForm({ service }: Props) {
  const t = useSellerTexts('form');
  const common = useSharedTexts('common');
  const categoryLabel = useCategoryLabel();
  const categories = useCategories();
  const { form, submit, feedback, busy, sending, saved, photos, setPhotos, progress } = useServiceSubmit({ service });
  const { errors } = form.formState;
  const locked = sending || saved;
  const categoryId = form.watch('categoryId');

  return (
    <Card>
      <Form onSubmit={submit} noValidate>
        <TextField label={t('title')} {...form.register('title')} error={errors.title?.message} required disabled={locked} />
        <Textarea label={t('description')} rows={7} {...form.register('description')} error={errors.description?.message} disabled={locked} />
        <TextField label={t('price')} inputMode="decimal" {...form.register('price')} error={errors.price?.message} required disabled={locked} />
        {categories.status === 'error' ? (
          <Alert tone="error">{t('categoriesFailed')}</Alert>
        ) : (
          <Select
            label={t('category')}
            name="category_id"
            value={categoryId}
            onChange={(event) => form.setValue('categoryId', event.target.value)}
            disabled={locked || categories.status === 'pending'}
            options={
              categories.status === 'success'
                ? categories.data.map((c) => ({ value: String(c.id), label: categoryLabel(c.name) }))
                : [{ value: categoryId, label: common('loading') }]
            }
          />
        )}
        <PhotoList photos={photos} onChange={setPhotos} progress={progress} disabled={locked} />

        {feedback.kind === 'success' && <Alert tone="success">{feedback.text}</Alert>}
        {feedback.kind === 'error' && <Alert tone="error">{feedback.text}</Alert>}
        {errors.root?.message && <Alert tone="error">{errors.root.message}</Alert>}
        {feedback.kind === 'photo-error' && <PhotoError role="alert">{feedback.text}</PhotoError>}

        <ButtonRow>
          <Button type="submit" variant="seller" disabled={busy || locked}>
            {sending ? t('saving') : t('save')}
          </Button>
          <ButtonLink to={sellerPaths.dashboard} variant="secondary">
            {t('cancel')}
          </ButtonLink>
        </ButtonRow>
      </Form>
    </Card>
  );
}
