// Custom properties (`--slide-gap`) in a style prop: React passes them through; its types do not list them.
import 'react';

declare module 'react' {
  interface CSSProperties {
    [property: `--${string}`]: string | number | undefined;
  }
}
