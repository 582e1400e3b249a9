import { useId, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Alert, Button, ButtonLink, ButtonRow, Card, TextField, Textarea, type PortfolioProject } from '@craft/shared';
import { links, sellerPaths } from '../../../config/paths';
import { FileField } from '../../../components/lists';
import { usePortfolioForm } from '../hooks/use-portfolio-form';
import { Gallery } from './Gallery';
import { useSellerTexts } from '../../../texts';

const Dates = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoints.phone}) {
    grid-template-columns: 1fr 1fr;
  }
`;

/** Create and edit a portfolio project: name, start and end date, description, images. */
export function PortfolioForm({ project }: { project?: PortfolioProject }) {
  const t = useSellerTexts('portfolio');
  const [images, setImages] = useState<File[]>([]);
  const [invalidImage, setInvalidImage] = useState(false);
  const filesId = useId();
  const filesInput = useRef<HTMLInputElement>(null);
  const { form, submit, errors, failure, saving, busy } = usePortfolioForm(project);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    const valid = files.every((f) => f.type.startsWith('image/'));
    setInvalidImage(!valid);
    if (!valid && filesInput.current) filesInput.current.value = '';
    setImages(valid ? files : []);
  };

  const back = project ? links.withId(sellerPaths.portfolioDetail, project.id) : links.sellerDashboardTab('portfolio');

  return (
    <Card>
      <form onSubmit={submit(images)} noValidate>
        <TextField label={t('name')} {...form.register('name')} error={errors.name?.message} required disabled={saving} />
        <Dates>
          <TextField label={t('startDate')} type="date" {...form.register('start_date')} error={errors.start_date?.message} disabled={saving} />
          <TextField label={t('endDate')} type="date" {...form.register('end_date')} error={errors.end_date?.message} disabled={saving} />
        </Dates>
        <Textarea label={t('description')} rows={7} {...form.register('description')} error={errors.description?.message} disabled={saving} />
        {project && <Gallery name={project.name} images={project.images} />}
        <FileField>
          <label htmlFor={filesId}>{t('images')}</label>
          <input ref={filesInput} id={filesId} type="file" accept="image/*" multiple onChange={pick} disabled={saving} />
          {invalidImage && <Alert tone="error">{t('invalidImage')}</Alert>}
        </FileField>
        {failure && <Alert tone="error">{failure}</Alert>}
        <ButtonRow>
          <Button type="submit" variant="seller" disabled={busy || saving}>
            {saving ? t('saving') : t('save')}
          </Button>
          <ButtonLink to={back} variant="secondary">
            {t('cancel')}
          </ButtonLink>
        </ButtonRow>
      </form>
    </Card>
  );
}
