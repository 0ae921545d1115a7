import { Lightbulb } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.component';

const STEPS = [
  ['Open the camera', "Tap 'Access Camera' and allow Kitching to use it. The back camera is used on phones."],
  [
    'Aim at the barcode',
    'Hold the barcode inside the frame, about a hand away, in good light. It reads by itself.',
  ],
  ['Check the product', "Kitching looks in your inventory, your family's names, then Open Food Facts."],
  ['Add or remove', 'Choose Add after shopping or Remove when you use something up, then save.'],
] as const;

/** The how-to card (spec 2.13). */
export function HowToCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>How to scan</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ol className="flex flex-col gap-3">
          {STEPS.map(([title, text], index) => (
            <li key={title} className="flex gap-3">
              <span
                className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-semibold text-brand-800"
                aria-hidden
              >
                {index + 1}
              </span>
              <p className="text-sm text-stone-700">
                <span className="font-medium text-stone-900">{title}.</span> {text}
              </p>
            </li>
          ))}
        </ol>
        <p className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <Lightbulb className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span>
            No camera, or a worn label? Type the 8 to 14 digits printed under the barcode. In a dim cupboard,
            turn on the torch if your phone offers it.
          </span>
        </p>
      </CardContent>
    </Card>
  );
}
