import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { hostTexts } from '@craft/shared';
import { Footer, Navbar } from '../features/navigation';

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

// At least a screen tall: a page whose content arrives after its data loads must not push a
// visible footer down (Lighthouse measured a layout shift of 0.24 on the service detail).
const Main = styled.main`
  flex: 1;
  min-width: 0;
  min-height: 100vh;
`;

const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -48px;
  z-index: 1000;
  padding: 8px 12px;
  background: ${({ theme }) => theme.colors.dark};
  color: #fff;

  &:focus {
    top: 8px;
  }
`;

/** Navbar, page, footer; a skip link lets keyboard users jump past the navbar. */
export function Layout() {
  return (
    <Shell>
      <SkipLink href="#main">{hostTexts.skipToContent}</SkipLink>
      <Navbar />
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
    </Shell>
  );
}
