import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';
import { Alert, Button, ButtonLink, Dialog, Loading, PageContainer, apiErrorMessage, categoryQueries, errorStatus, hostPaths, serviceQueries, useAuth, useCategoryLabel, type Category, type CategoryCount } from '@craft/shared';
import { Tabs } from '@craft/shared/widgets';
import { useLightQuery } from '../../../hooks/use-light-query';
import { phoneScreenQuery, screenMedia } from '../../../lib/phone-screen';
import { SearchForm } from '../../../components/SearchForm';
import { orderCategoryTabs } from '../lib/order-tabs';
import { RESULTS_PAGE_SIZE, readResultsUrl, resultsUrl, searchParamsOf, withHomePostcode, type ResultsState } from '../lib/results-url';
import { FiltersForm } from './FiltersForm';
import { ResultList } from './ResultList';
import { useHostTexts } from '../../../texts';
import { useResultsTexts } from '../texts';
import { PageHead, siteOrigin } from '@craft/shared/seo';
import { resultsHead } from '../lib/results-head';

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
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

// Both ways to the filters are in the page, and CSS shows the one that fits the screen: the
// server cannot know the width, and a layout chosen by script would replace the server's
// (wide) one on a phone at hydration, pushing the results down, then up again.
const FilterRow = styled.div`
  display: none;
  margin-bottom: ${({ theme }) => theme.space(4)};

  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    display: block;
  }
`;

const WideFilters = styled.div`
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    display: none;
  }
`;

/** How many filters narrow the results (the default sort is none), for the phone's Filter button. */
function activeFilters(state: ResultsState): number {
  return [state.postcode || undefined, state.radius_km, state.min_price, state.max_price, state.sort].filter((value) => value !== undefined).length;
}

/** Tabs for the categories with hits: the spec's three first (Painter, Drywall, Surface treatment), then by hits. */
function tabCategories(categories: readonly Category[], counts: readonly CategoryCount[]): Category[] {
  const hits = new Map(counts.map((count) => [count.category_id, count.count]));
  const withHits = categories.filter((category) => (hits.get(category.id) ?? 0) > 0).sort((a, b) => (hits.get(b.id) ?? 0) - (hits.get(a.id) ?? 0));
  return orderCategoryTabs(withHits);
}

/**
 * '/results?q=&category=&postcode=&radius_km=&min_price=&max_price=&sort=&page=': ranked
 * results with a tab per category that has hits, the postcode and distance, a price range and the
 * sort order. Everything lives in the URL, so a search can be shared and the back button works.
 */
export function ResultsPage() {
  const t = useResultsTexts();
  const nav = useHostTexts('nav');
  const categoryLabel = useCategoryLabel();
  const seo = useResultsTexts('seo');
  const brand = useHostTexts();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useAuth();
  // On a phone the filter form would fill the first screen: a button opens it in a dialog, results first.
  const phoneQuery = phoneScreenQuery(useTheme());
  const [filtersOpen, setFiltersOpen] = useState(false);
  const home = user?.post_number || undefined;
  const state = withHomePostcode(readResultsUrl(params), params, home);
  const categories = useLightQuery(categoryQueries.list());
  const result = useLightQuery(serviceQueries.find(searchParamsOf(state, RESULTS_PAGE_SIZE)));
  const go = (next: Partial<ResultsState>) => navigate(resultsUrl({ ...state, ...next }));
  // A 400 names the problem (e.g. "Unknown postcode: 12345"): the filter form shows it by its field.
  const refusal = result.status === 'error' && errorStatus(result.error) === 400 ? (apiErrorMessage(result.error) ?? t('failed')) : null;

  // While the next search loads, the last results stay (with their tabs) instead of a flash of spinner.
  const list = result.data ? (
    <ResultList result={result.data} pageLink={(page) => resultsUrl({ ...state, page })} />
  ) : result.status === 'pending' ? (
    <Loading />
  ) : refusal ? null : (
      <>
        <Alert tone="error">{t('failed')}</Alert>
        <Button variant="secondary" onClick={() => void result.refetch()}>
          {t('retry')}
        </Button>
      </>
    );
  // The API's refusal of the applied filters is shown by its field: on a phone the dialog opens to show it.
  useEffect(() => {
    if (refusal && screenMedia(phoneQuery)?.matches) setFiltersOpen(true);
  }, [phoneQuery, refusal]);
  // A screen widened past the phone's shows the filters in the page: the dialog goes.
  useEffect(() => {
    const phone = filtersOpen ? screenMedia(phoneQuery) : null;
    if (!phone) return undefined;
    const closeWhenWide = () => {
      if (!phone.matches) setFiltersOpen(false);
    };
    phone.addEventListener('change', closeWhenWide);
    return () => phone.removeEventListener('change', closeWhenWide);
  }, [filtersOpen, phoneQuery]);
  const tabs = tabCategories(categories.data ?? [], result.data?.category_counts ?? []);
  const chosenCategory = categories.data?.find((category) => category.id === state.category);
  const head = result.data
    ? resultsHead(state, result.data.total, {
        origin: siteOrigin(),
        siteName: brand('brand'),
        category: chosenCategory ? categoryLabel(chosenCategory.name) : null,
        text: seo,
      })
    : null;

  const filters = (
    <FiltersForm
      key={params.toString()}
      state={state}
      refusal={refusal}
      onApply={(next) => {
        setFiltersOpen(false);
        void go(next);
      }}
    />
  );

  return (
    <PageContainer>
      {head && <PageHead {...head} />}
      <Head>
        <h1>{t('title')}</h1>
        <ButtonLink to={hostPaths.menu} variant="ghost">
          {t('browseCategories')}
        </ButtonLink>
      </Head>
      <SearchRow>
        <SearchForm
          key={state.q}
          label={nav('search')}
          placeholder={nav('searchPlaceholder')}
          submitLabel={nav('searchSubmit')}
          initialQuery={state.q}
          onSearch={(q) => go({ q, page: 1 })}
        />
      </SearchRow>
      <FilterRow>
        <Button type="button" variant="secondary" aria-haspopup="dialog" onClick={() => setFiltersOpen(true)}>
          {t('filterButton', { count: activeFilters(state) })}
        </Button>
        <Dialog
          open={filtersOpen}
          title={t('filters')}
          onClose={() => setFiltersOpen(false)}
          actions={
            <Button type="button" variant="ghost" onClick={() => setFiltersOpen(false)}>
              {t('closeFilters')}
            </Button>
          }
        >
          {filters}
        </Dialog>
      </FilterRow>
      <WideFilters>{filters}</WideFilters>
      <Tabs
        label={t('tabsLabel')}
        value={state.category !== undefined ? String(state.category) : ALL}
        onChange={(id) => go({ category: id === ALL ? undefined : Number(id), page: 1 })}
        tabs={[
          { id: ALL, label: t('all'), content: state.category === undefined ? list : null },
          ...tabs.map((category) => ({ id: String(category.id), label: categoryLabel(category.name), content: state.category === category.id ? list : null })),
          // A category chosen by link that has no hits still gets its (empty) tab.
          ...(state.category !== undefined && !tabs.some((category) => category.id === state.category)
            ? [{ id: String(state.category), label: categoryLabel(categories.data?.find((c) => c.id === state.category)?.name ?? String(state.category)), content: list }]
            : []),
        ]}
      />
    </PageContainer>
  );
}
