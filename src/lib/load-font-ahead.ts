/**
 * Fetches, before it is needed, the face of the page's body text in `weight` for `text` (the
 * subsets its characters fall in, by the faces' unicode-range): text later drawn in that weight (a
 * dialog's bold labels) is laid out once, in its face, not a second time when the face arrives.
 * Nothing where the browser has no FontFaceSet; a face that fails to load is the browser's to fall back from.
 */
export function loadFontAhead(weight: number, text: string, doc: Document = document): void {
  if (!('fonts' in doc) || !doc.defaultView) return;
  const family = doc.defaultView.getComputedStyle(doc.body).fontFamily;
  doc.fonts.load(`${weight} 1em ${family}`, text).catch(() => undefined);
}
