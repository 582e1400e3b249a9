import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated, useTypedBeforeHydration } from './use-hydration';

/** A server-rendered form as the login card has one: a controlled field and a submit button. */
function NameForm() {
  const [name, setName] = useState('');
  const hydrated = useHydrated();
  useTypedBeforeHydration('form[data-name-form] input[name="name"]', setName);
  return (
    <form data-name-form="">
      <label>
        Name
        <input name="name" value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <p>{name === '' ? 'nothing typed' : `typed: ${name}`}</p>
      <button type="submit" disabled={!hydrated}>
        Send
      </button>
    </form>
  );
}

describe('a server-rendered form before and after hydration', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
    delete document.documentElement.dataset.interactive;
  });

  it('keeps what was typed into the server HTML and enables its button only once hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<NameForm />);
    document.body.append(container);
    // The server's button is disabled: Enter in the field submits nothing before the scripts run.
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    // The visitor types while the scripts still load.
    screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value = 'Erika';

    await act(async () => {
      root = hydrateRoot(container, <NameForm />);
    });

    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Erika');
    expect(screen.getByText('typed: Erika')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('takes nothing from the page once it is interactive: a form mounted later starts empty and enabled', () => {
    const stale = document.createElement('div');
    stale.innerHTML = '<form data-name-form=""><input name="name" value="left over"></form>';
    document.body.append(stale);
    document.documentElement.dataset.interactive = '';

    render(<NameForm />);

    expect(screen.getByText('nothing typed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});
