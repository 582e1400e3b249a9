import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert, Button, Select, TextField, schemasForSubmit, type SearchSort } from '@craft/shared';
import type { ResultsState } from '../lib/results-url';
import { useResultsTexts } from '../texts';

const RADII = [10, 30, 50, 100, 200];
const SORTS: readonly SearchSort[] = ['relevance', 'distance', 'price_asc', 'price_desc', 'newest'];

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 150px), 1fr));
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

type Field = 'postcode' | 'radius_km' | 'min_price' | 'max_price' | 'sort';
type Values = Record<Field, string>;

const valuesOf = (state: ResultsState): Values => ({
  // Prefilled from the profile; it filters only once the visitor applies it.
  postcode: state.postcode ?? '',
  radius_km: state.radius_km === undefined ? '' : String(state.radius_km),
  min_price: state.min_price === undefined ? '' : String(state.min_price),
  max_price: state.max_price === undefined ? '' : String(state.max_price),
  sort: state.sort ?? 'relevance',
});

interface Props {
  state: ResultsState;
  /** The API's refusal of the applied filters (e.g. "Unknown postcode: 12345"), shown by the field. */
  refusal?: string | null;
  onApply: (next: Partial<ResultsState>) => void;
}

/**
 * Postcode and distance, price range and sort order. Checked with the API's own schema
 * (`searchQuerySchema`) before the URL changes; what the visitor typed stays when it is refused.
 */
export function FiltersForm({ state, refusal, onApply }: Props) {
  const t = useResultsTexts();
  const [values, setValues] = useState<Values>(() => valuesOf(state));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [unavailable, setUnavailable] = useState(false);
  const set = (field: Field) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  // A postcode that applied (the signed-in user's own, say) and is emptied stays a choice, so it does not come back.
  const noPostcode = state.postcode !== undefined ? '' : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const postcode = values.postcode.trim();
    const candidate = {
      q: state.q,
      postcode: postcode || undefined,
      radius_km: postcode && values.radius_km ? values.radius_km : undefined,
      min_price: values.min_price.trim() || undefined,
      max_price: values.max_price.trim() || undefined,
      sort: values.sort === 'distance' && !postcode ? undefined : values.sort,
    };
    const schemas = await schemasForSubmit();
    setUnavailable(schemas === null);
    if (!schemas) return;
    const parsed = schemas.searchQuerySchema.safeParse(candidate);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (typeof field === 'string' && field in values && !found[field as Field]) found[field as Field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    const { postcode: code, radius_km, min_price, max_price, sort } = parsed.data;
    onApply({ postcode: code ?? noPostcode, radius_km, min_price, max_price, sort: sort === 'relevance' ? undefined : sort, page: 1 });
  };

  const clear = () => {
    setValues({ postcode: '', radius_km: '', min_price: '', max_price: '', sort: 'relevance' });
    setErrors({});
    onApply({ postcode: noPostcode, radius_km: undefined, min_price: undefined, max_price: undefined, sort: undefined, page: 1 });
  };

  const sorts = SORTS.filter((sort) => sort !== 'distance' || values.postcode.trim() !== '');
  return (
    <Form aria-label={t('filters')} noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('postcode')}
        hint={t('postcodeHint')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        value={values.postcode}
        onChange={set('postcode')}
        error={errors.postcode ?? refusal ?? undefined}
      />
      <Select
        label={t('radius')}
        value={values.radius_km}
        onChange={set('radius_km')}
        options={[{ value: '', label: t('anyDistance') }, ...RADII.map((km) => ({ value: String(km), label: t('radiusOption', { km }) }))]}
        error={errors.radius_km}
      />
      <TextField label={t('minPrice')} inputMode="numeric" value={values.min_price} onChange={set('min_price')} error={errors.min_price} />
      <TextField label={t('maxPrice')} inputMode="numeric" value={values.max_price} onChange={set('max_price')} error={errors.max_price} />
      <Select label={t('sort')} value={values.sort} onChange={set('sort')} options={sorts.map((sort) => ({ value: sort, label: t(`sorts.${sort}`) }))} error={errors.sort} />
      <Actions>
        <Button type="submit">{t('apply')}</Button>
        <Button type="button" variant="ghost" onClick={clear}>
          {t('clear')}
        </Button>
      </Actions>
      {unavailable && <Alert tone="error">{t('failed')}</Alert>}
    </Form>
  );
}
