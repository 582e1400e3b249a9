import { css } from 'styled-components';

/** A round 44 px icon target in the navbar (remote icon links, the notification bell). */
export const navIconStyles = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.text};

  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

/** A navbar pop-up's panel, under its toggle at the right edge; the caller sets its width. */
export const popupPanelStyles = css`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  z-index: 500;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: 0 12px 32px rgba(28, 26, 32, 0.18);
`;
