import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert, Button, ButtonLink, ButtonRow, Card, Select, TextField, Textarea, commonTexts, type Service } from '@craft/shared';
import { sellerPaths } from '../../../config/paths';
import { useCategories } from '../hooks/use-categories';
import { useServiceSubmit } from '../hooks/use-service-submit';
import type { ServiceFormValues } from '../hooks/validate-service';
import { PhotoPicker } from './PhotoPicker';
import { sellerTexts } from '@craft/shared/texts/seller';

const t = sellerTexts.form;

/** SPEC §9: a new service is in category 1 unless the seller picks another. */
const DEFAULT_CATEGORY = '1';

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
  const [values, setValues] = useState<ServiceFormValues>({
    title: service?.title ?? '',
    description: service?.description ?? '',
    price: service ? String(service.price) : '',
    categoryId: service ? String(service.category_id) : DEFAULT_CATEGORY,
  });
  const [photo, setPhoto] = useState<File | null>(null);
  const categories = useCategories();
  const { submit, errors, feedback, submitting, saved } = useServiceSubmit({ serviceId: service?.id });
  const locked = submitting || saved;

  const set = (field: keyof ServiceFormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(values, photo);
  };

  return (
    <Card>
      <Form onSubmit={onSubmit} noValidate>
        <TextField label={t.title} name="title" value={values.title} onChange={set('title')} error={errors.title} required disabled={locked} />
        <Textarea label={t.description} name="description" rows={7} value={values.description} onChange={set('description')} error={errors.description} disabled={locked} />
        <TextField
          label={t.price}
          name="price"
          inputMode="numeric"
          value={values.price}
          onChange={set('price')}
          error={errors.price}
          required
          disabled={locked}
        />
        {categories.status === 'error' ? (
          <Alert tone="error">{t.categoriesFailed}</Alert>
        ) : (
          <Select
            label={t.category}
            name="category_id"
            value={values.categoryId}
            onChange={set('categoryId')}
            disabled={locked || categories.status === 'pending'}
            options={
              categories.status === 'success'
                ? categories.data.map((c) => ({ value: String(c.id), label: c.name }))
                : [{ value: values.categoryId, label: commonTexts.loading }]
            }
          />
        )}
        <PhotoPicker photo={photo} onChange={setPhoto} currentUrl={service?.photo} disabled={locked} />

        {feedback.kind === 'success' && <Alert tone="success">{feedback.text}</Alert>}
        {feedback.kind === 'error' && <Alert tone="error">{feedback.text}</Alert>}
        {feedback.kind === 'photo-error' && <PhotoError role="alert">{feedback.text}</PhotoError>}

        <ButtonRow>
          <Button type="submit" variant="seller" disabled={locked}>
            {submitting ? t.saving : t.save}
          </Button>
          <ButtonLink to={sellerPaths.dashboard} variant="secondary">
            {t.cancel}
          </ButtonLink>
        </ButtonRow>
      </Form>
    </Card>
  );
}
