import { createFileRoute, notFound } from '@tanstack/react-router';
import * as v from 'valibot';
import { config } from '../app/config';
import { SandboxScreen } from '../features/sandbox/sandbox-screen';

/**
 * `?to=` keeps the inbox being read, so a reload or a shared link opens the same messages. The
 * router reads a bare number from the address as a number, so a 10-digit phone arrives as one.
 */
const SandboxSearch = v.object({
  to: v.fallback(
    v.optional(
      v.pipe(v.union([v.string(), v.pipe(v.number(), v.integer(), v.transform(String))]), v.string(), v.maxLength(254)),
    ),
    undefined,
  ),
});

/** The tester's console; a production build (config.sandbox false) does not know this page. */
export const Route = createFileRoute('/sandbox')({
  validateSearch: SandboxSearch,
  beforeLoad: () => {
    if (!config.sandbox) throw notFound();
  },
  component: SandboxRoute,
});

function SandboxRoute() {
  const { to } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <SandboxScreen inboxAddress={to} onInboxAddressChange={(address) => navigate({ search: { to: address } })} />;
}
