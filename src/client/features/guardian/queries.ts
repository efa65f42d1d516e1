/** The guardian's page: one consent link's state. */
export const guardianKeys = {
  all: ["guardian-consent"] as const,
  link: (token: string) => [...guardianKeys.all, token] as const,
};
