import { eq, or } from "drizzle-orm";
import { staffInvitations, staffLocations } from "../../db/schema";
import type { PersonalDataSource } from "../../domain/personal-data";

/**
 * Staff invitations name the owner who sent them and the account that accepted one, and hold the
 * invitee's address: the export lists them; erasure unlinks the person and forgets the address.
 * The locations a staff account works at (decision 057) go with the account.
 */
export const staffPersonalData: PersonalDataSource = {
  key: "staffInvitations",
  tables: ["staff_invitations", "staff_locations"],
  async exportFor(tx, member) {
    const rows = await tx
      .select({
        email: staffInvitations.email,
        role: staffInvitations.role,
        createdAt: staffInvitations.createdAt,
        acceptedAt: staffInvitations.acceptedAt,
      })
      .from(staffInvitations)
      .where(
        or(
          eq(staffInvitations.invitedBy, member.id),
          eq(staffInvitations.acceptedUserId, member.id),
          eq(staffInvitations.email, member.email),
        ),
      );
    const places = await tx
      .select({ location: staffLocations.location })
      .from(staffLocations)
      .where(eq(staffLocations.userId, member.id));
    return [
      ...rows.map((r) => ({
        ...r,
        createdAt: r.createdAt.toISOString(),
        acceptedAt: r.acceptedAt?.toISOString() ?? null,
      })),
      ...places.map((p) => ({ worksAt: p.location })),
    ];
  },
  async erase(tx, member) {
    await tx.delete(staffLocations).where(eq(staffLocations.userId, member.id));
    await tx
      .update(staffInvitations)
      .set({ invitedBy: null })
      .where(eq(staffInvitations.invitedBy, member.id));
    await tx
      .delete(staffInvitations)
      .where(or(eq(staffInvitations.acceptedUserId, member.id), eq(staffInvitations.email, member.email)));
  },
};
