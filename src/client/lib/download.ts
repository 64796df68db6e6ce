import { readAdminToken } from './admin-token';

/**
 * Downloads a file from an admin endpoint: the request carries the bearer token (and the
 * session cookie), the reply becomes a file named after its Content-Disposition.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const token = readAdminToken();
  const res = await fetch(url, {
    credentials: 'include',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
  const name = /filename="?([^";]+)"?/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const href = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
