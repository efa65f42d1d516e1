import { solveChallenge } from "altcha-lib";

/** What the ALTCHA widget sends in the `x-captcha` header, from the answer of `GET /api/captcha/challenge`. */
export async function solvedCaptcha(challengeAnswer: Response): Promise<string> {
  const c = (await challengeAnswer.json()) as {
    algorithm: string;
    challenge: string;
    maxnumber?: number;
    salt: string;
    signature: string;
  };
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  if (!solution) throw new Error("the robot check has no solution");
  const { algorithm, challenge, salt, signature } = c;
  return Buffer.from(
    JSON.stringify({ algorithm, challenge, number: solution.number, salt, signature }),
  ).toString("base64");
}
