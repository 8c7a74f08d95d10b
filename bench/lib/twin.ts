/**
 * The plain-HTML twin of a built page: the same markup, text, CSS and images, with every script
 * and script preload removed. It is what the page costs with no JavaScript at all: the floor.
 */
export function plainHtmlTwin(html: string): string {
  return (
    html
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
      .replace(/<link\b[^>]*\bas="script"[^>]*>/gi, '')
      .replace(/<link\b[^>]*\brel="(?:modulepreload|prefetch)"[^>]*>/gi, '')
  );
}
