/** Ingredient lines of nutrition plans (spec section 3). */

export type Ingredient = { quantity: string | null; item: string };

const QUANTITY_RE = /^(\d+(?:[.,]\d+)?)\s*(.*)$/s;

/**
 * A leading number (optionally decimal with '.' or ',') is the quantity and the rest the item:
 * '200 γρ. κοτόπουλο' → { quantity: '200', item: 'γρ. κοτόπουλο' }, '1,5 κ.σ. ελαιόλαδο' → '1,5'.
 * A line without a leading number, or with nothing after it, is all item.
 */
export function parseIngredientLine(line: string): Ingredient {
  const text = line.trim();
  const match = QUANTITY_RE.exec(text);
  if (match && match[2].trim() !== "") return { quantity: match[1], item: match[2].trim() };
  return { quantity: null, item: text };
}

/** True for lines that carry no ingredient: blank, or starting with '---' or '###'. */
export function isIgnoredIngredientLine(line: string): boolean {
  const text = line.trim();
  return text === "" || text.startsWith("---") || text.startsWith("###");
}

/** One ingredient per line; lines are trimmed and blank, '---' and '###' lines are skipped. */
export function parseIngredients(text: string): Ingredient[] {
  return text
    .split(/\r\n|\r|\n/)
    .filter((line) => !isIgnoredIngredientLine(line))
    .map(parseIngredientLine);
}
