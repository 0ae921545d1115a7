import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BACKEND_MESSAGES, LoadingScreen } from './loading-screen.component';

/** The page text of the markup, as a reader of the DOM gets it (tags removed, no hidden copies). */
const textOf = (html: string) => html.replace(/<[^>]+>/g, '');

describe('LoadingScreen (spec 2.1, 2.4)', () => {
  it("shows 'Connecting to your kitchen...' word for word, with nothing hidden from screen readers", () => {
    const html = renderToStaticMarkup(<LoadingScreen />);
    expect(textOf(html)).toContain('Connecting to your kitchen...');
    expect(html).not.toContain('aria-hidden="true">Connecting');
  });

  it('starts the backend messages with the first one, word for word', () => {
    expect(BACKEND_MESSAGES).toEqual([
      'Connecting to server...',
      'Starting up your kitchen...',
      'Loading your data...',
      'Almost ready...',
    ]);
    const text = textOf(renderToStaticMarkup(<LoadingScreen backendMessages />));
    expect(text).toContain('Connecting to server...');
    expect(text).toContain('This may take a moment on first load...');
  });

  it('keeps a custom message as written', () => {
    expect(textOf(renderToStaticMarkup(<LoadingScreen message="Signing you in..." />))).toContain(
      'Signing you in...',
    );
  });
});
