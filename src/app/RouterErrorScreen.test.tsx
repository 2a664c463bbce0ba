import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { pathFor } from '../i18n/paths';
import { loadNamespaces } from '../i18n/resources';
import { RouterErrorScreen } from './RouterErrorScreen';

function Broken(): never {
  throw new Error('Cannot read the page');
}

describe('RouterErrorScreen', () => {
  let consoleError: MockInstance<typeof console.error>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('shows the status of a failed route response and logs it', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        errorElement: <RouterErrorScreen />,
        loader: () => {
          throw new Response('down', { status: 503, statusText: 'Service Unavailable' });
        },
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('503 Service Unavailable')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
  });

  it('shows the message of an error thrown while rendering', async () => {
    const router = createMemoryRouter([
      { path: '/', element: <Broken />, errorElement: <RouterErrorScreen /> },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Cannot read the page')).toBeInTheDocument();
  });

  it("speaks the page's language when its shell copy is loaded", async () => {
    await loadNamespaces('es', ['common']);
    const router = createMemoryRouter(
      [
        {
          path: '/es',
          handle: { routeId: 'home', lng: 'es' },
          element: <Broken />,
          errorElement: <RouterErrorScreen />,
        },
      ],
      { initialEntries: ['/es'] },
    );
    render(<RouterProvider router={router} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: '¡Error inesperado de la aplicación!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute(
      'href',
      pathFor('home', 'es'),
    );
  });
});
