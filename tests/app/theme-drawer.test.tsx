// @vitest-environment happy-dom
import { Drawer, MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../src/app/theme';

describe('a drawer (issue 29: axe with the flow atlas’s live panel open)', () => {
  it('names its close button, as a modal’s is named', async () => {
    render(
      <MantineProvider theme={theme} env="test">
        <Drawer opened onClose={() => {}} title="Live flows">
          Content
        </Drawer>
      </MantineProvider>,
    );
    // axe button-name: Mantine's close button is an icon with no name unless given one.
    expect(await screen.findByRole('button', { name: 'Close dialog' })).toBeInTheDocument();
  });
});
