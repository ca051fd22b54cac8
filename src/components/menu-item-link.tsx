/**
 * A Mantine menu item that is a router link (keyboard navigation of the menu included). Apart
 * from links.tsx because Menu is only for signed-in investors and must stay out of the entry chunk.
 */
import { Menu, type MenuItemProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { AnchorAttributes } from './links';

type MenuItemAnchorProps = MenuItemProps & AnchorAttributes<MenuItemProps>;

function MenuItemAnchor(props: MenuItemAnchorProps) {
  return <Menu.Item component="a" {...props} />;
}

const CreatedMenuItemLink = createLink(MenuItemAnchor);

/**
 * No preloading: an open menu puts focus on its first item (issue 29), which the router would take
 * for intent and load that page on every opening. After a session expired, that refused preload
 * ended the session on the page the investor was leaving, so Sign In's redirect lost My Orders.
 */
export const MenuItemLink: LinkComponent<typeof MenuItemAnchor> = (props) => (
  <CreatedMenuItemLink preload={false} {...props} />
);
