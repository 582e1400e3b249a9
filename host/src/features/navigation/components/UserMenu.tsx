import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { accountRole, type PrivateUser } from '@craft/shared';
import { popupPanelStyles } from '../../../components/navbar-styles';
import { usePopup } from '../../../hooks/use-popup';
import { useHostTexts } from '../../../texts';
import { SignOutDialog } from './SignOutDialog';
import { userMenuEntries } from './user-menu-entries';

const Wrapper = styled.div`
  position: relative;
`;

const Toggle = styled.button<{ $seller: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 4px 10px 4px 4px;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  cursor: pointer;

  & > span:first-child {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 34px;
    height: 34px;
    border-radius: 50%;
    background: ${({ theme, $seller }) => ($seller ? theme.colors.seller : theme.colors.brand)};
    color: #fff;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Panel = styled.div`
  ${popupPanelStyles}
  width: min(280px, calc(100vw - 24px));
  padding: ${({ theme }) => theme.space(2)} 0;
`;

const Who = styled.div`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  & p {
    margin: 0;
  }
  & p + p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)} 0 0;
`;

const entryStyles = `
  display: block;
  width: 100%;
  padding: 10px 16px;
  text-align: left;
  text-decoration: none;
  font: inherit;
  color: inherit;
  background: none;
  border: 0;
  cursor: pointer;
`;

const EntryLink = styled(Link)`
  ${entryStyles}
  &:hover { background: ${({ theme }) => theme.colors.background}; }
`;

const EntryAnchor = styled.a`
  ${entryStyles}
  &:hover { background: ${({ theme }) => theme.colors.background}; }
`;

const EntryButton = styled.button`
  ${entryStyles}
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 600;
  &:hover { background: ${({ theme }) => theme.colors.background}; }
`;

const Name = styled.span`
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    display: none; /* the avatar alone on a phone; the panel names the user */
  }
`;

/** The logged-in user's menu: who they are, their pages, and Sign Out. */
export function UserMenu({ user }: { user: PrivateUser }) {
  const t = useHostTexts('nav');
  const { open, setOpen, panelId, wrapRef, toggleRef } = usePopup();
  const [confirming, setConfirming] = useState(false);
  const location = useLocation();

  // Following an entry closes the menu.
  useEffect(() => setOpen(false), [location.pathname, setOpen]);

  const seller = user.role === 'seller';
  return (
    <Wrapper ref={wrapRef}>
      <Toggle
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('userMenu', { firstname: user.firstname })}
        $seller={seller}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">{user.firstname.charAt(0).toUpperCase()}</span>
        <Name aria-hidden="true">{user.firstname}</Name>
      </Toggle>
      {open && (
        <Panel id={panelId}>
          <Who>
            <p>
              <strong>
                {user.firstname} {user.lastname}
              </strong>
            </p>
            <p>{user.email}</p>
          </Who>
          <List>
            {userMenuEntries(window.location.origin, accountRole(user)).map((entry) => (
              <li key={entry.id}>
                {'to' in entry ? (
                  <EntryLink to={entry.to}>{entry.label}</EntryLink>
                ) : (
                  <EntryAnchor href={entry.href}>{entry.label}</EntryAnchor>
                )}
              </li>
            ))}
            <li>
              <EntryButton
                type="button"
                onClick={() => {
                  setOpen(false);
                  setConfirming(true);
                }}
              >
                {t('signOut')}
              </EntryButton>
            </li>
          </List>
        </Panel>
      )}
      <SignOutDialog open={confirming} onClose={() => setConfirming(false)} returnFocusTo={toggleRef} />
    </Wrapper>
  );
}
