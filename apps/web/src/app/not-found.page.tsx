import { Link } from 'react-router';
import { Button } from '../components/ui/button.component';

export function NotFoundPage() {
  return (
    <div className="flex flex-col items-center justify-center gap-4 py-24 text-center">
      {/* Spec 2.1's text, once: the number drawn large, the heading reading '404 Page Not Found'. */}
      <h1 className="flex flex-col items-center gap-2 text-2xl font-bold text-stone-900">
        <span className="text-6xl font-black text-brand-600">404</span> Page Not Found
      </h1>
      <p className="text-stone-600">This page isn't on the menu.</p>
      <Button asChild variant="secondary">
        <Link to="/dashboard">Back to the dashboard</Link>
      </Button>
    </div>
  );
}
