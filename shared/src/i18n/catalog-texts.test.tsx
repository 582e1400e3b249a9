import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { catalogTexts, setLanguage } from '.';

const english = { greeting: { hello: 'Hello {name}' }, bye: 'Goodbye' };
const german = { greeting: { hello: 'Guten Tag {name}' }, bye: 'Auf Wiedersehen' };
// What the build's catalogue loader hands over: dotted ids, compiled messages.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own compiler, a CommonJS script
const { compileCatalog } = require('@craft/platform/loaders/compile-catalog.cjs') as { compileCatalog: (json: string, file: string) => object };
const compiled = (catalogue: object) => ({ default: compileCatalog(JSON.stringify(catalogue), 'test') });

describe('an app catalogue', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('suspends a screen until its catalogue is loaded, then follows a language switch', async () => {
    let deliverEnglish: (() => void) | undefined;
    const demo = catalogTexts<typeof english>('catalogDemo', (language) =>
      language === 'de'
        ? Promise.resolve(compiled(german))
        : new Promise((resolve) => {
            deliverEnglish = () => resolve(compiled(english));
          }),
    );
    function Greeting() {
      const t = demo.useTexts('greeting');
      const all = demo.useTexts();
      return (
        <p>
          {t('hello', { name: 'Ada' })} / {all('bye')}
        </p>
      );
    }
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Greeting />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => deliverEnglish?.());
    expect(await screen.findByText('Hello Ada / Goodbye')).toBeTruthy();
    await act(() => setLanguage('de'));
    expect(screen.getByText('Guten Tag Ada / Auf Wiedersehen')).toBeTruthy();
    expect(demo.text('greeting.hello', { name: 'Ben' })).toBe('Guten Tag Ben');
  });
});
