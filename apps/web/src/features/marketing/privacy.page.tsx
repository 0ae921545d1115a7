import { DocumentPage, DocumentSection } from './document-page.component';

/** Public privacy notice at /privacy, written for a self-hosted family server. */
export function PrivacyPage() {
  return (
    <DocumentPage
      id="privacy"
      eyebrow="Privacy"
      title="Your kitchen data stays with your family"
      documentTitle="Privacy - Kitching"
      intro={
        <p>
          Kitching runs on a server that your family, or someone you trust, runs. Everything you enter is kept
          there, in that server's database. Nobody else receives a copy, and nothing is sold.
        </p>
      }
    >
      <DocumentSection id="privacy-stored" title="What is stored">
        <ul>
          <li>
            <strong>Accounts:</strong> each member's name, username, email address (optional for children),
            kitchen role and dietary goals. Passwords are stored only as one-way hashes, and sign-in sessions
            only as fingerprints of their tokens.
          </li>
          <li>
            <strong>Kitchen data:</strong> your family's name, inventory, recipes, meal plans, grocery lists
            and a record of recent kitchen activity, plus product details fetched for barcodes you scan.
          </li>
          <li>
            <strong>In your browser:</strong> one sign-in cookie, and the colour scheme you picked. Photos of
            barcodes are read and then discarded, not saved.
          </li>
        </ul>
      </DocumentSection>

      <DocumentSection id="privacy-outside" title="Outside services Kitching contacts">
        <p>The server only talks to other services to do something you asked for:</p>
        <ul>
          <li>
            <strong>Open Food Facts</strong>, the open product database, to look up a barcode it has not seen
            before. Only the barcode number is sent. The product photo on a scan result is loaded by your
            browser straight from Open Food Facts.
          </li>
          <li>
            <strong>Recipe websites you import from</strong>: the server fetches the page at the address you
            give it.
          </li>
          <li>
            <strong>An email server</strong>, if the person running Kitching configured one, to send sign-in
            links and address confirmations to the email you entered.
          </li>
          <li>
            <strong>An AI provider</strong>, only if one is configured, for smart quick add: the text you type
            there is sent to it. Without one, everything still works.
          </li>
        </ul>
      </DocumentSection>

      <DocumentSection id="privacy-no-tracking" title="No tracking, no ads">
        <p>
          Kitching has no analytics, no advertising and no third-party trackers. It loads no scripts or fonts
          from other sites; the only outside content your browser shows is those product photos.
        </p>
      </DocumentSection>

      <DocumentSection id="privacy-control" title="Who controls your data">
        <p>
          Whoever runs the server can read, back up and delete anything in its database. Ask them if you want
          your data exported or removed. You can change your own name, email and password at any time on the
          Family Profiles page.
        </p>
      </DocumentSection>
    </DocumentPage>
  );
}
