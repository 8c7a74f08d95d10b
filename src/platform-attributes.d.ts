// HTML's own popovers: React 18 passes these lowercase
// attributes through to the DOM as written; its types do not list them yet.
import 'react';

// The interfaces merge with React's, so they name its type parameter, unused here.
/* eslint-disable @typescript-eslint/no-unused-vars */
declare module 'react' {
  interface HTMLAttributes<T> {
    popover?: 'auto' | 'manual' | 'hint' | '';
  }
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string;
    popovertargetaction?: 'toggle' | 'show' | 'hide';
  }
}
