import { useDocumentTitle } from '../../../lib/document-title';

// Placeholder until this screen's issue lands.
export function Component() {
  useDocumentTitle('Return and Exchange Policy');
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-2xl font-bold">Return and Exchange Policy</h1>
    </section>
  );
}
