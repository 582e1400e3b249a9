import { PageContainer, categoryQueries } from '@craft/shared';
import { useLightQuery } from '../../../hooks/use-light-query';
import { QueryView } from '@craft/shared';
import { CategoryLinks } from './CategoryLinks';
import { useHomeTexts } from '../texts';

/** '/menu': every category with its number of services, each opening its results. */
export function MenuPage() {
  const t = useHomeTexts('menu');
  const categories = useLightQuery(categoryQueries.list());
  return (
    <PageContainer>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <QueryView query={categories}>{(data) => <CategoryLinks categories={data} />}</QueryView>
    </PageContainer>
  );
}
