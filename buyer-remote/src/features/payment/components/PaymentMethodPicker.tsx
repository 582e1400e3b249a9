import styled from 'styled-components';
import { PAYMENT_METHODS, type PaymentMethod } from '@craft/shared';
import { useBuyerTexts } from '../../../texts';

const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};

  & legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Option = styled.label<{ $checked: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border: 2px solid ${({ theme, $checked }) => ($checked ? theme.colors.brand : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** Credit Card, Bank Transfer or Paypal (the spec's values) as a radio group. */
export function PaymentMethodPicker({ value, onChange }: { value: PaymentMethod; onChange: (method: PaymentMethod) => void }) {
  const t = useBuyerTexts('payment');
  return (
    <Fieldset>
      <legend>{t('method')}</legend>
      <Options>
        {PAYMENT_METHODS.map((method) => (
          <Option key={method} $checked={method === value}>
            <input
              type="radio"
              name="payment_method"
              value={method}
              checked={method === value}
              onChange={() => onChange(method)}
            />
            {t(`methods.${method}`)}
          </Option>
        ))}
      </Options>
    </Fieldset>
  );
}
