import {
  createContext,
  createElement,
  use,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';

export type LinkComponentProps = Omit<ComponentProps<'a'>, 'href'> & { href: string };

const LinkContext = createContext<ComponentType<LinkComponentProps>>(function PlainLink(props) {
  return <a {...props} />;
});

/** Lets the app plug its router's link into the kit; the kit itself knows nothing of routing. */
export function LinkProvider({
  component,
  children,
}: {
  component: ComponentType<LinkComponentProps>;
  children: ReactNode;
}) {
  return <LinkContext value={component}>{children}</LinkContext>;
}

/** An in-app link: rendered by the router's link when one is provided, else a plain anchor. */
export function KitLink(props: LinkComponentProps) {
  return createElement(use(LinkContext), props);
}
