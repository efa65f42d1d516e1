/**
 * The story's paragraphs: the text split at blank lines. Apart from the site's schema so a page
 * that shows the story does not load zod with it (decision 054).
 */
export const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
