import styled from 'styled-components';
import { LANGUAGES, setLanguage, useLanguage, type Language } from '@craft/shared/i18n';
import { useHostTexts } from '../texts';

const Choice = styled.button`
  min-height: 44px;
  min-width: 44px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: none;
  background: none;
  color: inherit;
  font: inherit;
  text-decoration: underline;
  cursor: pointer;

  &[aria-pressed='true'] {
    font-weight: 700;
    text-decoration: none;
  }
`;

const Group = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

const choose = (language: Language) => void setLanguage(language);

/**
 * The language switch: every language by its own name (so a reader of either finds it),
 * changing the page at once without a reload. `single`: only the other language (the navbar).
 */
export function LanguageSwitch({ single = false }: { single?: boolean }) {
  const t = useHostTexts();
  const current = useLanguage();
  const shown = single ? LANGUAGES.filter((language) => language !== current) : LANGUAGES;
  return (
    <Group role="group" aria-label={t('language.label')}>
      {shown.map((language) => (
        <Choice key={language} type="button" lang={language} aria-pressed={single ? undefined : language === current} onClick={() => choose(language)}>
          {t(`language.${language}`)}
        </Choice>
      ))}
    </Group>
  );
}
