import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, hostPaths, hostTexts, PageContainer, Tabs, categoryQueries } from '@craft/shared';
import { useLightQuery } from '../../../hooks/use-light-query';
import { QueryView } from '@craft/shared';
import { SearchForm } from '../../../components/SearchForm';
import { orderCategoryTabs } from '../lib/order-tabs';
import { ResultList } from './ResultList';

const texts = hostTexts.results;
const ALL = 'all';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};

  & h1 {
    margin: 0;
  }
`;

const SearchRow = styled.div`
  max-width: 640px;
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const positiveInt = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

/** '/results?q=&category=&page=': the search results, one tab per category (SPEC's 'Result' screen made real). */
export function ResultsPage() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const category = positiveInt(params.get('category'));
  const page = positiveInt(params.get('page')) ?? 1;
  const categories = useLightQuery(categoryQueries.list());

  const urlFor = (next: { q: string; category?: number; page?: number }) => {
    const search = new URLSearchParams({ q: next.q });
    if (next.category !== undefined) search.set('category', String(next.category));
    if (next.page && next.page > 1) search.set('page', String(next.page));
    return search;
  };

  const list = (tabCategory: number | undefined) => (
    <ResultList
      query={query}
      category={tabCategory}
      page={page}
      pageLink={(target) => `${hostPaths.results}?${urlFor({ q: query, category: tabCategory, page: target }).toString()}`}
    />
  );

  return (
    <PageContainer>
      <Head>
        <h1>{texts.title}</h1>
        <ButtonLink to={hostPaths.menu} variant="ghost">
          {texts.browseCategories}
        </ButtonLink>
      </Head>
      <SearchRow>
        <SearchForm
          key={query}
          label={hostTexts.nav.search}
          placeholder={hostTexts.nav.searchPlaceholder}
          submitLabel={hostTexts.nav.searchSubmit}
          initialQuery={query}
          onSearch={(q) => setParams(urlFor({ q, category }))}
        />
      </SearchRow>
      <QueryView query={categories}>
        {(data) => (
          <Tabs
            label={texts.tabsLabel}
            value={category !== undefined ? String(category) : ALL}
            onChange={(id) => setParams(urlFor({ q: query, category: id === ALL ? undefined : Number(id) }))}
            tabs={[
              { id: ALL, label: texts.all, content: list(undefined) },
              ...orderCategoryTabs(data).map((item) => ({
                id: String(item.id),
                label: item.name,
                content: list(item.id),
              })),
            ]}
          />
        )}
      </QueryView>
    </PageContainer>
  );
}
