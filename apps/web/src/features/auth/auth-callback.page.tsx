import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { LoadingScreen } from '../../app/loading-screen.component';
import { toast } from '../../components/ui/toast.component';
import { useExchangeCode } from './auth.mutations';
import { signInWelcome } from './sign-in-welcome';

/** /auth/callback: exchanges the emailed one-time code for a session, cleans the address, goes on. */
export function AuthCallbackPage() {
  const exchange = useExchangeCode();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // Codes work once: never exchange twice (React runs effects twice in development).
    if (started.current) return;
    started.current = true;
    const code = new URLSearchParams(window.location.search).get('code');
    window.history.replaceState(null, '', '/auth/callback');
    const fail = () => {
      toast({
        title: 'Authentication Error',
        description: 'This sign-in link is invalid, already used or expired.',
        variant: 'error',
      });
      navigate('/', { replace: true });
    };
    if (!code) return fail();
    exchange.mutate(code, {
      onSuccess: ({ firstSignIn, user }) => {
        toast({ ...signInWelcome(firstSignIn, user), variant: 'success' });
        navigate('/dashboard', { replace: true });
      },
      onError: fail,
    });
  }, [exchange, navigate]);

  return <LoadingScreen message="Signing you in..." />;
}
