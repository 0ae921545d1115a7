import { scoreTone } from '@kitching/contracts';
import { Badge } from './badge.component';

/** A match score ('85% match') in spec 5's colours: 90 or more green, 75 or more yellow, else red. */
export function ScoreBadge({ score, label = 'match' }: { score: number; label?: string }) {
  const tone = scoreTone(score);
  return (
    <Badge tone={tone} data-testid="score-badge" data-tone={tone}>
      {score}% {label}
    </Badge>
  );
}
