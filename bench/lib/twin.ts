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
      // gatsby-plugin-image's <noscript> copies duplicate the pictures the twin now shows itself.
      .replace(/<noscript>[\s\S]*?<\/noscript>/gi, '')
      // Lazy pictures wait for the loader script to move data-src into src; the twin does it up front.
      .replace(/\bdata-src=/g, 'src=')
      .replace(/\bdata-srcset=/g, 'srcset=')
      .replace(/(<img[^>]*data-main-image[^>]*style="[^"]*?)opacity:0/gi, '$1opacity:1')
  );
}
