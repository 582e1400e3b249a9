import styled from 'styled-components';
import {
  Alert,
  ButtonLink,
  hostPaths,
  PageContainer,
  Section,
  useAuth, categoryQueries } from '@craft/shared';
import { entriesFor } from '../../../federation/remote-catalog';
import { useLightQuery } from '../../../hooks/use-light-query';
import { QueryView } from '@craft/shared';
import { SearchForm } from '../../../components/SearchForm';
import { CategoryLinks } from './CategoryLinks';
import { useHostTexts } from '../../../texts';
import { useHomeTexts } from '../texts';

const PREVIEW = 8;

const Greeting = styled.div`
  margin-bottom: ${({ theme }) => theme.space(8)};

  & h1 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  & p {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & form {
    max-width: 640px;
  }
`;

const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};

  & h2 {
    margin: 0;
  }
`;

const Cta = styled.section`
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.bandBlue};
  color: ${({ theme }) => theme.colors.bandBlueText};

  & h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  & p {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    max-width: 60ch;
  }
`;

/** '/home', the buyer's start page: greeting, search, categories and the Favorable Offer. */
export function HomePage() {
  const t = useHomeTexts('home');
  const nav = useHostTexts('nav');
  const { user, isLoggedIn } = useAuth();
  const categories = useLightQuery(categoryQueries.list());
  const viewer = { isLoggedIn, role: user?.role ?? null };
  // A craftsman's own start page (their dashboard), as the seller remote declares it.
  const sellerHome = user?.role === 'seller' ? entriesFor('role-home', viewer)[0] : undefined;
  const actions = entriesFor('dashboard', viewer);
  return (
    <PageContainer>
      <Greeting>
        <h1>{user ? t('greeting', { firstname: user.firstname }) : t('greetingGuest')}</h1>
        <p>{t('intro')}</p>
        <SearchForm
          label={nav('search')}
          placeholder={nav('searchPlaceholder')}
          submitLabel={nav('searchSubmit')}
        />
      </Greeting>
      {sellerHome && (
        <Alert tone="info">
          {t('sellerHint')}{' '}
          <ButtonLink to={sellerHome.to} variant="seller" size="sm">
            {sellerHome.text}
          </ButtonLink>
        </Alert>
      )}
      <Section aria-labelledby="home-categories">
        <SectionHead>
          <h2 id="home-categories">{t('categoriesTitle')}</h2>
          <ButtonLink to={hostPaths.menu} variant="ghost">
            {t('allCategories')}
          </ButtonLink>
        </SectionHead>
        <QueryView query={categories}>
          {(data) => <CategoryLinks categories={data.slice(0, PREVIEW)} />}
        </QueryView>
      </Section>
      {actions.length > 0 && (
        <Cta aria-labelledby="home-cta">
          <h2 id="home-cta">{t('ctaTitle')}</h2>
          <p>{t('ctaBody')}</p>
          {actions.map((action) => (
            <ButtonLink key={`${action.remote}:${action.id}`} to={action.to} variant="secondary">
              {action.text}
            </ButtonLink>
          ))}
        </Cta>
      )}
    </PageContainer>
  );
}
