import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { hostPaths, PageContainer } from '@craft/shared';
import { formatLongDate } from '@craft/shared/i18n';
import { LEGAL_DOCUMENTS, type LegalDocument } from '@craft/shared/legal';
import { useLegalTexts } from '../texts';
import { operatorDetails, type Operator } from './operator';

const Article = styled.article`
  max-width: 75ch;

  & h2 {
    margin: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(2)};
    font-size: 1.2rem;
  }
  & address {
    font-style: normal;
  }
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const Notice = styled.aside`
  margin: ${({ theme }) => theme.space(4)} 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme }) => theme.colors.error};
  background: ${({ theme }) => theme.colors.errorBg};

  & p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
  }
`;

const Others = styled.nav`
  margin-top: ${({ theme }) => theme.space(8)};

  & ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(4)};
    list-style: none;
    padding: 0;
  }
  & a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

const PATHS: Record<LegalDocument, string> = { imprint: hostPaths.imprint, privacy: hostPaths.privacy, terms: hostPaths.terms };

/**
 * The frame of a legal page: its title, version and date, the notice when the operator's
 * details are the demo's placeholders, and links to the other two documents.
 */
export function LegalPage({ document, children }: { document: LegalDocument; children: (operator: Operator) => ReactNode }) {
  const t = useLegalTexts();
  const common = useLegalTexts('common');
  const operator = operatorDetails(common);
  const { version, date } = LEGAL_DOCUMENTS[document];
  return (
    <PageContainer>
      <Article aria-labelledby={`legal-${document}-title`}>
        <h1 id={`legal-${document}-title`}>{t(`${document}.title`)}</h1>
        <Meta>{common('version', { version, date: formatLongDate(date) })}</Meta>
        {operator.placeholders && (
          <Notice role="note" aria-labelledby={`legal-${document}-placeholders`}>
            <strong id={`legal-${document}-placeholders`}>{common('placeholderTitle')}</strong>
            <p>{common('placeholderNotice')}</p>
          </Notice>
        )}
        {children(operator)}
        <Others aria-label={common('documents')}>
          <ul>
            {(Object.keys(PATHS) as LegalDocument[])
              .filter((other) => other !== document)
              .map((other) => (
                <li key={other}>
                  <Link to={PATHS[other]}>{t(`${other}.title`)}</Link>
                </li>
              ))}
          </ul>
        </Others>
      </Article>
    </PageContainer>
  );
}

/** A numbered section of a document: its title and paragraphs, all already in the page's language. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2>{title}</h2>
      {children}
    </section>
  );
}
