import { useNavigate } from 'react-router';

/**
 * Goes where the API says next: our own pages through the router, a real gateway's hosted page
 * (another origin) by a full page load.
 */
export function useFollowRedirect(): (redirectTo: string) => void {
  const navigate = useNavigate();
  return (redirectTo) => {
    if (redirectTo.startsWith('/') && !redirectTo.startsWith('//')) {
      void navigate(redirectTo);
    } else {
      window.location.assign(redirectTo);
    }
  };
}
