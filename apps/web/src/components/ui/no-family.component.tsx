import { Link } from 'react-router';
import { Button } from './button.component';
import { Card } from './card.component';

interface NoFamilyProps {
  /** The page's heading, as it shows with a family. */
  title: string;
  /** What the page needs a family for. */
  message: string;
}

/** A family page opened before the person has a family: what it is for, and the way to set one up. */
export function NoFamily({ title, message }: NoFamilyProps) {
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
      <Card className="mt-6 flex flex-col items-start gap-3 p-6">
        <p className="text-stone-700">{message}</p>
        <Button asChild>
          <Link to="/profile-setup">Set Up Family</Link>
        </Button>
      </Card>
    </div>
  );
}
