import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState, ButtonLink, links, useCategoryLabel, type Category, categoryQueries } from '@craft/shared';
import { useLightQuery } from '../../../hooks/use-light-query';
import { QueryView } from '@craft/shared';
import { filterCategories } from '../lib/filter-categories';
import { CategoryBand } from './CategoryBand';
import { useTypedBeforeHydration } from '../../../hooks/use-hydration';
import { useHostTexts } from '../../../texts';
import { useLanguage } from '@craft/shared/i18n';
import { PageHead, siteOrigin } from '@craft/shared/seo';
import { landingHead } from '../lib/landing-head';

const Hero = styled.div`
  background: linear-gradient(160deg, ${({ theme }) => theme.colors.dark} 0%, #3a2f47 100%);
  color: #fff;
`;

const HeroInner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  align-items: center;
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};

  @media (min-width: ${({ theme }) => theme.breakpoints.desktop}) {
    grid-template-columns: 1fr 440px;
    padding: ${({ theme }) => theme.space(16)} ${({ theme }) => theme.space(6)};
  }

  & h1 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: clamp(2rem, 7vw, 3.25rem);
    line-height: 1.1;
  }
  & h1 + p {
    margin: 0;
    font-size: 1.2rem;
    color: #e6e0ee;
    max-width: 40ch;
  }
`;

/** In the hero, under the headline: on a phone it shows without scrolling, above the login card. */
const SearchBar = styled.div`
  margin-top: ${({ theme }) => theme.space(6)};
  max-width: 40rem;

  & input {
    width: 100%;
    min-height: 52px;
    padding: 12px 16px;
    font: inherit;
    font-size: 1.1rem;
    color: ${({ theme }) => theme.colors.text};
    border: 2px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.surface};
  }
  & input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  & a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    margin: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)} 0;
    color: #fff;
    font-weight: 600;
  }
`;

/** The landing page's title, description, canonical link and schema.org `WebSite`. */
function LandingHead() {
  const text = useHostTexts('seo');
  const brand = useHostTexts();
  const language = useLanguage();
  return <PageHead {...landingHead({ origin: siteOrigin(), language, siteName: brand('brand'), text })} />;
}

function Bands({ categories, query }: { categories: Category[]; query: string }) {
  const t = useHostTexts('landing');
  const categoryLabel = useCategoryLabel();
  const shown = filterCategories(categories, query, categoryLabel);
  if (shown.length === 0) {
    return (
      <EmptyState
        title={t('noMatch', { query: query.trim() })}
        action={<ButtonLink to={links.results(query.trim())}>{t('searchEverywhere')}</ButtonLink>}
      />
    );
  }
  return (
    <>
      {shown.map((category, index) => (
        <CategoryBand key={category.id} category={category} index={index} />
      ))}
    </>
  );
}

/**
 * The landing page: hero with the German headline, the live 'Search for services...' filter and
 * a way to all results, beside `aside` (the login card); then one coloured band per category.
 */
export function LandingPage({ aside }: { aside?: ReactNode }) {
  const t = useHostTexts('landing');
  const searchId = useId();
  const [query, setQuery] = useState('');
  useTypedBeforeHydration('input[data-landing-search]', setQuery);
  const categories = useLightQuery(categoryQueries.list());

  return (
    <>
      <LandingHead />
      <Hero>
        <HeroInner>
          <div>
            <h1 lang="de">{t('headline')}</h1>
            <p lang="de">{t('subtitle')}</p>
            <SearchBar role="search">
              <label htmlFor={searchId} className="visually-hidden">
                {t('searchLabel')}
              </label>
              <input
                id={searchId}
                type="search"
                data-landing-search=""
                placeholder={t('searchPlaceholder')}
                value={query}
                onChange={(event) => setQuery(event.target.value)}
              />
              {/* The live filter narrows the bands below; this opens the ranked search with every filter. */}
              {query.trim() !== '' && <Link to={links.results(query.trim())}>{t('showAll', { query: query.trim() })} →</Link>}
            </SearchBar>
          </div>
          {aside}
        </HeroInner>
      </Hero>
      <QueryView query={categories}>{(data) => <Bands categories={data} query={query} />}</QueryView>
    </>
  );
}
