/** The OpenAPI shapes the booking routes repeat: a JSON answer and a JSON request body. */
export const jsonAnswer = <S>(schema: S, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

export const jsonBody = <S>(schema: S) => ({ body: { content: { "application/json": { schema } } } });
