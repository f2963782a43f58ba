/**
 * Whether a side-menu entry leading to `to` is the current page's: the page itself or one below it
 * (an event's detail under Events), as react-router's `useMatch({ path: to, end: false })` says,
 * but worked out once per menu rather than by a router hook in each entry. '/' (sign-out) is never
 * a dashboard page's.
 */
export function isMenuPathActive(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/';
  const base = to.replace(/\/+$/, '');
  return pathname === base || pathname.startsWith(`${base}/`);
}
