import { useDocumentTitle } from '../../../lib/document-title';

// Placeholder until this screen's issue lands.
export function Component() {
  useDocumentTitle('Category Management');
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-2xl font-bold">Category Management</h1>
    </section>
  );
}
