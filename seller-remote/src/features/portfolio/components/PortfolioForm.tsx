import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert, Button, ButtonLink, ButtonRow, Card, TextField, Textarea, type PortfolioProject } from '@craft/shared';
import { links, sellerPaths } from '../../../config/paths';
import { FileField } from '../../../components/lists';
import { toValues, usePortfolioForm, type PortfolioValues } from '../hooks/use-portfolio-form';
import { Gallery } from './Gallery';
import { sellerTexts } from '@craft/shared/texts/seller';

const t = sellerTexts.portfolio;

const Dates = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoints.phone}) {
    grid-template-columns: 1fr 1fr;
  }
`;

/** Create and edit a portfolio project: name, start and end date, description, images. */
export function PortfolioForm({ project }: { project?: PortfolioProject }) {
  const [values, setValues] = useState<PortfolioValues>(() => toValues(project));
  const [images, setImages] = useState<File[]>([]);
  const [invalidImage, setInvalidImage] = useState(false);
  const filesId = useId();
  const filesInput = useRef<HTMLInputElement>(null);
  const { save, errors, failure, saving } = usePortfolioForm(project?.id);

  const set = (field: keyof PortfolioValues) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    const valid = files.every((f) => f.type.startsWith('image/'));
    setInvalidImage(!valid);
    if (!valid && filesInput.current) filesInput.current.value = '';
    setImages(valid ? files : []);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(values, images);
  };

  const back = project ? links.withId(sellerPaths.portfolioDetail, project.id) : links.sellerDashboardTab('portfolio');

  return (
    <Card>
      <form onSubmit={submit} noValidate>
        <TextField label={t.name} value={values.name} onChange={set('name')} error={errors.name} required disabled={saving} />
        <Dates>
          <TextField label={t.startDate} type="date" value={values.startDate} onChange={set('startDate')} error={errors.startDate} disabled={saving} />
          <TextField label={t.endDate} type="date" value={values.endDate} onChange={set('endDate')} error={errors.endDate} disabled={saving} />
        </Dates>
        <Textarea label={t.description} rows={7} value={values.description} onChange={set('description')} disabled={saving} />
        {project && <Gallery name={project.name} images={project.images} />}
        <FileField>
          <label htmlFor={filesId}>{t.images}</label>
          <input ref={filesInput} id={filesId} type="file" accept="image/*" multiple onChange={pick} disabled={saving} />
          {invalidImage && <Alert tone="error">{t.invalidImage}</Alert>}
        </FileField>
        {failure && <Alert tone="error">{failure}</Alert>}
        <ButtonRow>
          <Button type="submit" variant="seller" disabled={saving}>
            {saving ? t.saving : t.save}
          </Button>
          <ButtonLink to={back} variant="secondary">
            {t.cancel}
          </ButtonLink>
        </ButtonRow>
      </form>
    </Card>
  );
}
