import { hostTexts, PageContainer } from '@craft/shared';
import { ResourceView } from '../../../components/ResourceView';
import { useCategories } from '../../../lib/use-categories';
import { CategoryLinks } from './CategoryLinks';

/** '/menu': every category with its number of services, each opening its results. */
export function MenuPage() {
  const categories = useCategories();
  return (
    <PageContainer>
      <h1>{hostTexts.menu.title}</h1>
      <p>{hostTexts.menu.intro}</p>
      <ResourceView resource={categories}>{(data) => <CategoryLinks categories={data} />}</ResourceView>
    </PageContainer>
  );
}
