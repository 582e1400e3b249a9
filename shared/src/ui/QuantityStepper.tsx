import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { useSharedTexts } from '../texts/shared-catalog';

export interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** Accessible name of the number input. */
  label?: string;
  /** The minus button stops here (SPEC §5: 0). */
  min?: number;
}

const Row = styled.div`
  display: inline-flex;
  align-items: stretch;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
`;

const StepButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  border: 0;
  font: inherit;
  font-size: 1.25rem;
  font-weight: 700;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &[aria-disabled='true'] {
    opacity: 0.45;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

const NumberInput = styled.input`
  width: 4.5em;
  border: 0;
  text-align: center;
  font: inherit;
  -moz-appearance: textfield;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

/**
 * Minus, number input, plus. Minus never goes below `min`; typing is unrestricted (SPEC §5),
 * so the input keeps what is typed and reports it whenever it is a number.
 */
export function QuantityStepper({ value, onChange, label, min = 0 }: QuantityStepperProps) {
  const t = useSharedTexts('ui');
  const inputId = useId();
  const [draft, setDraft] = useState(String(value));

  useEffect(() => {
    setDraft((current) => (Number(current) === value && current !== '' ? current : String(value)));
  }, [value]);

  const atMin = value <= min;
  return (
    <Row>
      <StepButton
        type="button"
        aria-label={t('decrease')}
        aria-controls={inputId}
        // aria-disabled keeps the button focusable, so keyboard focus is not lost at the minimum.
        aria-disabled={atMin}
        onClick={() => {
          if (!atMin) onChange(Math.max(min, value - 1));
        }}
      >
        −
      </StepButton>
      <NumberInput
        id={inputId}
        type="number"
        inputMode="numeric"
        aria-label={label ?? t('quantity')}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          const typed = Number(event.target.value);
          if (event.target.value !== '' && Number.isFinite(typed)) onChange(typed);
        }}
      />
      <StepButton type="button" aria-label={t('increase')} aria-controls={inputId} onClick={() => onChange(value + 1)}>
        +
      </StepButton>
    </Row>
  );
}
