import { ButtonLink, EmptyState, hostPaths, PageContainer, useSharedTexts } from '@craft/shared';

/** Unknown routes. */
export function NotFoundPage() {
  const t = useSharedTexts('common');
  return (
    <PageContainer>
      <EmptyState headingLevel="h1" title={t('notFoundTitle')} action={<ButtonLink to={hostPaths.root}>{t('backHome')}</ButtonLink>}>
        {t('notFoundBody')}
      </EmptyState>
    </PageContainer>
  );
}
