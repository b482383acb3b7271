/** Any answer of the server to the page's own address, even a 404, shows that it is there. */
export async function serverAnswers(): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    await fetch(location.href, { method: 'HEAD', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}
