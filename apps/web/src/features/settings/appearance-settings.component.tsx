import { ThemePicker } from '../../app/shell/theme-picker.component';

/** The colour scheme (spec 2.4), kept on this device like the top bar's picker. */
export function AppearanceSettings() {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-stone-700">Colour scheme</p>
      <ThemePicker labelled />
    </div>
  );
}
