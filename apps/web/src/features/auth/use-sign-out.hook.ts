import { useNavigate } from 'react-router';
import { useLogout } from './auth.mutations';

/** Logout ends the session on the server and returns to '/' (spec 2.4, 4). */
export function useSignOut() {
  const logout = useLogout();
  const navigate = useNavigate();
  return () => logout.mutate(undefined, { onSettled: () => navigate('/', { replace: true }) });
}
