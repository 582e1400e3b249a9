import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { formatNumber, useLanguage } from '@craft/shared/i18n';
import { useSharedTexts } from '@craft/shared';

const MAX = 5;
const STEP = 0.5;
export const DEFAULT_RATING = 2.5;

export interface StarRatingProps {
  /** Controlled value; leave out to let the widget keep its own (starting at `defaultValue`). */
  value?: number;
  defaultValue?: number;
  onChange?: (value: number) => void;
  readOnly?: boolean;
  /** Accessible name, e.g. 'Your rating'. */
  label?: string;
  size?: number;
  /** Half stars (the spec's widget) or whole stars (a review). */
  step?: 0.5 | 1;
}

const Stars = styled.span<{ $size: number; $interactive: boolean }>`
  display: inline-flex;
  gap: 2px;
  font-size: ${({ $size }) => `${$size}px`};
  line-height: 1;
  cursor: ${({ $interactive }) => ($interactive ? 'pointer' : 'default')};
  border-radius: ${({ theme }) => theme.radius.sm};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Star = styled.span`
  position: relative;
  display: inline-block;
  color: ${({ theme }) => theme.colors.border};
`;

const Fill = styled.span<{ $fill: number }>`
  position: absolute;
  inset: 0 auto 0 0;
  width: ${({ $fill }) => `${$fill * 100}%`};
  overflow: hidden;
  color: #f5a623;
`;

/** Invisible left/right halves of a star that pick a half or a whole star on click. */
const Half = styled.span<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 0;
  bottom: 0;
  width: 50%;
  ${({ $side }) => ($side === 'left' ? 'left: 0;' : 'right: 0;')}
`;

const clamp = (value: number, step: number = STEP) => Math.min(MAX, Math.max(0, Math.round(value / step) * step));

/**
 * Five stars with half-star precision (the spec: default 2.5, step 0.5), or whole stars with
 * `step={1}`, where 0 means "not chosen yet" (a review has no default rating).
 * Interactive: a slider (arrows change by one step, Home/End to the lowest/highest, clicks pick a
 * half or a whole star). Read-only: an image whose name is the value.
 */
export function StarRating({
  value,
  defaultValue = DEFAULT_RATING,
  onChange,
  readOnly = false,
  label: ownLabel,
  size = 24,
  step = STEP,
}: StarRatingProps) {
  const t = useSharedTexts('ui');
  const language = useLanguage();
  const label = ownLabel ?? t('rating');
  const [ownValue, setOwnValue] = useState(defaultValue);
  const current = clamp(value ?? ownValue, step);
  const lowest = step === 1 ? 1 : 0;

  const set = (next: number) => {
    const clamped = Math.max(lowest, clamp(next, step));
    if (value === undefined) setOwnValue(clamped);
    onChange?.(clamped);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: current + step,
      ArrowUp: current + step,
      ArrowLeft: current - step,
      ArrowDown: current - step,
      Home: lowest,
      End: MAX,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    set(next);
  };

  const stars = Array.from({ length: MAX }, (_, index) => (
    <Star key={index} aria-hidden="true">
      ★
      <Fill $fill={Math.min(1, Math.max(0, current - index))}>★</Fill>
      {!readOnly && (
        <>
          <Half $side="left" data-value={index + (step === 1 ? 1 : STEP)} onClick={() => set(index + (step === 1 ? 1 : STEP))} />
          <Half $side="right" data-value={index + 1} onClick={() => set(index + 1)} />
        </>
      )}
    </Star>
  ));

  // 2.5 in English, 2,5 in German.
  const valueText = step === 1 && current === 0 ? t('ratingNotChosen') : t('ratingValue', { value: formatNumber(current, undefined, language) });
  if (readOnly) {
    return (
      <Stars role="img" aria-label={`${label}: ${valueText}`} $size={size} $interactive={false}>
        {stars}
      </Stars>
    );
  }
  return (
    <Stars
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuemin={lowest}
      aria-valuemax={MAX}
      aria-valuenow={current >= lowest ? current : undefined}
      aria-valuetext={valueText}
      onKeyDown={onKeyDown}
      $size={size}
      $interactive
    >
      {stars}
    </Stars>
  );
}
