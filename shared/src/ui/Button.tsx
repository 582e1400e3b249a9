import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styled, { css, type DefaultTheme } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'seller' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the container's width (phone forms). */
  fullWidth?: boolean;
}

const variantColors = (theme: DefaultTheme, variant: ButtonVariant) => {
  const { colors } = theme;
  switch (variant) {
    case 'secondary':
      return { bg: colors.surface, fg: colors.dark, border: colors.dark };
    case 'seller':
      return { bg: colors.seller, fg: '#FFFFFF', border: colors.seller };
    case 'ghost':
      return { bg: 'transparent', fg: colors.text, border: 'transparent' };
    case 'danger':
      return { bg: colors.error, fg: '#FFFFFF', border: colors.error };
    default:
      return { bg: colors.brand, fg: '#FFFFFF', border: colors.brand };
  }
};

const padding: Record<ButtonSize, string> = { sm: '6px 12px', md: '10px 18px', lg: '14px 24px' };
const fontSize: Record<ButtonSize, string> = { sm: '0.875rem', md: '1rem', lg: '1.125rem' };

/** Transient ($) props keep styling flags off the DOM element. */
interface StyledProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

const buttonStyles = css<StyledProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px; /* touch target */
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  padding: ${({ $size }) => padding[$size]};
  font: inherit;
  font-size: ${({ $size }) => fontSize[$size]};
  font-weight: 600;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 2px solid ${({ theme, $variant }) => variantColors(theme, $variant).border};
  background: ${({ theme, $variant }) => variantColors(theme, $variant).bg};
  color: ${({ theme, $variant }) => variantColors(theme, $variant).fg};
  cursor: pointer;
  transition: filter 0.15s ease, background 0.15s ease;

  &:hover:not(:disabled) {
    filter: brightness(0.92);
    ${({ $variant, theme }) => $variant === 'ghost' && `background: ${theme.colors.background};`}
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

const StyledButton = styled.button<StyledProps>`
  ${buttonStyles}
`;

const StyledLink = styled(Link)<StyledProps>`
  ${buttonStyles}
`;

const styleProps = ({ variant = 'primary', size = 'md', fullWidth = false }: ButtonStyleProps): StyledProps => ({
  $variant: variant,
  $size: size,
  $fullWidth: fullWidth,
});

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyleProps;

/** A button; `type` defaults to "button" so it never submits a form by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, fullWidth, type = 'button', ...rest },
  ref,
) {
  return <StyledButton ref={ref} type={type} {...styleProps({ variant, size, fullWidth })} {...rest} />;
});

export type ButtonLinkProps = LinkProps & ButtonStyleProps;

/** A router link that looks like a button (navigation, not an action). */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { variant, size, fullWidth, ...rest },
  ref,
) {
  return <StyledLink ref={ref} {...styleProps({ variant, size, fullWidth })} {...rest} />;
});
