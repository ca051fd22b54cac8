import { Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { config } from '../app/config';
import classes from './brand-logo.module.css';

/**
 * The brand mark and name, linking to the home route (000 §2.1: the logo link). `compact` leaves
 * the mark alone below Mantine's `sm` breakpoint, for a header with more buttons than a phone's
 * row holds beside the name; the name stays for screen readers.
 */
export function BrandLogo({ inverted = false, compact = false }: { inverted?: boolean; compact?: boolean }) {
  return (
    <Link to="/{$slug}-home" params={{ slug: config.brand.slug }} className={classes.brandLink}>
      <Group gap={8} wrap="nowrap">
        <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <rect width="32" height="32" rx="6" fill={inverted ? '#ffffff' : '#1c5d99'} />
          <path
            d="M8 22l6-7 4 4 6-9"
            stroke={inverted ? '#1c5d99' : '#ffffff'}
            strokeWidth="3"
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <Text
          component="span"
          fw={800}
          fz="xl"
          c={inverted ? 'white' : 'sanchayBlue.7'}
          className={compact ? classes.compact : undefined}
        >
          {config.brand.name}
        </Text>
      </Group>
    </Link>
  );
}
