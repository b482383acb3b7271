/** A social provider did not answer (network, time-out, 5xx) or is not configured: a 503, not the shopper's fault. */
export class ProviderUnavailableError extends Error {}

/** GET a provider's JSON within 5 s; its 4xx answers come back for the caller to judge. */
export async function fetchProviderJson(url: URL): Promise<{ ok: boolean; body: unknown }> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(5000), headers: { accept: 'application/json' } });
  } catch (error) {
    throw new ProviderUnavailableError(`${url.origin}${url.pathname}: ${(error as Error).message}`);
  }
  if (res.status >= 500) throw new ProviderUnavailableError(`${url.origin}${url.pathname} answered ${res.status}`);
  const body: unknown = await res.json().catch(() => null);
  return { ok: res.ok, body };
}
