import { render, screen, type RenderResult } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { TestProviders } from '@craft/shared/testing';
import { AppRoutes } from '../app/routes';
import { configureRemotes } from './remote-config';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * The whole host app (navbar, routes, footer) at a URL, with the current location readable, and
 * the remotes' real manifests configured (unless the test configured others first).
 */
export function renderApp(route = '/', { configure = true } = {}): RenderResult {
  if (configure) configureRemotes();
  return render(
    <TestProviders>
      <MemoryRouter initialEntries={[route]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </TestProviders>,
  );
}

/** The current path and query of the rendered app. */
export function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}
