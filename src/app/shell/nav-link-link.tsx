/**
 * A Mantine NavLink that is a router link: the phone's navigation drawer lists its items with it.
 * Beside the shell because only the drawer uses it, in the signed-in navigation's chunk.
 */
import { NavLink, type NavLinkProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { AnchorAttributes } from '../../components/links';

type NavLinkAnchorProps = NavLinkProps & AnchorAttributes<NavLinkProps>;

function NavLinkAnchor(props: NavLinkAnchorProps) {
  return <NavLink component="a" {...props} />;
}

const CreatedNavLinkLink = createLink(NavLinkAnchor);

export const NavLinkLink: LinkComponent<typeof NavLinkAnchor> = (props) => (
  <CreatedNavLinkLink preload="intent" {...props} />
);
