import { ButtonLink, commonTexts, EmptyState, hostPaths, hostTexts, PageContainer } from '@craft/shared';
import { StaticPage } from './StaticPage';

const texts = hostTexts.staticPages;

const paragraphs = (lines: readonly string[]) => lines.map((line) => <p key={line}>{line}</p>);

export function AboutPage() {
  return <StaticPage title={texts.aboutTitle}>{paragraphs(texts.aboutBody)}</StaticPage>;
}

export function ContactPage() {
  return <StaticPage title={texts.contactTitle}>{paragraphs(texts.contactBody)}</StaticPage>;
}

export function HelpPage() {
  return (
    <StaticPage title={texts.helpTitle}>
      {texts.helpSections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>{section.title}</h2>
          <p>{section.body}</p>
        </section>
      ))}
    </StaticPage>
  );
}

/** Unknown routes. */
export function NotFoundPage() {
  return (
    <PageContainer>
      <EmptyState headingLevel="h1" title={commonTexts.notFoundTitle} action={<ButtonLink to={hostPaths.root}>{commonTexts.backHome}</ButtonLink>}>
        {commonTexts.notFoundBody}
      </EmptyState>
    </PageContainer>
  );
}
