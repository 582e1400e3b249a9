import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { ButtonLink, type Role } from '@craft/shared';
import { roleHome } from '../../../lib/role-home';
import { useHostTexts } from '../../../texts';

const Screen = styled.div`
  position: fixed;
  inset: 0;
  z-index: 900;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(6)};
  text-align: center;
  background: ${({ theme }) => theme.colors.bandLight};
  color: ${({ theme }) => theme.colors.bandLightText};

  & h1 {
    margin: 0;
    font-size: clamp(1.75rem, 6vw, 2.75rem);
  }
`;

const Tick = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 88px;
  height: 88px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.success};
  color: #fff;
  font-size: 48px;
`;

/** The full-screen 'Registration successful!' with 'Get Started' to the role's start page. */
export function RegistrationSuccess({ role }: { role: Role }) {
  const t = useHostTexts('register');
  const titleId = useId();
  const startRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => startRef.current?.focus(), []);
  return (
    <Screen role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <Tick aria-hidden="true">✓</Tick>
      <h1 id={titleId}>{t('success')}</h1>
      <ButtonLink ref={startRef} to={roleHome(role)} size="lg" variant={role === 'seller' ? 'seller' : 'primary'}>
        {t('getStarted')}
      </ButtonLink>
    </Screen>
  );
}
