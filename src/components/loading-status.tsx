import { Center, Group, Loader, Text } from '@mantine/core';

/** A page's body while its first read is under way: a spinner and what is loading, announced as a status. */
export function LoadingStatus({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Group gap="sm">
        <Loader size="sm" aria-hidden="true" />
        <Text role="status">{label}</Text>
      </Group>
    </Center>
  );
}
