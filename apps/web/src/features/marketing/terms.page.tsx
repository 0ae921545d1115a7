import { DocumentPage, DocumentSection } from './document-page.component';
import { TextLink } from './text-link.component';

/** Public terms of use at /terms: plain language, for a self-hosted family app. */
export function TermsPage() {
  return (
    <DocumentPage
      id="terms"
      eyebrow="Terms"
      title="Terms of use, in plain words"
      documentTitle="Terms - Kitching"
      intro={
        <p>
          Kitching is software your family runs for itself. These terms are short because there is little to
          say: use it for your household, look after each other's data, and keep in mind it comes as is.
        </p>
      }
    >
      <DocumentSection id="terms-who" title="Who is who">
        <p>
          The <strong>server operator</strong> is whoever installed Kitching and keeps it running, often a
          parent or the family's tech-minded member. <strong>Members</strong> are the people in the family
          with an account. The operator decides who gets an account and may set extra house rules.
        </p>
      </DocumentSection>

      <DocumentSection id="terms-use" title="Using Kitching">
        <ul>
          <li>Use it to run your family's kitchen: inventory, recipes, meal plans and shopping.</li>
          <li>Keep your password to yourself, and sign out on shared devices.</li>
          <li>
            Respect the roles: the Head Chef manages members, and each member looks after their own profile.
          </li>
          <li>
            Import recipes for your own cooking. The recipes you import remain their authors' work; keep the
            source link, and do not republish them as your own.
          </li>
          <li>Do not use the server to attack, scrape or overload other websites.</li>
        </ul>
      </DocumentSection>

      <DocumentSection id="terms-data" title="Your content">
        <p>
          What you enter belongs to you and your family. It stays on your server, as described on the{' '}
          <TextLink to="/privacy">Privacy</TextLink> page.
        </p>
      </DocumentSection>

      <DocumentSection id="terms-warranty" title="No warranty">
        <p>
          Kitching is provided as is, without any warranty. It may contain mistakes: product details come from
          Open Food Facts and recipes from the sites you import them from, and either can be wrong. Check
          labels for allergens and use-by dates yourself, and keep backups of the server's data. Nobody
          involved in making Kitching is liable for losses that come from using it.
        </p>
      </DocumentSection>

      <DocumentSection id="terms-changes" title="Changes">
        <p>
          A new version of Kitching may update these terms. The version your server runs always shows the
          terms that apply to it.
        </p>
      </DocumentSection>
    </DocumentPage>
  );
}
