/**
 * Mantine-styled router links: type-checked `to`/`params`/`search`, preloading on intent,
 * and a real <a href> so they open in a new tab and work without script-driven clicks.
 */
import { Anchor, type AnchorProps, Button, type ButtonProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

export type AnchorAttributes<TOwn> = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof TOwn | 'color'> & {
  ref?: Ref<HTMLAnchorElement>;
};

type ButtonAnchorProps = ButtonProps & AnchorAttributes<ButtonProps>;
type TextAnchorProps = AnchorProps & AnchorAttributes<AnchorProps>;

function ButtonAnchor(props: ButtonAnchorProps) {
  return <Button component="a" {...props} />;
}

function TextAnchor(props: TextAnchorProps) {
  return <Anchor {...props} />;
}

const CreatedButtonLink = createLink(ButtonAnchor);
const CreatedAnchorLink = createLink(TextAnchor);

export const ButtonLink: LinkComponent<typeof ButtonAnchor> = (props) => (
  <CreatedButtonLink preload="intent" {...props} />
);

export const AnchorLink: LinkComponent<typeof TextAnchor> = (props) => (
  <CreatedAnchorLink preload="intent" {...props} />
);

/**
 * Link options for an internal address known only at run time (a redirect target, a route
 * still to come). The router navigates by `href` when it is set; `to` only satisfies the type.
 */
export function linkToHref(href: string): { to: string; href: string } {
  return { to: href, href };
}
