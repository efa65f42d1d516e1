/** The OpenAPI shapes every route file repeats: a JSON answer and a JSON request body (written once). */
export const jsonAnswer = <S>(schema: S, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

export const jsonBody = <S>(schema: S) => ({ body: { content: { "application/json": { schema } } } });
