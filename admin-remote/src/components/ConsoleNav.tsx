import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { adminPaths } from '../config/paths';
import { useAdminTexts } from '../texts';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  margin-bottom: 16px;
  a {
    padding: 8px 0;
  }
  a[aria-current='page'] {
    font-weight: 700;
  }
`;

/** The console's own sections: figures and the three queues (reports, trader details, appeals). */
export function ConsoleNav() {
  const t = useAdminTexts('nav');
  return (
    <Nav aria-label={t('label')}>
      <NavLink to={adminPaths.home} end>
        {t('figures')}
      </NavLink>
      <NavLink to={adminPaths.reports}>{t('reports')}</NavLink>
      <NavLink to={adminPaths.traders}>{t('traders')}</NavLink>
      <NavLink to={adminPaths.appeals}>{t('appeals')}</NavLink>
    </Nav>
  );
}
