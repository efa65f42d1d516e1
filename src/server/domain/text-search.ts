import { type SQL, sql } from "drizzle-orm";
import { foldText } from "../../shared/domain/text";
import { user } from "../db/schema";

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The members search of every admin screen: each word of the query must appear in the user's
 * folded name (Greek without accents or case) or e-mail. One condition per word, to `and` together.
 */
export function memberTextConditions(q: string): SQL[] {
  const words = foldText(q.trim()).split(/\s+/).filter(Boolean);
  return words.map((w) => {
    const pattern = `%${escapeLike(w)}%`;
    return sql`(${user.nameFolded} like ${pattern} or lower(${user.email}) like ${pattern})`;
  });
}
