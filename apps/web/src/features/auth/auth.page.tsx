import { ChefHat } from 'lucide-react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { LoadingScreen } from '../../app/loading-screen.component';
import { Card } from '../../components/ui/card.component';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.component';
import { useDocumentTitle } from '../../components/ui/use-document-title.hook';
import { LoginForm, MagicLinkForm, RegisterForm } from './auth-forms.component';
import { useSession } from './use-session.hook';

/** Only same-site paths are followed after sign-in. */
function safeNext(next: string | null) {
  return next?.startsWith('/') && !next.startsWith('//') ? next : '/dashboard';
}

/** /auth (spec 2.3): Login, Magic Link and Register tabs. */
export function AuthPage() {
  useDocumentTitle('Sign in - Kitching');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user, isLoading } = useSession();
  const next = safeNext(params.get('next'));
  if (isLoading) return <LoadingScreen />;
  if (user) return <Navigate to={next} replace />;

  return (
    // The whole page is its main landmark (axe: landmark-one-main, region).
    <main className="flex min-h-dvh flex-col items-center justify-center bg-gradient-to-b from-brand-50 to-stone-50 px-4 py-10">
      <Link to="/" className="mb-6 flex items-center gap-2 text-2xl font-bold text-stone-900">
        <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-brand-600 text-white">
          <ChefHat className="h-6 w-6" aria-hidden />
        </span>
        Kitching
      </Link>
      <Card className="w-full max-w-md p-6">
        <h1 className="text-xl font-semibold text-stone-900">Welcome to your kitchen</h1>
        <p className="mt-1 text-sm text-stone-600">
          Sign in, or create an account to start your 14-day free trial.
        </p>
        <Tabs defaultValue={params.get('tab') === 'register' ? 'register' : 'login'} className="mt-5">
          <TabsList>
            <TabsTrigger value="login">Login</TabsTrigger>
            <TabsTrigger value="magic">Magic Link</TabsTrigger>
            <TabsTrigger value="register">Register</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            <LoginForm onDone={() => navigate(next, { replace: true })} />
          </TabsContent>
          <TabsContent value="magic">
            <MagicLinkForm />
          </TabsContent>
          <TabsContent value="register">
            <RegisterForm onSignedIn={() => navigate('/profile-setup', { replace: true })} />
          </TabsContent>
        </Tabs>
      </Card>
      <Link to="/" className="mt-6 text-sm text-stone-600 hover:text-stone-900">
        ← Back to home
      </Link>
    </main>
  );
}
