import { hostTexts, PageContainer, categoryQueries } from '@craft/shared';
import { useLightQuery } from '../../../hooks/use-light-query';
import { QueryView } from '@craft/shared';
import { CategoryLinks } from './CategoryLinks';

/** '/menu': every category with its number of services, each opening its results. */
export function MenuPage() {
  const categories = useLightQuery(categoryQueries.list());
  return (
    <PageContainer>
      <h1>{hostTexts.menu.title}</h1>
      <p>{hostTexts.menu.intro}</p>
      <QueryView query={categories}>{(data) => <CategoryLinks categories={data} />}</QueryView>
    </PageContainer>
  );
}
