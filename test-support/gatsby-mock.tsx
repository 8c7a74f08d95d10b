// Gatsby's runtime is not available under jest; components get plain anchors and a spyable navigate.
import React from 'react';

export const navigate = jest.fn();
export const graphql = () => '';
export const withPrefix = (path: string) => path;
export const Link = React.forwardRef<HTMLAnchorElement, { to: string } & React.AnchorHTMLAttributes<HTMLAnchorElement>>(
  function Link({ to, ...rest }, ref) {
    return <a ref={ref} href={to} {...rest} />;
  },
);
export const useStaticQuery = jest.fn();
