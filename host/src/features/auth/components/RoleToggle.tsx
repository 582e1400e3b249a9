import { useId } from 'react';
import styled from 'styled-components';
import type { Role } from '@craft/shared';

const ROLES: readonly Role[] = ['buyer', 'seller'];

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space(2)};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Options = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow: hidden;
`;

const Option = styled.label<{ $checked: boolean; $role: Role }>`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 6px 8px;
  text-align: center;
  font-size: 0.875rem;
  font-weight: 600;
  cursor: pointer;
  background: ${({ theme, $checked, $role }) =>
    $checked ? ($role === 'seller' ? theme.colors.seller : theme.colors.dark) : theme.colors.surface};
  color: ${({ theme, $checked }) => ($checked ? '#FFFFFF' : theme.colors.text)};

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
  & input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
`;

interface Props {
  legend: string;
  value: Role;
  onChange: (role: Role) => void;
  labels: Record<Role, string>;
}

/** Buyer or craftsman, as a pair of radio buttons that look like a switch. */
export function RoleToggle({ legend, value, onChange, labels }: Props) {
  const name = useId();
  return (
    <Fieldset>
      <Legend>{legend}</Legend>
      <Options>
        {ROLES.map((role) => (
          <Option key={role} $checked={value === role} $role={role}>
            <input
              type="radio"
              name={name}
              value={role}
              checked={value === role}
              onChange={() => onChange(role)}
            />
            {labels[role]}
          </Option>
        ))}
      </Options>
    </Fieldset>
  );
}
