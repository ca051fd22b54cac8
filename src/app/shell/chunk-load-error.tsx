/**
 * What a route shows when it fails. Every page after the landing page is a separate chunk, so
 * the commonest failure in the field is a chunk that could not be downloaded (connection
 * dropped, or a release replaced the fingerprinted files the open page refers to): that one is
 * reported as 'Loading chunk failed' (000 §8) and only a reload fixes it. Anything else gets a
 * plain message and Try again, which runs the route's loaders and render once more.
 */
import { Anchor, Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCloudOff } from '@tabler/icons-react';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { config } from '../config';

const chunkLoadErrorMessages = {
  /** 000 §8, verbatim. */
  chunkTitle: 'Loading chunk failed',
  chunkBody:
    'Part of the app could not be downloaded. Check your connection and reload the page; if a new version was just released, reloading fetches it.',
  reload: 'Reload',
  errorTitle: 'Something went wrong',
  errorBody: 'This page stopped because of an unexpected error. Try again, or go back to the home page.',
  tryAgain: 'Try again',
  home: 'Go to the home page',
} as const;

const text = chunkLoadErrorMessages;

/** How each engine words a failed dynamic import, plus Vite's CSS preload and webpack-style chunk errors. */
const CHUNK_LOAD_FAILURES = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /Importing a module script failed/i, // Safari
  /error loading dynamically imported module/i, // Firefox
  /Unable to preload CSS/i, // Vite's preload helper, when a route's stylesheet is missing
  /Loading (CSS )?chunk [\w-]+ failed/i, // ChunkLoadError messages
] as const;

/** Whether `error` (or an error it wraps as `cause`) is a chunk that could not be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Object; depth += 1) {
    const { name, message } = current as { name?: unknown; message?: unknown };
    if (name === 'ChunkLoadError') return true;
    if (typeof message === 'string' && CHUNK_LOAD_FAILURES.some((pattern) => pattern.test(message))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The route error component: hook it in as the root's `errorComponent` / the router's `defaultErrorComponent`. */
export function RouteErrorScreen({ error, reset }: ErrorComponentProps) {
  return isChunkLoadError(error) ? <ChunkLoadFailed /> : <SomethingWentWrong reset={reset} />;
}

function ChunkLoadFailed() {
  return (
    <ErrorLayout icon={<IconCloudOff size={28} aria-hidden="true" />} title={text.chunkTitle} body={text.chunkBody}>
      <Button onClick={() => window.location.reload()}>{text.reload}</Button>
    </ErrorLayout>
  );
}

function SomethingWentWrong({ reset }: { reset: () => void }) {
  const router = useRouter();
  return (
    <ErrorLayout
      icon={<IconAlertTriangle size={28} aria-hidden="true" />}
      title={text.errorTitle}
      body={text.errorBody}
    >
      <Button
        onClick={() => {
          // reset() clears the boundary for a render error; invalidate() reruns a loader that threw.
          reset();
          void router.invalidate();
        }}
      >
        {text.tryAgain}
      </Button>
      {/* A full page load on purpose: the router that failed is not trusted to navigate. */}
      <Anchor href={config.brand.homePath}>{text.home}</Anchor>
    </ErrorLayout>
  );
}

function ErrorLayout({
  icon,
  title,
  body,
  children,
}: {
  icon: ReactNode;
  title: string;
  body: string;
  children: ReactNode;
}) {
  return (
    <Container size="sm" py={64}>
      <Stack gap="md" align="flex-start" role="alert">
        <ThemeIcon size={48} radius="xl" variant="light" color="red">
          {icon}
        </ThemeIcon>
        <Title order={1}>{title}</Title>
        <Text>{body}</Text>
        <Group gap="lg">{children}</Group>
      </Stack>
    </Container>
  );
}
