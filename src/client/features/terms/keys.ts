/** The terms' query key, apart from the query so the page's plain read imports no query library. */
export const termsKeys = { page: ["terms", "page"] as const };
