import styled from 'styled-components';
import { ButtonLink, Card, useAuth } from '@craft/shared';
import { LoginCard } from '../../features/auth';
import { LandingPage } from '../../features/landing';
import { roleHome } from '../../lib/role-home';
import { useHostTexts } from '../../texts';

const Welcome = styled(Card)`
  max-width: 440px;

  & h2 {
    margin-top: 0;
  }
`;

/** '/': the login card beside the hero (or a welcome for a logged-in user), then the landing. */
export function RootPage() {
  const t = useHostTexts('login');
  const { isLoggedIn, user } = useAuth();
  const aside =
    isLoggedIn && user ? (
      <Welcome as="section">
        <h2>{t('welcomeBack', { firstname: user.firstname })}</h2>
        <ButtonLink to={roleHome(user.role)} fullWidth>
          {t('goToStart')}
        </ButtonLink>
      </Welcome>
    ) : (
      <LoginCard />
    );
  return <LandingPage aside={aside} />;
}
