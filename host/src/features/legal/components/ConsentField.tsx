import { useId, type ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { hostPaths } from '@craft/shared';
import { useLegalTexts } from '../texts';

const Wrapper = styled.div`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};

  & input {
    flex: none;
    width: 24px;
    height: 24px;
    margin: 10px 0;
    accent-color: ${({ theme }) => theme.colors.brand};
  }
  & label {
    padding: 10px 0;
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.error};
  font-size: 0.875rem;
`;

/** Why the consent was refused: not ticked, or the texts changed since the page was opened. */
type ConsentProblem = 'required' | 'outdated';

type ConsentFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & { problem?: ConsentProblem | null };

/**
 * The register form's consent: "I accept the terms (AGB) and have read the privacy notice",
 * linking to both. The links open in a new tab, so what was typed into the form stays. Every other
 * prop (react-hook-form's register result) goes to the checkbox.
 */
export function ConsentField({ problem, id: givenId, ...input }: ConsentFieldProps) {
  const t = useLegalTexts('consent');
  const autoId = useId();
  const id = givenId ?? autoId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // English ends on a full stop right after the link, German on "gelesen." after a space.
  const after = t('after');
  return (
    <Wrapper>
      <Row>
        <input
          {...input}
          id={id}
          type="checkbox"
          required
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
        />
        <label htmlFor={id}>
          {t('before')}{' '}
          <a href={hostPaths.terms} target="_blank" rel="noopener noreferrer">
            {t('terms')}
          </a>{' '}
          {t('middle')}{' '}
          <a href={hostPaths.privacy} target="_blank" rel="noopener noreferrer">
            {t('privacy')}
          </a>
          {/^[.,;:!?]/.test(after) ? after : ` ${after}`}
        </label>
      </Row>
      <Hint id={hintId}>{t('newTab')}</Hint>
      {problem && (
        <ErrorText id={errorId} role="alert">
          {t(problem)}
        </ErrorText>
      )}
    </Wrapper>
  );
}
