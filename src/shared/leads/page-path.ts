/**
 * The path under which a page view or a lead's page of arrival is counted. An audit report's
 * address holds its secret token (`/audit/{token}`): every report counts as `/audit`, so a token
 * never lands in the audience figures and all reports add up on one line.
 */
export function countedPagePath(pathname: string): string {
  const path = pathname.toLowerCase();
  return /^\/audit\/[^/]+/.test(path) ? '/audit' : path;
}
