import { eq } from "drizzle-orm";
import type { Lang } from "../../../shared/i18n";
import type { Me } from "../../../shared/schemas/account";
import { setRole as setRoleWith } from "../../auth/admins";
import type { SessionUser } from "../../auth/auth";
import type { Db } from "../../db/client";
import { clientErrors, memberAccounts, user } from "../../db/schema";
import { notFound } from "../../lib/errors";

export async function describeMe(db: Db, u: SessionUser | null, now: Date): Promise<Me> {
  if (!u) return { user: null };
  const [acc] = await db.select().from(memberAccounts).where(eq(memberAccounts.userId, u.id));
  return {
    user: {
      id: u.id,
      email: u.email,
      name: u.name || u.email,
      role: u.role,
      language: u.language,
      hasCompletedFitnessQuestionnaire: acc?.hasCompletedFitnessQuestionnaire ?? false,
      hasActiveNutrition: Boolean(
        acc?.nutritionName && acc.nutritionExpiresAt && acc.nutritionExpiresAt > now,
      ),
    },
  };
}

export async function setLanguage(db: Db, userId: string, language: Lang): Promise<void> {
  await db.update(user).set({ language }).where(eq(user.id, userId));
}

export async function setRole(db: Db, userId: string, role: "admin" | "user"): Promise<void> {
  if (!(await setRoleWith(db, { id: userId }, role))) throw notFound("USER_NOT_FOUND");
}

export async function recordClientError(
  db: Db,
  entry: { userId: string | null; message: string; stack?: string; context?: string },
): Promise<void> {
  await db.insert(clientErrors).values(entry);
}
