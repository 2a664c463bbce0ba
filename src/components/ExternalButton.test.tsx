import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExternalButton } from './ExternalButton';

describe('ExternalButton', () => {
  it('opens the address in a new tab and says so in the given words', () => {
    render(
      <ExternalButton href="https://example.com/form" hint="(opens in a new tab)">
        Apply
      </ExternalButton>,
    );
    const link = screen.getByRole('link', { name: 'Apply (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://example.com/form');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
