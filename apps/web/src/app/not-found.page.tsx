import { Link } from 'react-router';
import { Button } from '../components/ui/button.component';

export function NotFoundPage() {
  return (
    <div className="flex flex-col items-center justify-center gap-4 py-24 text-center">
      <p className="text-6xl font-black text-brand-600">404</p>
      <h1 className="text-2xl font-bold text-stone-900">404 Page Not Found</h1>
      <p className="text-stone-600">This page isn't on the menu.</p>
      <Button asChild variant="secondary">
        <Link to="/dashboard">Back to the dashboard</Link>
      </Button>
    </div>
  );
}
