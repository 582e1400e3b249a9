import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

export type AlertTone = 'error' | 'success' | 'info';

const Box = styled.div<{ $tone: AlertTone }>`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.sm};
  border-left: 4px solid
    ${({ theme, $tone }) =>
      $tone === 'error' ? theme.colors.error : $tone === 'success' ? theme.colors.success : theme.colors.focus};
  background: ${({ theme, $tone }) =>
    $tone === 'error' ? theme.colors.errorBg : $tone === 'success' ? theme.colors.successBg : '#E8F1FB'};
  color: ${({ theme }) => theme.colors.text};
  margin: ${({ theme }) => theme.space(3)} 0;
`;

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role'> {
  tone?: AlertTone;
  children: ReactNode;
}

/** An in-page message announced by screen readers (never window.alert). */
export function Alert({ tone = 'info', children, ...rest }: AlertProps) {
  return (
    <Box role="alert" $tone={tone} {...rest}>
      {children}
    </Box>
  );
}
