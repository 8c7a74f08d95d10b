declare module '*.module.css' {
  const classes: { readonly [key: string]: string };
  export = classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}

declare module 'subset-font' {
  /** harfbuzz's subsetter: keeps the glyphs of `text` and what shaping them needs. */
  export default function subsetFont(font: Buffer, text: string, options?: { targetFormat?: 'woff2' | 'woff' | 'sfnt' }): Promise<Buffer>;
}
