import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouterErrorScreen } from './RouterErrorScreen';

function Broken(): never {
  throw new Error('Cannot read the page');
}

describe('RouterErrorScreen', () => {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  afterEach(() => consoleError.mockClear());

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
    expect(consoleError).toHaveBeenCalled();
  });

  it('shows the message of an error thrown while rendering', async () => {
    const router = createMemoryRouter([
      { path: '/', element: <Broken />, errorElement: <RouterErrorScreen /> },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Cannot read the page')).toBeInTheDocument();
  });
});
