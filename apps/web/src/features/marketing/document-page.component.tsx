import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../components/ui/use-document-title.hook';
import { PublicLayout } from './public-layout.component';

/**
 * Frame of the short public documents behind the footer links (/privacy, /terms, /support): the
 * public layout, a heading block and a readable column of sections.
 */
export function DocumentPage({
  id,
  eyebrow,
  title,
  documentTitle,
  intro,
  children,
}: {
  /** Prefix for the heading ids, unique per page. */
  id: string;
  eyebrow: string;
  title: string;
  documentTitle: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(documentTitle);
  return (
    <PublicLayout>
      <article aria-labelledby={`${id}-title`}>
        <header className="bg-linear-to-b from-brand-50 to-white">
          <div className="mx-auto max-w-3xl px-4 pt-12 pb-10 sm:px-6 md:pt-16">
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
            <h1
              id={`${id}-title`}
              className="mt-2 text-4xl font-extrabold tracking-tight text-balance text-stone-950 sm:text-5xl"
            >
              {title}
            </h1>
            <div className="mt-5 text-lg leading-8 text-stone-700">{intro}</div>
          </div>
        </header>
        <div className="mx-auto flex max-w-3xl flex-col gap-10 px-4 pb-16 sm:px-6 md:pb-24">{children}</div>
      </article>
    </PublicLayout>
  );
}

/** One titled section of a document page; paragraphs and lists go in as children. */
export function DocumentSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 text-base leading-7 text-stone-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 [&_strong]:text-stone-900 [&_ul]:flex [&_ul]:list-disc [&_ul]:flex-col [&_ul]:gap-2 [&_ul]:pl-6"
    >
      <h2 id={id} className="text-2xl font-bold tracking-tight text-stone-950">
        {title}
      </h2>
      {children}
    </section>
  );
}
