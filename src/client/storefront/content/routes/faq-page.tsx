import { useDocumentTitle } from '../../../lib/document-title';

// Placeholder until this screen's issue lands.
export function Component() {
  useDocumentTitle('FAQ');
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-2xl font-bold">FAQ</h1>
    </section>
  );
}
