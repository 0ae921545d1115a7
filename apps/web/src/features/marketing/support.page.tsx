import { DocumentPage, DocumentSection } from './document-page.component';
import { TextLink } from './text-link.component';

/** Public help page at /support: where the answers are and how to report a problem. */
export function SupportPage() {
  return (
    <DocumentPage
      id="support"
      eyebrow="Support"
      title="Getting help with Kitching"
      documentTitle="Support - Kitching"
      intro={
        <p>
          Kitching runs on your family's own server, so help starts close to home: with the person who runs
          it, and with the documentation that comes with it.
        </p>
      }
    >
      <DocumentSection id="support-docs" title="Read the documentation">
        <ul>
          <li>
            <strong>The README</strong> that comes with Kitching explains installing, starting and configuring
            the server: email, PostgreSQL, Open Food Facts and the optional AI service.
          </li>
          <li>
            <strong>The API reference</strong> at <a href="/api/docs">/api/docs</a> lists every call the app
            makes, with its fields and answers, for anyone scripting their kitchen.
          </li>
        </ul>
      </DocumentSection>

      <DocumentSection id="support-check" title="Check the server">
        <p>
          Once signed in, open <TextLink to="/test-setup">/test-setup</TextLink>. This diagnostics page shows
          whether the app reaches the server, which database it uses, and which account and family you are
          signed in with.
        </p>
      </DocumentSection>

      <DocumentSection id="support-report" title="Report a problem">
        <p>
          Tell whoever runs your Kitching server: they can read its log and fix its settings. It helps to
          include:
        </p>
        <ul>
          <li>what you did, what you expected, and what happened instead;</li>
          <li>the exact message on screen, and a screenshot if you can;</li>
          <li>the time it happened, and the device and browser you used;</li>
          <li>what the diagnostics page shows.</li>
        </ul>
        <p>
          Ideas for new features are welcome too: pass them on the same way, so they can reach the people
          building Kitching.
        </p>
      </DocumentSection>
    </DocumentPage>
  );
}
