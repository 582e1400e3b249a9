import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@craft/shared/i18n';
import { sharedText } from '@craft/shared';
import { useSchemaForm } from '.';

/** A login form on the shared schema, its field names from the catalogue. */
function LoginForm() {
  const form = useSchemaForm<{ email: string; password: string }>({
    defaultValues: { email: '', password: '' },
    resolver: (schemas) =>
      schemas.formResolver<{ email: string; password: string }>(schemas.loginSchema, { labels: { email: sharedText('validation.thisField'), password: sharedText('validation.thisField') } }),
    app: 'test',
    action: 'Logging in',
  });
  const error = form.formState.errors.email?.message;
  return (
    <form onSubmit={form.submitWith(() => undefined)} noValidate>
      <input aria-label="email" {...form.register('email')} />
      {error ? <p role="alert">{error}</p> : null}
      <button type="submit">go</button>
    </form>
  );
}

describe('a form error on show when the language changes', () => {
  it('is worded again in the new language, and back', async () => {
    render(<LoginForm />);
    await userEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This field is required.');
    await act(() => setLanguage('de'));
    expect(await screen.findByText('Bitte füllen Sie dieses Feld aus.')).toBeInTheDocument();
    await act(() => setLanguage('en'));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
  });
});
