// Gatsby's runtime is not available under jest; components get plain anchors and a spyable navigate.
import React from 'react';

export const navigate = jest.fn();
export const graphql = () => '';
export const withPrefix = (path: string) => path;
type LinkProps = { to: string; activeClassName?: string; partiallyActive?: boolean } & React.AnchorHTMLAttributes<HTMLAnchorElement>;

/** Like Gatsby's Link: its own props never reach the <a>; the current page's link gets activeClassName. */
export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, activeClassName, partiallyActive, className, children, ...rest }, ref) {
  const here = window.location.pathname;
  const active = here === to || (partiallyActive === true && here.startsWith(`${to}/`));
  const classes = [className, active ? activeClassName : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <a ref={ref} href={to} className={classes} aria-current={active ? 'page' : undefined} {...rest}>
      {children}
    </a>
  );
});
export const useStaticQuery = jest.fn();

/**
 * Gatsby renders a <Slice> as the slice component with its own query's data. Under jest a test
 * registers what the alias renders, given the page's props (registerSlice); an unregistered alias
 * renders nothing.
 */
const slices = new Map<string, React.ComponentType<Record<string, unknown>>>();
export function registerSlice(alias: string, component: React.ComponentType<Record<string, unknown>>): void {
  slices.set(alias, component);
}
export function Slice({ alias, ...props }: { alias: string } & Record<string, unknown>) {
  const Component = slices.get(alias);
  return Component ? <Component {...props} /> : null;
}
