/**
 * The Auth emulator keeps every e-mail action it would have sent (password resets included)
 * and lists them at `/emulator/v1/projects/<project>/oobCodes`; locally that is where a
 * member's set-password link is read.
 */
export type OobCode = { email: string; requestType: string; oobCode: string; oobLink: string };

export async function fetchPasswordResetLinks(
  authHost: string,
  projectId: string,
  email: string,
): Promise<OobCode[]> {
  const response = await fetch(`http://${authHost}/emulator/v1/projects/${projectId}/oobCodes`);
  if (!response.ok) throw new Error(`Auth emulator oobCodes: HTTP ${response.status}`);
  const { oobCodes = [] } = (await response.json()) as { oobCodes?: OobCode[] };
  const wanted = email.trim().toLowerCase();
  return oobCodes.filter(
    (code) => code.requestType === 'PASSWORD_RESET' && code.email.toLowerCase() === wanted,
  );
}

/** Waits up to `timeoutMs` for a link beyond the `known` ones; null when none comes. */
export async function waitForNewPasswordLink(
  authHost: string,
  projectId: string,
  email: string,
  known: number,
  timeoutMs = 5_000,
): Promise<string | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const links = await fetchPasswordResetLinks(authHost, projectId, email);
    if (links.length > known) return links.at(-1)!.oobLink;
    if (Date.now() > deadline) return null;
    await new Promise((done) => setTimeout(done, 250));
  }
}
